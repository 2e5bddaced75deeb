import { promotionEndpoints, type ApiClient } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { dataKey } from './data-changes';

// portal.md §4 "Promotion carousel", "Settings toggles": whether login promotions show, and how
// many are unread. One entry in the page's query cache: the shell's promotion widget reads it,
// and Settings' 'Show Promotions' / 'Hide Promotions' write the answer they get into it.

export const LIGHTBOX_STATUS_QUERY_KEY = dataKey('promotions', 'lightbox', 'status');

/** GET /promotions/lightbox/status. */
export function lightboxStatusQuery(api: ApiClient) {
  return queryOptions({
    queryKey: LIGHTBOX_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(promotionEndpoints.getLightboxStatus, undefined, { signal }),
  });
}
