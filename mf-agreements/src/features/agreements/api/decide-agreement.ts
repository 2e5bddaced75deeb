import { endpoints, type AgreementDecision } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

export type Decision = 'accept' | 'decline';

/**
 * POST /agreements/accept or /agreements/decline (portal.md §7): the agreement's ID, plus the
 * activation code and invite id when there is no session. Resolves with the server's message,
 * or null when it gave none.
 */
export function useDecideAgreement() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: ({ decision, body }: { decision: Decision; body: AgreementDecision }) =>
      api.call(decision === 'accept' ? endpoints.acceptAgreement : endpoints.declineAgreement, {
        body,
      }),
  });
}
