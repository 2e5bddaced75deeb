import { endpoints, FORM_OPTIONS_CACHE_MINUTES, type ApiClient } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

// GET /vehicle/makes-and-models/{id} (policy-changes.md §4 'Vehicle finder', §7): the makes the
// policy's type offers, each with its models; the id is the policy's. A reference list like the
// option lists, so it is kept as long as they are (§9: 1440 minutes).

export function makesAndModelsQuery(api: ApiClient, policyId: number) {
  const cacheMs = FORM_OPTIONS_CACHE_MINUTES * 60 * 1000;
  return queryOptions({
    queryKey: ['vehicle-makes', String(policyId)] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.getMakesAndModels, { params: { id: policyId } }, { signal }),
    staleTime: cacheMs,
    gcTime: cacheMs,
  });
}

export function useMakesAndModels(policyId: number) {
  const { api } = usePortal();
  return useQuery(makesAndModelsQuery(api, policyId));
}
