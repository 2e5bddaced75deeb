import { endpoints, type AgreementDecision } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /agreements/decline (portal.md §7): the agreement's ID, plus the activation code and
 * invite id when there is no session. Resolves with the server's message for the declined
 * page, or null when it gave none.
 */
export function useDeclineAgreement() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: AgreementDecision) => api.call(endpoints.declineAgreement, { body }),
  });
}
