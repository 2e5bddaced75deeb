import { usePortal } from '@portal/platform';
import { Alert } from '@portal/ui';
import { useSyncExternalStore } from 'react';

// portal.md §8: offline, 'You are not connected to the internet.' with a note that policy
// information may be out of date and that the page refreshes on reconnect.

export const OFFLINE_MESSAGE = 'You are not connected to the internet.';
export const OFFLINE_NOTE =
  'Your policy information may be out of date. The page will refresh when you are back online.';

export function OfflineNotice() {
  const { features } = usePortal();
  const online = useSyncExternalStore(
    features.subscribe,
    () => features.getState().online,
    () => true,
  );
  return (
    <div aria-live="polite" className="offline-notice">
      {!online && (
        <Alert color="yellow" title={OFFLINE_MESSAGE} radius={0}>
          {OFFLINE_NOTE}
        </Alert>
      )}
    </div>
  );
}
