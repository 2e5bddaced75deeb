import { endpoints, type AgreementDecision } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /agreements/accept (portal.md §7): the agreement's ID, plus the activation code and
 * invite id when there is no session. Resolves with the server's message, or null when it gave
 * none.
 */
export function useAcceptAgreement() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: AgreementDecision) => api.call(endpoints.acceptAgreement, { body }),
  });
}
