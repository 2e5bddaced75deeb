import { endpoints } from '@portal/contract';
import { LIGHTBOX_STATUS_QUERY_KEY, usePortal } from '@portal/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /promotions/lightbox: 'Show Promotions'; answers with the new status. */
export function useOptInLightbox() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.optInLightbox),
    onSuccess: (status) => queryClient.setQueryData(LIGHTBOX_STATUS_QUERY_KEY, status),
  });
}
