import { endpoints, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const MAGAZINE_SUBSCRIPTION_QUERY_KEY = dataKey('magazine', 'subscription');

/** GET /influx-magazine/subscription (portal.md §7): whether the user gets the magazine. */
export function magazineSubscriptionQuery(api: ApiClient) {
  return queryOptions({
    queryKey: MAGAZINE_SUBSCRIPTION_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getMagazineSubscription, undefined, { signal }),
  });
}

export function useMagazineSubscription() {
  const { api } = usePortal();
  return useQuery(magazineSubscriptionQuery(api));
}
