import { endpoints, type EventForm, type IsoDate } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { changeReminders } from './get-events';

/** POST /events (portal.md §4 "Reminder": new to created on Save): answers the saved reminder. */
export function useCreateEvent(today: IsoDate) {
  const { api, queryClient } = usePortal();
  return useMutation({
    mutationFn: (body: EventForm) => api.call(endpoints.createEvent, { body }),
    onSuccess: (created) => {
      changeReminders(queryClient, today, (reminders) => [...reminders, created]);
    },
  });
}
