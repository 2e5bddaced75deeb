import { endpoints, FORM_OPTIONS_CACHE_MINUTES, type ApiClient } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

// GET /meta/form-options for a policy (policy-changes.md §7), cached for 1440 minutes (§9). The
// key is the one every form of the policy reads, so the lists load once for all of them.

export function formOptionsQuery(api: ApiClient, policyId: number) {
  const cacheMs = FORM_OPTIONS_CACHE_MINUTES * 60 * 1000;
  return queryOptions({
    queryKey: ['form-options', String(policyId)] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.getFormOptions, { query: { policy_id: policyId } }, { signal }),
    staleTime: cacheMs,
    gcTime: cacheMs,
  });
}

export function useFormOptions(policyId: number) {
  const { api } = usePortal();
  return useQuery(formOptionsQuery(api, policyId));
}
