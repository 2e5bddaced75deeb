import { policyEndpoints, type ApiClient, type Policy } from '@portal/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

// portal.md §4 "Session": the policies are fetched into the page's one query cache at sign-in,
// under this key, and every app that lists or shows a policy reads the same entry.

export const POLICIES_QUERY_KEY = ['policies'] as const;

export function policyQueryKey(policyId: string | number) {
  return [...POLICIES_QUERY_KEY, String(policyId)] as const;
}

/** The signed-in user's policies (GET /policies). */
export function policiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: POLICIES_QUERY_KEY,
    queryFn: ({ signal }) => api.call(policyEndpoints.getPolicies, {}, { signal }),
  });
}

/**
 * One policy (GET /policies/{id}). Given the cache, the page shows at once from the list fetched
 * at sign-in while the policy itself is asked for.
 */
export function policyQuery(api: ApiClient, policyId: string | number, cache?: QueryClient) {
  const id = String(policyId);
  return queryOptions({
    queryKey: policyQueryKey(id),
    queryFn: ({ signal }) => api.call(policyEndpoints.getPolicy, { params: { id } }, { signal }),
    initialData: () =>
      cache?.getQueryData<Policy[]>(POLICIES_QUERY_KEY)?.find((policy) => String(policy.id) === id),
    initialDataUpdatedAt: () => cache?.getQueryState(POLICIES_QUERY_KEY)?.dataUpdatedAt,
  });
}
