import { endpoints, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const correspondenceQueryKey = dataKey('user-details', 'correspondence');

/** GET /user/correspondence (portal.md §3, §7): online ('email') or post ('written'). */
export function correspondenceQuery(api: ApiClient) {
  return queryOptions({
    queryKey: correspondenceQueryKey,
    queryFn: ({ signal }) => api.call(endpoints.getCorrespondence, undefined, { signal }),
  });
}

export function useCorrespondence() {
  const { api } = usePortal();
  return useQuery(correspondenceQuery(api));
}
