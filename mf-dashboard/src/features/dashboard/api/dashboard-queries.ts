import { endpoints, todayIso, type ApiClient } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';

// What the dashboard's cards read (portal.md §2 "Dashboard", §7), each in the one shared cache.

/** GET /promotions/ui: the two offer slots, by slot id. */
export function promotionSlotsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['promotions', 'ui'],
    queryFn: ({ signal }) => api.call(endpoints.getPromotionSlots, {}, { signal }),
  });
}

/** GET /user/alerts: the dashboard's alert card and the to-do list, by slot. */
export function alertsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['user', 'alerts'],
    queryFn: ({ signal }) => api.call(endpoints.getAlerts, {}, { signal }),
  });
}

/** Ours: enough upcoming entries to find the next event and the next reminder among them. */
const UPCOMING_LIMIT = 20;

/** GET /events from today: the upcoming events card. */
export function upcomingEventsQuery(api: ApiClient, today = todayIso()) {
  return queryOptions({
    queryKey: ['events', 'upcoming', today],
    queryFn: ({ signal }) =>
      api.call(
        endpoints.getEvents,
        { query: { limit: UPCOMING_LIMIT, min_date: today } },
        { signal },
      ),
  });
}

/** GET /influx-magazine/latest-issue: null until an issue is out. */
export function magazineQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['magazine', 'latest'],
    queryFn: ({ signal }) => api.call(endpoints.getLatestMagazineIssue, {}, { signal }),
  });
}

/**
 * GET /policies, under the key the host fills at sign-in: the dashboard waits for it (its
 * spinner) as the policies card does.
 */
export function policiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['policies'],
    queryFn: ({ signal }) => api.call(endpoints.getPolicies, {}, { signal }),
  });
}
