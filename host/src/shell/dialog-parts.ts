// What shell/dialogs.tsx loads after the first paint.
export { ConfirmDialog } from '@portal/ui';
