import type { ConfirmDialogProps } from '@portal/ui';
import { afterFirstPaint } from './after-first-paint';

// The shell's questions (Log Out, unsaved changes) are closed when a page opens: the dialog and
// its overlay code (Mantine's modal, focus trap, scroll lock) come after the first paint, or at
// once if one is opened before that.

export const ConfirmDialog = afterFirstPaint<ConfirmDialogProps>(
  () => import('./dialog-parts').then((module) => module.ConfirmDialog),
  { neededNow: (props) => props.opened, closed: (props) => ({ ...props, opened: false }) },
);
