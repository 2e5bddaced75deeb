import { Loader, Text } from '@portal/ui';
import { useSyncExternalStore } from 'react';
import type { UpdateStatusStore } from './app-updates';

export const UPDATE_OVERLAY_TEXT = 'Site updates being applied';

/** Covers the page while a new version downloads and the page reloads into it (portal.md §2). */
export function UpdateOverlay({ updates }: { updates: UpdateStatusStore }) {
  const status = useSyncExternalStore(updates.subscribe, updates.get, () => 'idle' as const);
  if (status === 'idle') return null;
  return (
    <div className="pwa-update-overlay" role="alert" aria-busy="true">
      <Loader color="white" aria-hidden="true" />
      <Text size="lg" fw={700}>
        {UPDATE_OVERLAY_TEXT}
      </Text>
    </div>
  );
}
