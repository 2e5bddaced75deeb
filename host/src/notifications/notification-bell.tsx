import { lazy, Suspense } from 'react';
import { useSessionValue } from '../session/use-session';

// The header's bell, while signed in (portal.md §2 Shell). No page opens signed in on the server,
// so the popover, its dialog and their queries are not in the first script: they come when a
// session is there, in a slot of the bell's size so nothing in the header moves.
// While the API holds the user at the agreements (§4, §8 499), or has not yet said whether it
// does, the slot stays empty: the notifications are asked for once the agreements are decided.

const SignedInBell = lazy(() =>
  import('./signed-in-bell').then((module) => ({ default: module.SignedInBell })),
);

export function NotificationBell() {
  const status = useSessionValue((state) => state.status, 'signed-out');
  const agreements = useSessionValue((state) => state.agreements, 'none');
  // Only while signed in: signing out leaves nothing of the user's in the query cache.
  if (status !== 'signed-in') return null;
  return (
    <span className="notification-slot">
      {agreements === 'none' && (
        <Suspense fallback={null}>
          <SignedInBell />
        </Suspense>
      )}
    </span>
  );
}
