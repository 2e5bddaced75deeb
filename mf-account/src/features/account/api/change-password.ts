import { endpoints, type ChangePassword } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /user/password: answers with the message to show. */
export function useChangePassword() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: ChangePassword) => api.call(endpoints.changePassword, { body }),
  });
}
