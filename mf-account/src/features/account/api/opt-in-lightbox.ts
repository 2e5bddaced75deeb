import { endpoints } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lightboxStatusQueryKey } from './get-lightbox-status';

/** POST /promotions/lightbox: 'Show Promotions'; answers with the new status. */
export function useOptInLightbox() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.optInLightbox),
    onSuccess: (status) => queryClient.setQueryData(lightboxStatusQueryKey, status),
  });
}
