// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  reply,
  type FakeNetwork,
} from '@portal/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { AppInstallSection } from './app-install-section';
import { PushNotificationsSection } from './push-notifications-section';

// The sections that depend on the browser (portal.md §2 Settings: app install only if the
// browser can install and the app is not installed; Push Notifications only if supported; §8
// the push messages). jsdom has neither, so each test gives the browser what it needs.

afterEach(() => vi.unstubAllGlobals());

const ENDPOINT = 'https://push.example.com/send/abc123';
// A real-looking P-256 public key, URL-safe base64 as push services publish them.
const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function pushSubscription(endpoint = ENDPOINT) {
  return {
    endpoint,
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    }),
  };
}

/** A browser with the Push API, a service worker and the deployment's public key. */
function pushBrowser({
  existing = null,
  permission = 'granted',
}: {
  existing?: ReturnType<typeof pushSubscription> | null;
  permission?: NotificationPermission;
} = {}) {
  const created = pushSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async () => created),
  };
  vi.stubGlobal('__PUSH_PUBLIC_KEY__', PUBLIC_KEY);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission: 'default',
      requestPermission: vi.fn(async () => permission),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ pushManager })) },
  });
  return { pushManager, created };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function setUpPush(network: FakeNetwork = createFakeNetwork()) {
  return renderWithPortal(<PushNotificationsSection />, { signedIn: true, network });
}

test('without a service worker and a public key, there is no push section', async () => {
  setUpPush();
  await act(async () => {});
  expect(screen.queryByRole('heading', { name: 'Push Notifications' })).toBeNull();
});

test('Enable Notifications asks permission, subscribes and says so', async () => {
  const { pushManager } = pushBrowser();
  const { user, network, notify } = setUpPush(
    createFakeNetwork().on(endpoints.subscribePush, null),
  );

  await user.click(await screen.findByRole('button', { name: 'Enable Notifications' }));

  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({ message: MESSAGES.pushEnabled, kind: 'success' }),
  );
  expect(pushManager.subscribe).toHaveBeenCalledWith(
    expect.objectContaining({ userVisibleOnly: true }),
  );
  expect(network.sent().map((request) => request.body)).toEqual([
    {
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    },
  ]);
  expect(screen.getByRole('button', { name: 'Disable Notifications' })).toBeInTheDocument();
});

test('a failed subscribe shows the spec error in an alert', async () => {
  pushBrowser();
  const { user, notify } = setUpPush(
    createFakeNetwork().on(endpoints.subscribePush, reply.error(500)),
  );

  await user.click(await screen.findByRole('button', { name: 'Enable Notifications' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGES.pushEnableFailedTitle);
  expect(alert).toHaveTextContent(MESSAGES.pushEnableFailed);
  expect(notify).not.toHaveBeenCalled();
});

test('permission refused: nothing is sent, and the section says notifications are blocked', async () => {
  const { pushManager } = pushBrowser({ permission: 'denied' });
  const { user, network } = setUpPush();

  await user.click(await screen.findByRole('button', { name: 'Enable Notifications' }));

  expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
  expect(pushManager.subscribe).not.toHaveBeenCalled();
  expect(network.sent()).toEqual([]);
});

test('Disable Notifications unsubscribes here and on the server', async () => {
  const existing = pushSubscription();
  pushBrowser({ existing });
  const { user, network, notify } = setUpPush(
    createFakeNetwork().on(endpoints.unsubscribePush, null),
  );

  await user.click(await screen.findByRole('button', { name: 'Disable Notifications' }));

  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({ message: MESSAGES.pushDisabled, kind: 'success' }),
  );
  expect(existing.unsubscribe).toHaveBeenCalled();
  expect(network.sent().map((request) => request.body)).toEqual([{ endpoint: ENDPOINT }]);
  expect(screen.getByRole('button', { name: 'Enable Notifications' })).toBeInTheDocument();
});

test('a failed unsubscribe shows the spec error and keeps the subscription', async () => {
  const existing = pushSubscription();
  pushBrowser({ existing });
  const { user } = setUpPush(createFakeNetwork().on(endpoints.unsubscribePush, reply.error(500)));

  await user.click(await screen.findByRole('button', { name: 'Disable Notifications' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGES.pushDisableFailedTitle);
  expect(alert).toHaveTextContent(MESSAGES.pushDisableFailed);
  expect(existing.unsubscribe).not.toHaveBeenCalled();
});

/** Chromium's install prompt event. */
function installPrompt(outcome: 'accepted' | 'dismissed') {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
}

test('the install section shows only once the browser offers to install, and installs', async () => {
  const { user } = renderWithPortal(<AppInstallSection />, { signedIn: true });
  expect(screen.queryByRole('heading', { name: 'Install the app' })).toBeNull();

  const offer = installPrompt('accepted');
  act(() => {
    window.dispatchEvent(offer);
  });
  expect(offer.defaultPrevented).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Install app' }));
  expect(offer.prompt).toHaveBeenCalled();
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'Install the app' })).toBeNull(),
  );
});

test('an installed app offers no install section', async () => {
  renderWithPortal(<AppInstallSection />, { signedIn: true });
  const appinstalled = new Event('appinstalled');

  act(() => {
    window.dispatchEvent(installPrompt('dismissed'));
  });
  expect(screen.getByRole('heading', { name: 'Install the app' })).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(appinstalled);
  });
  expect(screen.queryByRole('heading', { name: 'Install the app' })).toBeNull();
});
