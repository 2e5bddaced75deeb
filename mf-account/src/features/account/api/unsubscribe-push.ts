import { endpoints } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /push/unsubscribe: the subscription's endpoint. */
export function useUnsubscribePush() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (endpoint: string) => api.call(endpoints.unsubscribePush, { body: { endpoint } }),
  });
}
