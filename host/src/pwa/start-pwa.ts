import type { PortalContext } from '@portal/platform';
import {
  checkForUpdates,
  createUpdateStatus,
  registerServiceWorker,
  type UpdateStatusStore,
} from './app-updates';
import { isRemoteAsset } from './caching-rules';
import { createInstallPrompt, isStandalone, type InstallPrompt } from './install-prompt';
import { browserLocalStorage } from './opt-out';

/** The installable app's parts of the page, made once at start-up and read by the chrome. */
export interface PwaServices {
  readonly updates: UpdateStatusStore;
  readonly install: InstallPrompt;
  /** Running as the installed app: pull-to-refresh stands in for the browser's reload. */
  readonly standalone: boolean;
}

/** The remote files this page fetched before the worker was there to keep them. */
function remoteFilesLoaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href);
      return url.origin === location.origin && isRemoteAsset(url);
    });
}

async function startServiceWorker(portal: PortalContext, updates: UpdateStatusStore) {
  const container = navigator.serviceWorker;
  const registration = await registerServiceWorker({
    container,
    confirmLeave: portal.confirmLeave,
    status: updates,
    reload: () => window.location.reload(),
  });
  checkForUpdates(registration, document);
  // workbox's CACHE_URLS: the first visit's remote files, so it opens offline next time.
  const ready = await container.ready;
  ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: remoteFilesLoaded() } });
}

/**
 * Starts listening for the browser's install offer at once (it comes early), and registers the
 * service worker after the page has loaded, so it never competes with the first paint.
 */
export function startPwa(portal: PortalContext, { serviceWorker }: { serviceWorker: boolean }) {
  const services: PwaServices = {
    updates: createUpdateStatus(),
    install: createInstallPrompt(window, browserLocalStorage()),
    standalone: isStandalone(window),
  };
  if (serviceWorker && 'serviceWorker' in navigator) {
    const start = () =>
      startServiceWorker(portal, services.updates).catch((error: unknown) =>
        console.warn('The service worker could not be registered', error),
      );
    if (document.readyState === 'complete') void start();
    else window.addEventListener('load', () => void start(), { once: true });
  }
  return services;
}
