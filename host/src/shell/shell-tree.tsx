import type { ReactNode } from 'react';
import { UnsavedChangesGuard } from '../navigation/unsaved-changes';
import type { ToastStore } from '../toasts/toast-store';
import { Toasts } from '../toasts/toasts';

export interface ShellTreeProps {
  /** The shell itself (shell.tsx). */
  shell: ReactNode;
  toasts: ToastStore;
  /** What only the browser has, loaded after the first paint (the live shell's dialogs). */
  afterFirstPaint?: ReactNode;
}

/**
 * What sits inside the shell's providers, on the server (render-shell.tsx) and in the browser
 * (live-shell.tsx) alike. One arrangement for both: useId derives an id from an element's place
 * among its siblings, so a child more in the browser would give every label and input of the
 * page another id than the server wrote, and the page's script could not find them by it.
 */
export function ShellTree({ shell, toasts, afterFirstPaint }: ShellTreeProps) {
  return (
    <>
      {shell}
      {/* Closed and empty until something opens them. */}
      <UnsavedChangesGuard />
      <Toasts store={toasts} />
      {afterFirstPaint}
    </>
  );
}
