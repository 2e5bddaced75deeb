import { endpoints, type ApiClient } from '@portal/contract';
import { dataKey } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export function creditAgreementQueryKey(policyId: string) {
  return dataKey('credit-agreement', policyId);
}

/**
 * GET /policies/{id}/credit-agreement (decision 007): the agreement, its key figures and its
 * pages. Asked only once the policy is known to need one: the server refuses the others with a
 * 403.
 */
export function creditAgreementQuery(api: ApiClient, policyId: string) {
  return queryOptions({
    queryKey: creditAgreementQueryKey(policyId),
    queryFn: ({ signal }) =>
      api.call(endpoints.getCreditAgreement, { params: { id: policyId } }, { signal }),
  });
}
