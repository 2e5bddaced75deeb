import { endpoints } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /user/activation-code (portal.md §6: without a token): a fresh code for the invitation. */
export function useRequestActivationCode() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (inviteId: string) =>
      api.call(endpoints.requestActivationCode, { body: { invite_id: inviteId } }),
  });
}
