import { endpoints, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PROMOTION_SLOTS_QUERY_KEY = dataKey('promotions', 'ui');

/** GET /promotions/ui (portal.md §7): the dashboard's two offer slots, by slot id. */
export function promotionSlotsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: PROMOTION_SLOTS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getPromotionSlots, {}, { signal }),
  });
}

export function usePromotionSlots({ enabled = true } = {}) {
  const { api } = usePortal();
  return useQuery({ ...promotionSlotsQuery(api), enabled });
}
