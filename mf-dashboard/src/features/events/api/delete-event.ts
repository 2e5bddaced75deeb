import { endpoints, type IsoDate } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { changeReminders } from './get-events';

/** DELETE /events/{id} (portal.md §4 "Reminder": delete removes it). */
export function useDeleteEvent(today: IsoDate) {
  const { api, queryClient } = usePortal();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.deleteEvent, { params: { id: String(id) } }),
    onSuccess: (_answer, id) => {
      changeReminders(queryClient, today, (reminders) =>
        reminders.filter((reminder) => reminder.id !== id),
      );
    },
  });
}
