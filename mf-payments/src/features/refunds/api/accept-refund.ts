import { endpoints, type BodyOf } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /policies/{id}/payments/refunds: the one refund chosen, paid back the way the policy was
 * paid; answered with its reference and the message the outcome page shows. The client gives
 * it its Idempotency-Key (decision 017): a double click accepts it once.
 */
export function useAcceptRefund(policyId: string) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.acceptRefund>) =>
      api.call(endpoints.acceptRefund, { params: { id: policyId }, body }),
  });
}
