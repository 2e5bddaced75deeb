import { endpoints, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const ALERTS_QUERY_KEY = dataKey('alerts');

/** GET /user/alerts (portal.md §7): the dashboard's alert card and the to-do list, by slot. */
export function alertsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ALERTS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getAlerts, {}, { signal }),
  });
}

export function useAlerts({ enabled = true } = {}) {
  const { api } = usePortal();
  return useQuery({ ...alertsQuery(api), enabled });
}
