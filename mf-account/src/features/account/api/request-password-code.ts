import { endpoints, type PasswordCodeRequest } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /password/auth-code (portal.md §6: without a token): a code by SMS to the number given,
 * if it is on the account.
 */
export function useRequestPasswordCode() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: PasswordCodeRequest) => api.call(endpoints.requestPasswordCode, { body }),
  });
}
