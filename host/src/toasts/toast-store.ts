import type { Toast } from '@portal/platform';

// The page's toasts (portal.md §9: top right, 20 seconds). The host owns the stack; apps add to
// it through `PortalContext.notify`.

/** portal.md §9: a notification toast stays 20 seconds. */
export const TOAST_LIFETIME_MS = 20_000;

export interface ShownToast extends Toast {
  readonly id: number;
}

export interface ToastStore {
  show(toast: Toast): void;
  dismiss(id: number): void;
  current(): readonly ShownToast[];
  /** Calls `listener` on every change; returns its own unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createToastStore(lifetimeMs = TOAST_LIFETIME_MS): ToastStore {
  let toasts: readonly ShownToast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  function set(next: readonly ShownToast[]) {
    toasts = next;
    listeners.forEach((listener) => listener());
  }

  function dismiss(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
  }

  return {
    show(toast) {
      const id = nextId++;
      // The same message twice in a row (a double click, a retried call) shows once.
      const repeated = toasts.find((shown) => shown.message === toast.message);
      if (repeated) dismiss(repeated.id);
      set([...toasts, { ...toast, id }]);
      timers.set(
        id,
        setTimeout(() => dismiss(id), toast.durationMs ?? lifetimeMs),
      );
    },
    dismiss,
    current: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
