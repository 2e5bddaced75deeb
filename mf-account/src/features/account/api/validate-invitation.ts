import { endpoints } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /user/invitation/validate (portal.md §6: without a token): who the invitation is for, or
 * a 422 on invite_id.
 */
export function useValidateInvitation() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (inviteId: string) =>
      api.call(endpoints.validateInvitation, { body: { invite_id: inviteId } }),
  });
}
