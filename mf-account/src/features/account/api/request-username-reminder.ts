import { endpoints, type UsernameReminder } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /username-reminder (portal.md §6: without a token): answers with the message to show. */
export function useRequestUsernameReminder() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: UsernameReminder) => api.call(endpoints.requestUsernameReminder, { body }),
  });
}
