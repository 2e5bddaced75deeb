import { endpoints, type ApiClient } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

// GET /policies/{id}/avp/required (policy-changes.md §6, §7): each vehicle of the policy, whether
// it needs an agreed value, whether that is done, and the steps still to send. Read afresh on
// every visit (nothing kept once the screen is left) and not again while the form is open: a
// step sent elsewhere must not take the form away from under the person's answers.

export function agreedValueRequiredQuery(api: ApiClient, policyId: number) {
  return queryOptions({
    queryKey: ['agreed-value-required', String(policyId)] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.getAgreedValueRequired, { params: { id: policyId } }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useAgreedValueRequired(policyId: number) {
  const { api } = usePortal();
  return useQuery(agreedValueRequiredQuery(api, policyId));
}
