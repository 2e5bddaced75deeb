import { endpoints, type MagazineSubscription } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { MAGAZINE_SUBSCRIPTION_QUERY_KEY } from './get-magazine-subscription';

/** DELETE /influx-magazine/subscription (portal.md §7): answers with the new subscription. */
export function useUnsubscribeMagazine() {
  const { api, queryClient } = usePortal();
  return useMutation({
    mutationFn: () => api.call(endpoints.unsubscribeMagazine),
    onSuccess: (subscription) => {
      queryClient.setQueryData<MagazineSubscription>(MAGAZINE_SUBSCRIPTION_QUERY_KEY, subscription);
    },
  });
}
