import { endpoints } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';

export function creditAgreementQueryKey(policyId: string) {
  return dataKey('credit-agreement', policyId);
}

/**
 * GET /policies/{id}/credit-agreement (decision 007): the agreement, its key figures and its
 * pages. Asked only once the policy is known to need one (`enabled`): the server refuses the
 * others with a 403.
 */
export function useCreditAgreement(policyId: string, enabled: boolean) {
  const { api } = usePortal();
  return useQuery({
    queryKey: creditAgreementQueryKey(policyId),
    queryFn: ({ signal }) =>
      api.call(endpoints.getCreditAgreement, { params: { id: policyId } }, { signal }),
    enabled,
  });
}
