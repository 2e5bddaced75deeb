import { endpoints, type Promotion } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { LIGHTBOX_PROMOTIONS_QUERY_KEY } from './get-lightbox-promotions';

/** GET /promotions/lightbox/{id} (portal.md §4, §7): the carousel's Next marks its slide read. */
export function useReadLightboxPromotion() {
  const { api, queryClient } = usePortal();
  return useMutation({
    mutationFn: (id: number) =>
      api.call(endpoints.readLightboxPromotion, { params: { id: String(id) } }),
    onSuccess: (read) => {
      queryClient.setQueryData<Promotion[]>(LIGHTBOX_PROMOTIONS_QUERY_KEY, (promotions) =>
        promotions?.map((promotion) => (promotion.id === read.id ? read : promotion)),
      );
    },
  });
}
