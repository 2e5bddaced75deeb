import { usePortal } from '@portal/platform';
import { Text } from '@portal/ui';
import { ConfirmDialog } from '../shell/dialogs';
import { useEffect, useRef, useState } from 'react';
import { installLeaveGuard, type LeaveGuard } from './leave-guard';

// portal.md §2: 'Unsaved changes' with 'Stay here' and 'Leave page'. The body text is ours.
export const UNSAVED_CHANGES = {
  title: 'Unsaved changes',
  message:
    'You have changes on this page that have not been saved. If you leave, they will be lost.',
  stay: 'Stay here',
  leave: 'Leave page',
} as const;

/**
 * Asks before the user leaves a page holding PortalContext.confirmLeave: in-app links, the back
 * and forward buttons (leave-guard.ts) and closing the tab (the browser's own prompt). Mounted
 * once, by the shell.
 */
export function UnsavedChangesGuard() {
  const { confirmLeave, navigate } = usePortal();
  const [wanted, setWanted] = useState<string | null>(null);
  const guard = useRef<LeaveGuard | null>(null);

  useEffect(() => {
    const installed = installLeaveGuard({ confirmLeave, ask: setWanted, navigate });
    guard.current = installed;
    return () => {
      installed.stop();
      guard.current = null;
    };
  }, [confirmLeave, navigate]);

  function leave() {
    const to = wanted;
    setWanted(null);
    if (to !== null) guard.current?.leave(to);
  }

  return (
    <ConfirmDialog
      opened={wanted !== null}
      title={UNSAVED_CHANGES.title}
      confirmLabel={UNSAVED_CHANGES.leave}
      cancelLabel={UNSAVED_CHANGES.stay}
      emphasis="cancel"
      onConfirm={leave}
      onCancel={() => setWanted(null)}
    >
      <Text>{UNSAVED_CHANGES.message}</Text>
    </ConfirmDialog>
  );
}
