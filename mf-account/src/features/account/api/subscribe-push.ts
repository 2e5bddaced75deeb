import { endpoints, type PushSubscriptionBody } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /push/subscribe with what `PushSubscription.toJSON()` gives. */
export function useSubscribePush() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: PushSubscriptionBody) => api.call(endpoints.subscribePush, { body }),
  });
}
