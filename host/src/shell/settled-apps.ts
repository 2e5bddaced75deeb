import type { RemoteApp } from '@portal/contract';

/**
 * The remotes that have shown something (their screen or their fallback) since the page loaded.
 * A store rather than the shell's state: a remote settling re-renders its stand-in alone, not the
 * whole frame around it (which, rendered synchronously, was a 60 ms task on the dashboard).
 */
export interface SettledApps {
  has(app: RemoteApp): boolean;
  subscribe(onChange: () => void): () => void;
}

/** The server's, and hydration's: nothing has settled before the page's scripts run. */
export const NOTHING_SETTLED: SettledApps = {
  has: () => false,
  subscribe: () => () => undefined,
};

export interface SettledAppsStore extends SettledApps {
  settle(app: RemoteApp): void;
}

export function createSettledApps(): SettledAppsStore {
  const settled = new Set<RemoteApp>();
  const listeners = new Set<() => void>();
  return {
    has: (app) => settled.has(app),
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    settle(app) {
      if (settled.has(app)) return;
      settled.add(app);
      listeners.forEach((listener) => listener());
    },
  };
}
