import { endpoints, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const LIGHTBOX_PROMOTIONS_QUERY_KEY = dataKey('promotions', 'lightbox', 'slides');

/** GET /promotions/lightbox (portal.md §7): the promotion carousel's slides, in order. */
export function lightboxPromotionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: LIGHTBOX_PROMOTIONS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getLightboxPromotions, undefined, { signal }),
  });
}

export function useLightboxPromotions() {
  const { api } = usePortal();
  return useQuery(lightboxPromotionsQuery(api));
}
