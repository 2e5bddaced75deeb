import { endpoints, type EventForm, type IsoDate } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { changeReminders } from './get-events';

/** PUT /events/{id} (portal.md §4 "Reminder": edit to Update): answers the saved reminder. */
export function useUpdateEvent(today: IsoDate) {
  const { api, queryClient } = usePortal();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EventForm }) =>
      api.call(endpoints.updateEvent, { params: { id: String(id) }, body }),
    onSuccess: (saved) => {
      changeReminders(queryClient, today, (reminders) =>
        reminders.map((reminder) => (reminder.id === saved.id ? saved : reminder)),
      );
    },
  });
}
