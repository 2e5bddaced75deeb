import { endpoints } from '@portal/contract';
import { LIGHTBOX_STATUS_QUERY_KEY, usePortal } from '@portal/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /promotions/lightbox: 'Hide Promotions'; answers with the new status. */
export function useOptOutLightbox() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.optOutLightbox),
    onSuccess: (status) => queryClient.setQueryData(LIGHTBOX_STATUS_QUERY_KEY, status),
  });
}
