import { endpoints } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';

// What every payment screen of a policy reads (GET /policies/{id}/payments, decision 007): what
// is due and by when, the renewal quote, the refunds offered and the Direct Debit, under one key
// per policy, so a payment made on one screen refreshes them all.

export function paymentsQueryKey(policyId: string) {
  return dataKey('payments', policyId);
}

/** Asked once the policy is known to offer the screen's payment (`enabled`). */
export function usePayments(policyId: string, enabled = true) {
  const { api } = usePortal();
  return useQuery({
    queryKey: paymentsQueryKey(policyId),
    queryFn: ({ signal }) =>
      api.call(endpoints.getPayments, { params: { id: policyId } }, { signal }),
    enabled,
  });
}
