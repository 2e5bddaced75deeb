import { endpoints, type PasswordReset } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /password/reset (portal.md §6: without a token): answers with the message to show. */
export function useResetPassword() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: PasswordReset) => api.call(endpoints.resetPassword, { body }),
  });
}
