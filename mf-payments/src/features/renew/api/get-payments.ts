import { endpoints, type ApiClient } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /policies/{id}/payments (docs/decisions/007): what is due on the policy, and by when. */
export function paymentsQuery(api: ApiClient, policyId: string) {
  return queryOptions({
    queryKey: ['payments', policyId] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.getPayments, { params: { id: policyId } }, { signal }),
  });
}

export function usePayments(policyId: string) {
  const { api } = usePortal();
  return useQuery(paymentsQuery(api, policyId));
}
