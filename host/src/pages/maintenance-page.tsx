import { href, matchRoute, sameOriginPath, type RouteDefinition } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Button, PageScreen, Text } from '@portal/ui';
import { useState } from 'react';
import { useLocationSearch } from '../navigation/location-search';
import { parseRetryAfter, retryMessage } from './retry-time';

// portal.md §4, §8: a 503 drops the session and moves the user here with `target` (where they
// were) and `retry_after` (the Retry-After seconds). Retry goes back to `target`; the route
// guards and the API then decide whether the portal is back. The wording is ours.

export const MAINTENANCE = {
  down: 'The portal is down for maintenance.',
  sorry: 'We are sorry for the inconvenience.',
  tryShortly: 'Please try again shortly.',
  retry: 'Retry',
} as const;

/** When to try again, from the time the page first had this query (the 503's moment). */
function RetryTime({ seconds }: { seconds: number | null }) {
  const [arrived] = useState(() => new Date());
  return <Text>{seconds === null ? MAINTENANCE.tryShortly : retryMessage(seconds, arrived)}</Text>;
}

export function MaintenancePage({ route }: { route: RouteDefinition }) {
  const { navigate } = usePortal();
  // '' on the server and at hydration: the time is shown in the browser's own clock and zone.
  const search = useLocationSearch();
  const query = new URLSearchParams(search);
  const seconds = parseRetryAfter(query.get('retry_after'));

  function retry() {
    const target = sameOriginPath(new URLSearchParams(window.location.search).get('target'));
    // Never back to this page itself: that would only loop.
    const loops =
      target !== null && matchRoute(target.split(/[?#]/, 1)[0] ?? '/').route.name === 'maintenance';
    navigate(target !== null && !loops ? target : href('home'));
  }

  return (
    <PageScreen title={route.title} layout="prose">
      <Text>{MAINTENANCE.down}</Text>
      {/* A new 503 brings a new query, and a new time to show. */}
      <RetryTime key={search} seconds={seconds} />
      <Text>{MAINTENANCE.sorry}</Text>
      <Button type="button" onClick={retry}>
        {MAINTENANCE.retry}
      </Button>
    </PageScreen>
  );
}
