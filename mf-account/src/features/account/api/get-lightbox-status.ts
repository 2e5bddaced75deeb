import { endpoints, type ApiClient } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const lightboxStatusQueryKey = ['promotions', 'lightbox', 'status'] as const;

/** GET /promotions/lightbox/status (portal.md §7): whether login promotions show. */
export function lightboxStatusQuery(api: ApiClient) {
  return queryOptions({
    queryKey: lightboxStatusQueryKey,
    queryFn: ({ signal }) => api.call(endpoints.getLightboxStatus, undefined, { signal }),
  });
}

export function useLightboxStatus() {
  const { api } = usePortal();
  return useQuery(lightboxStatusQuery(api));
}
