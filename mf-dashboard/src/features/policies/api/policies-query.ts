import { endpoints, type ApiClient } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';

// portal.md §4 "Session": the host fetches the policies into the shared cache at sign-in, under
// this key; every screen that lists them reads the same entry instead of asking again.
export const POLICIES_QUERY_KEY = ['policies'] as const;

/** The signed-in user's policies (GET /policies), as the host prefetches them. */
export function policiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: POLICIES_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getPolicies, {}, { signal }),
  });
}
