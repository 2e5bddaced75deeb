import { expect, test, vi } from 'vitest';
import { ApiError, MESSAGES, type ApiClient } from '@portal/contract';
import { enablePush, endPushHere, type PushBrowser } from './push-subscription';

// Signing out ends this browser's subscription (session/sign-out.ts). The browser's side is a
// fake: the registration and PushManager answer as Chromium's do.

function browserWith(subscribed: boolean, { installing = false } = {}) {
  const subscription = { endpoint: 'https://push.example/this-browser', unsubscribe: vi.fn() };
  subscription.unsubscribe.mockResolvedValue(true);
  const registration = {
    active: installing ? null : {},
    pushManager: { getSubscription: vi.fn(async () => (subscribed ? subscription : null)) },
  };
  const browser: PushBrowser = {
    Notification: { permission: 'granted', requestPermission: vi.fn() },
    serviceWorker: {
      getRegistration: async () => registration as unknown as ServiceWorkerRegistration,
      // Never ready: a registration still installing is not waited for.
      ready: new Promise<ServiceWorkerRegistration>(() => undefined),
    },
    pushSupported: true,
  };
  return { browser, subscription };
}

test('a subscribed browser is unsubscribed', async () => {
  const { browser, subscription } = browserWith(true);

  await endPushHere(browser);

  expect(subscription.unsubscribe).toHaveBeenCalledOnce();
});

test('a subscription on a service worker still installing is ended without waiting for it', async () => {
  const { browser, subscription } = browserWith(true, { installing: true });

  await endPushHere(browser);

  expect(subscription.unsubscribe).toHaveBeenCalledOnce();
});

test('a browser with no subscription, or no push at all, has nothing to end', async () => {
  const { browser, subscription } = browserWith(false);
  await endPushHere(browser);
  await endPushHere({ ...browser, pushSupported: false });
  await endPushHere({ ...browser, serviceWorker: undefined });

  expect(subscription.unsubscribe).not.toHaveBeenCalled();
});

test('a subscription still held by the user who signed in here before is replaced, never taken over', async () => {
  const { browser, subscription } = browserWith(true);
  const fresh = { toJSON: () => ({ endpoint: 'https://push.example/new', keys: KEYS }) };
  const held = Object.assign(subscription, {
    toJSON: () => ({ endpoint: subscription.endpoint, keys: KEYS }),
  });
  const registration = await browser.serviceWorker!.getRegistration();
  const pushManager = registration!.pushManager as unknown as Record<string, unknown>;
  pushManager['getSubscription'] = vi.fn(async () => held);
  pushManager['subscribe'] = vi.fn(async () => fresh);
  browser.Notification!.requestPermission = vi.fn(async () => 'granted' as const);
  const sent: string[] = [];
  const api = {
    call: vi.fn(async (endpoint: { path: string }, request?: { body: { endpoint: string } }) => {
      if (endpoint.path.endsWith('public-key')) return { publicKey: 'BEl6' };
      sent.push(request!.body.endpoint);
      if (request!.body.endpoint === subscription.endpoint) {
        throw new ApiError(MESSAGES.pushEndpointTaken, 409);
      }
      return { message: 'ok' };
    }),
  } as unknown as ApiClient;

  expect(await enablePush(api, browser)).toBe('enabled');

  expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  expect(sent).toEqual([subscription.endpoint, 'https://push.example/new']);
});

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
