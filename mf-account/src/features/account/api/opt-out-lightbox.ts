import { endpoints } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lightboxStatusQueryKey } from './get-lightbox-status';

/** DELETE /promotions/lightbox: 'Hide Promotions'; answers with the new status. */
export function useOptOutLightbox() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.optOutLightbox),
    onSuccess: (status) => queryClient.setQueryData(lightboxStatusQueryKey, status),
  });
}
