import {
  endpoints,
  MAX_EVENTS_LIMIT,
  reminderPickerMinDate,
  type ApiClient,
  type CalendarEvent,
  type IsoDate,
} from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { firstDayOf, lastDayOf, spanOf, type Month } from '../components/calendar-dates';

// GET /events (portal.md §7): at most 100 entries a call, from `min_date`, soonest first. The
// calendar and the reminder table page through them by `min_date`.

/** Every query of the calendar's entries: the dashboard's card included, so a change refreshes it. */
export const EVENTS_QUERY_KEY = dataKey('events');

/** Ours: a bound on the pages one view asks for. */
const MOST_PAGES = 20;

/** The entries from `from` up to `to` (or all of them after `from`), in the server's order. */
export async function fetchEntries(
  api: ApiClient,
  { from, to, signal }: { from: IsoDate; to?: IsoDate; signal?: AbortSignal },
): Promise<CalendarEvent[]> {
  const byId = new Map<number, CalendarEvent>();
  let minDate = from;
  for (let page = 0; page < MOST_PAGES; page += 1) {
    const entries = await api.call(
      endpoints.getEvents,
      { query: { limit: MAX_EVENTS_LIMIT, min_date: minDate } },
      { signal },
    );
    const before = byId.size;
    for (const entry of entries) byId.set(entry.id, entry);
    const last = entries.at(-1);
    const lastDay = last ? spanOf(last)?.[0] : undefined;
    // The next page starts on the last entry's day (the day may have more); it ends when the
    // answer was short, is past `to`, or brought nothing new.
    if (entries.length < MAX_EVENTS_LIMIT || byId.size === before || !lastDay) break;
    if (to !== undefined && lastDay > to) break;
    minDate = lastDay;
  }
  return [...byId.values()];
}

/** The entries on the days of one month of the calendar. */
export function monthEntriesQuery(api: ApiClient, shown: Month) {
  const from = firstDayOf(shown);
  return queryOptions({
    queryKey: [...EVENTS_QUERY_KEY, 'month', from] as const,
    // Stepping back to a month just seen shows it as loaded; a change made here reloads it.
    staleTime: 60_000,
    queryFn: ({ signal }) => fetchEntries(api, { from, to: lastDayOf(shown), signal }),
  });
}

export function useMonthEntries(shown: Month) {
  const { api } = usePortal();
  return useQuery(monthEntriesQuery(api, shown));
}

export function remindersQueryKey(today: IsoDate) {
  return [...EVENTS_QUERY_KEY, 'reminders', reminderPickerMinDate(today)] as const;
}

/**
 * The user's reminders from the start of this year: earlier ones are outside the dates a
 * reminder may have (portal.md §5), so they could not be saved again.
 */
export function remindersQuery(api: ApiClient, today: IsoDate) {
  return queryOptions({
    queryKey: remindersQueryKey(today),
    queryFn: async ({ signal }) =>
      (await fetchEntries(api, { from: reminderPickerMinDate(today), signal })).filter(
        (entry) => entry.type === 'reminder',
      ),
  });
}

export function useReminders(today: IsoDate) {
  const { api } = usePortal();
  return useQuery(remindersQuery(api, today));
}

/** Reminders in the order the server gives them: due date, then the order they were made. */
export function byDueDate(a: CalendarEvent, b: CalendarEvent): number {
  return (a.due_date ?? '').localeCompare(b.due_date ?? '') || a.id - b.id;
}

/**
 * After a change: the reminder table takes the server's answer as it is at once; every other
 * view of the entries (the calendar's months, the dashboard's card) follows through the call's
 * `changes` (@portal/platform's data-changes).
 */
export function changeReminders(
  queryClient: QueryClient,
  today: IsoDate,
  change: (reminders: CalendarEvent[]) => CalendarEvent[],
): void {
  queryClient.setQueryData<CalendarEvent[]>(remindersQueryKey(today), (reminders) =>
    reminders ? change(reminders).sort(byDueDate) : reminders,
  );
}
