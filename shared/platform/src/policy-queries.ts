import { policyEndpoints, type ApiClient, type Policy } from '@portal/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { dataKey } from './data-changes';
import { usePortal } from './portal-provider';

// portal.md §4 "Session": the policies are fetched into the page's one query cache at sign-in,
// under this key, and every app that lists or shows a policy reads the same entry.

export const POLICIES_QUERY_KEY = dataKey('policies');

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

// A policy id is a whole number (the contract's IdSchema): anything else names no policy, and is
// not worth a call.
const POLICY_ID = /^[1-9]\d{0,14}$/;

/** Whether a route's `policyId` can name a policy at all. */
export function isPolicyId(policyId: string): boolean {
  return POLICY_ID.test(policyId);
}

/**
 * One policy for a screen: whether `policyId` can name one, its query, and its data deferred.
 * A query's answer renders at once, in one task, and a policy brings a whole screen: `data`
 * follows the answer in a transition, so React renders that screen in slices between frames. It
 * may lag the query by a frame or two, and never holds another policy than the one asked for.
 */
export function usePolicy(policyId: string) {
  const { api, queryClient } = usePortal();
  const validId = isPolicyId(policyId);
  const query = useQuery({ ...policyQuery(api, policyId, queryClient), enabled: validId });
  const deferred = useDeferredValue(query.data);
  const data = deferred !== undefined && String(deferred.id) === policyId ? deferred : undefined;
  return { validId, query, data };
}
