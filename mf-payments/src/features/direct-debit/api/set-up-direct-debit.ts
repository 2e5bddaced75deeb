import { endpoints, type DirectDebitBody } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /policies/{id}/payments/direct-debit: the mandate, checked by the same schema on both
 * sides; answered with the instruction's reference and the message the outcome page shows. The
 * client gives it its Idempotency-Key (decision 017): a double click sets up one instruction.
 */
export function useSetUpDirectDebit(policyId: string) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: DirectDebitBody) =>
      api.call(endpoints.setUpDirectDebit, { params: { id: policyId }, body }),
  });
}
