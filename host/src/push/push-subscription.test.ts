import { expect, test, vi } from 'vitest';
import { endPushHere, type PushBrowser } from './push-subscription';

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
