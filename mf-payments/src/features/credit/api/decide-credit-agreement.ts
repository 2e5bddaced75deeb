import { endpoints, type CreditDecisionBody } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /policies/{id}/credit-agreement: sign (the full name as the signature, and the tick) or
 * decline; answered 'confirmed' or 'declined' with the message the outcome page shows. The
 * client gives it its Idempotency-Key (decision 017): a double click decides once.
 */
export function useDecideCreditAgreement(policyId: string) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: CreditDecisionBody) =>
      api.call(endpoints.decideCreditAgreement, { params: { id: policyId }, body }),
  });
}
