import { createContext, use, useCallback, useEffect, useRef, type ReactNode } from 'react';

/**
 * The 'Unsaved changes' guard as @portal/ui needs it: the PortalContext's `confirmLeave`
 * (portal.md §2) fits this shape. @portal/platform depends on @portal/ui, not the other way
 * round, so the platform hands its guard down through this provider.
 */
export interface UnsavedChangesGuard {
  /** Marks unsaved changes; the returned function releases the hold. */
  hold(): () => void;
}

const UnsavedChangesContext = createContext<UnsavedChangesGuard | null>(null);

export function UnsavedChangesProvider({
  guard,
  children,
}: {
  guard: UnsavedChangesGuard;
  children: ReactNode;
}) {
  return <UnsavedChangesContext value={guard}>{children}</UnsavedChangesContext>;
}

/**
 * Holds the guard while `dirty`, so the host asks 'Unsaved changes' before any navigation away
 * (links, the back button, closing the tab). Released when `dirty` turns false or the
 * component unmounts. `leaveWithoutAsking` releases it at once - the changes were just saved -
 * so a navigation straight after does not ask; it holds again once `dirty` turns false and back.
 */
export function useUnsavedChanges(dirty: boolean): { leaveWithoutAsking: () => void } {
  const guard = use(UnsavedChangesContext);
  if (!guard) {
    throw new Error(
      'useUnsavedChanges needs an <UnsavedChangesProvider> (the portal provides it with its confirmLeave guard)',
    );
  }
  const release = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty) return undefined;
    const held = guard.hold();
    release.current = held;
    return () => {
      release.current = null;
      held();
    };
  }, [dirty, guard]);
  const leaveWithoutAsking = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);
  return { leaveWithoutAsking };
}
