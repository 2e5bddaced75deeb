import { endpoints, type Activation } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /user/activate (portal.md §6: without a token): answers with a new session. */
export function useActivateAccount() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: Activation) => api.call(endpoints.activateAccount, { body }),
  });
}
