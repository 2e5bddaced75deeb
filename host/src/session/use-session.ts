import { usePortal, type SessionState } from '@portal/platform';
import { useSyncExternalStore } from 'react';

/**
 * One value of the page's session, kept current. The server renders every page signed out (it
 * cannot see the browser's storage), so hydration starts from `serverValue` and the stored
 * session shows right after.
 */
export function useSessionValue<T extends string | null>(
  select: (state: SessionState) => T,
  serverValue: T,
): T {
  const { session } = usePortal();
  return useSyncExternalStore(
    session.subscribe,
    () => select(session.getState()),
    () => serverValue,
  );
}
