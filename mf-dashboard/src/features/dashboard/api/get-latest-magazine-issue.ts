import { endpoints, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const LATEST_MAGAZINE_ISSUE_QUERY_KEY = dataKey('magazine', 'latest');

/** GET /influx-magazine/latest-issue (portal.md §7): null until an issue is out. */
export function latestMagazineIssueQuery(api: ApiClient) {
  return queryOptions({
    queryKey: LATEST_MAGAZINE_ISSUE_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getLatestMagazineIssue, {}, { signal }),
  });
}

export function useLatestMagazineIssue({ enabled = true } = {}) {
  const { api } = usePortal();
  return useQuery({ ...latestMagazineIssueQuery(api), enabled });
}
