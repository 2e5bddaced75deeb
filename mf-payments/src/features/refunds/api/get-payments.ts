import { endpoints } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';

/** What every payment screen of a policy reads, under one key per policy. */
export function paymentsQueryKey(policyId: string) {
  return ['payments', policyId] as const;
}

/**
 * GET /policies/{id}/payments (decision 007): the refunds offered and not yet accepted among
 * the rest. Asked only once the policy is known to offer refunds (`enabled`): the server
 * refuses the others with a 403.
 */
export function usePayments(policyId: string, enabled: boolean) {
  const { api } = usePortal();
  return useQuery({
    queryKey: paymentsQueryKey(policyId),
    queryFn: ({ signal }) =>
      api.call(endpoints.getPayments, { params: { id: policyId } }, { signal }),
    enabled,
  });
}
