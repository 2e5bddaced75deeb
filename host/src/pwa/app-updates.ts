import type { ConfirmLeave } from '@portal/platform';
import { SKIP_WAITING } from './caching-rules';

// portal.md §4 "App updates": a new version shows a downloading overlay ('Site updates being
// applied'), then the page reloads into it. The new service worker waits until nothing of the
// user's is unsaved (portal.md §2, the unsaved-changes guard): a reload would lose it.

export type UpdateStatus = 'idle' | 'downloading' | 'applying';

export interface UpdateStatusStore {
  get(): UpdateStatus;
  set(status: UpdateStatus): void;
  subscribe(listener: () => void): () => void;
}

export function createUpdateStatus(): UpdateStatusStore {
  let status: UpdateStatus = 'idle';
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next) {
      if (next === status) return;
      status = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open page asks whether a new version is out. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface ServiceWorkerOptions {
  readonly container: ServiceWorkerContainer;
  readonly confirmLeave: Pick<ConfirmLeave, 'isHeld' | 'subscribe'>;
  readonly status: UpdateStatusStore;
  readonly reload: () => void;
}

/**
 * Registers /sw.js for the whole origin and follows its updates. The first install replaces
 * nothing, so it goes unannounced; a later version is announced, applied and reloaded into.
 */
export async function registerServiceWorker({
  container,
  confirmLeave,
  status,
  reload,
}: ServiceWorkerOptions): Promise<ServiceWorkerRegistration> {
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  let applying = false;

  function apply(worker: ServiceWorker) {
    if (confirmLeave.isHeld()) {
      const stop = confirmLeave.subscribe((held) => {
        if (held) return;
        stop();
        apply(worker);
      });
      return;
    }
    applying = true;
    status.set('applying');
    worker.postMessage({ type: SKIP_WAITING });
  }

  function follow(worker: ServiceWorker) {
    if (!container.controller) return;
    if (!confirmLeave.isHeld()) status.set('downloading');
    worker.addEventListener('statechange', function onStateChange() {
      if (worker.state === 'installed') apply(worker);
      if (worker.state === 'redundant') {
        worker.removeEventListener('statechange', onStateChange);
        if (!applying) status.set('idle');
      }
    });
  }

  container.addEventListener('controllerchange', () => {
    if (applying) reload();
  });
  if (registration.waiting && container.controller) apply(registration.waiting);
  else if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  return registration;
}

/** Asks for a new version every hour and whenever the page comes back into view. */
export function checkForUpdates(
  registration: Pick<ServiceWorkerRegistration, 'update'>,
  page: Document,
): () => void {
  const check = () => void registration.update().catch(() => undefined);
  const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  const onVisible = () => {
    if (page.visibilityState === 'visible') check();
  };
  page.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    page.removeEventListener('visibilitychange', onVisible);
  };
}
