import { Notification } from '@portal/ui';
import { useSyncExternalStore } from 'react';
import type { ShownToast, ToastStore } from './toast-store';

const COLOURS: Record<NonNullable<ShownToast['kind']>, string> = {
  info: 'brand',
  success: 'green',
  warning: 'yellow',
  error: 'red',
};

const NO_TOASTS: readonly ShownToast[] = [];

/**
 * The stack of toasts, top right (portal.md §9). The live regions are in the page from the start,
 * so screen readers announce each toast as it arrives; an error interrupts, the rest wait. They
 * have no role: an empty 'alert' or 'status' would be one more landmark for nothing.
 */
export function Toasts({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.current, () => NO_TOASTS);
  const polite = toasts.filter((toast) => toast.kind !== 'error');
  const urgent = toasts.filter((toast) => toast.kind === 'error');
  return (
    <div className="toasts">
      <div aria-live="polite" className="toasts-stack" data-testid="toasts-polite">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} />
        ))}
      </div>
      <div aria-live="assertive" className="toasts-stack" data-testid="toasts-urgent">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast, store }: { toast: ShownToast; store: ToastStore }) {
  const kind = toast.kind ?? 'info';
  return (
    <Notification
      color={COLOURS[kind]}
      withBorder
      // The stack's live regions announce it: an alert of its own would interrupt for good news.
      role="none"
      closeButtonProps={{ 'aria-label': 'Dismiss' }}
      onClose={() => store.dismiss(toast.id)}
    >
      {toast.message}
    </Notification>
  );
}
