import { endpoints, todayIso, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Ours: enough upcoming entries to find the next event and the next reminder among them. */
const UPCOMING_LIMIT = 20;

export function upcomingEventsQueryKey(today: string) {
  return dataKey('events', 'upcoming', today);
}

/** GET /events from today (portal.md §7): the upcoming events card. */
export function upcomingEventsQuery(api: ApiClient, today = todayIso()) {
  return queryOptions({
    queryKey: upcomingEventsQueryKey(today),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.getEvents,
        { query: { limit: UPCOMING_LIMIT, min_date: today } },
        { signal },
      ),
  });
}

export function useUpcomingEvents() {
  const { api } = usePortal();
  return useQuery(upcomingEventsQuery(api));
}
