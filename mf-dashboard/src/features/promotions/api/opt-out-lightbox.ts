import { endpoints, type Promotion } from '@portal/contract';
import { LIGHTBOX_STATUS_QUERY_KEY, usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { LIGHTBOX_PROMOTIONS_QUERY_KEY } from './get-lightbox-promotions';

/**
 * DELETE /promotions/lightbox (portal.md §2, §7): "Don't show me these again."; answers with the
 * new status. Opted out, the user has no login promotions left to show.
 */
export function useOptOutLightbox() {
  const { api, queryClient } = usePortal();
  return useMutation({
    mutationFn: () => api.call(endpoints.optOutLightbox),
    onSuccess: (status) => {
      queryClient.setQueryData(LIGHTBOX_STATUS_QUERY_KEY, status);
      queryClient.setQueryData<Promotion[]>(LIGHTBOX_PROMOTIONS_QUERY_KEY, []);
    },
  });
}
