// The portal's service worker (DESIGN.md: workbox), built by InjectManifest into /sw.js. It
// makes the portal installable and open offline after one visit, and shows pushes.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { readPushMessage } from '../push/push-message';
import {
  CACHE_NAMES,
  HOME_PAGE,
  isAppFile,
  isRemoteAsset,
  isRemotesMap,
  SKIP_WAITING,
  asStandInPage,
} from './caching-rules';

// The worker's globals, declared here: the project's type check runs with the DOM library, and
// adding the WebWorker one would change `self` for every other file.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface ServiceWorkerScope {
  readonly __WB_MANIFEST: { url: string; revision: string | null }[];
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
declare const self: ServiceWorkerScope;

// The host's own files: hashed names from the build, fetched again only when they change.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is controlled at once, so what it loads next is kept for offline.
clientsClaim();

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 30 })],
});

async function offlinePage(): Promise<Response> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const page =
    (await cache.match(HOME_PAGE)) ?? (await cache.match((await cache.keys())[0] ?? HOME_PAGE));
  if (!page) return Response.error();
  return new Response(asStandInPage(await page.text()), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

// Pages carry the remotes map: from the network whenever it answers, the cache only offline.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return offlinePage();
    }
  },
);

// Never from the cache while the network answers: a rollback shows on the next load.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isRemotesMap(url),
  new NetworkFirst({ cacheName: CACHE_NAMES.remotesMap, plugins: [okOnly] }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isRemoteAsset(url),
  new CacheFirst({
    cacheName: CACHE_NAMES.remoteAssets,
    plugins: [
      okOnly,
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 90 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isAppFile(url),
  new NetworkFirst({ cacheName: CACHE_NAMES.appFiles, plugins: [okOnly] }),
);

// The home page is kept from the start, so any page opens offline after one visit.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(HOME_PAGE, { credentials: 'same-origin' });
      if (response.ok) await (await caches.open(CACHE_NAMES.pages)).put(HOME_PAGE, response);
    })().catch(() => undefined),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING) {
    void self.skipWaiting();
  }
});

self.addEventListener('push', (event) => {
  const message = readPushMessage(event.data, self.location.origin);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const target =
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
      ? data.url
      : new URL('/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open && new URL(target).origin === self.location.origin) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
