import { endpoints, type ApiClient, type Policy } from '@portal/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { POLICIES_QUERY_KEY } from './policies-query';

/**
 * One policy (GET /policies/{id}). The list the host fetched at sign-in already holds it, so
 * the page shows at once from there while the policy itself is asked for.
 */
export function policyQuery(api: ApiClient, queryClient: QueryClient, policyId: string) {
  return queryOptions({
    queryKey: [...POLICIES_QUERY_KEY, policyId],
    queryFn: ({ signal }) =>
      api.call(endpoints.getPolicy, { params: { id: policyId } }, { signal }),
    initialData: () =>
      queryClient
        .getQueryData<Policy[]>(POLICIES_QUERY_KEY)
        ?.find((policy) => String(policy.id) === policyId),
    initialDataUpdatedAt: () => queryClient.getQueryState(POLICIES_QUERY_KEY)?.dataUpdatedAt,
  });
}
