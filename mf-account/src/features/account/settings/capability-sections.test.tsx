// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { STORAGE_KEYS } from '@portal/platform';
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
import { keyBytes } from '../hooks/use-push-support';
import { SettingsScreen } from './settings-screen';
import { settingsNetwork } from './test-settings';

// The sections that depend on the browser (portal.md §2 Settings: app install only if the
// browser can install and the app is not installed; Push Notifications only if supported; §8
// the push messages). jsdom has neither, so each test gives the browser what it needs.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

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

/** A browser with the Push API and the portal's service worker. */
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

/** The API's answers for enabling: its public key, then the subscription. */
function subscribing() {
  return createFakeNetwork()
    .on(endpoints.getPushPublicKey, { publicKey: PUBLIC_KEY })
    .on(endpoints.subscribePush, null);
}

test('without the Push API and a service worker, there is no push section', async () => {
  setUpPush();
  await act(async () => {});
  expect(screen.queryByRole('heading', { name: 'Push Notifications' })).toBeNull();
});

test("Settings shows Push Notifications wherever push is supported, even after 'No thanks' to the offer", async () => {
  pushBrowser();
  // The offer's 'No thanks' (host/src/push): an opt-out for the next 14 days.
  localStorage.setItem(STORAGE_KEYS.pushOptOut, String(Date.now() + 14 * 24 * 60 * 60 * 1000));
  renderWithPortal(<SettingsScreen title="Your account" />, {
    signedIn: true,
    network: settingsNetwork(),
  });

  await screen.findByRole('heading', { level: 2, name: 'Push Notifications' });
  expect(
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual(['Account Details', 'Change Password', 'Push Notifications', 'Login Promotions']);
  expect(await screen.findByRole('button', { name: 'Enable Notifications' })).toBeEnabled();
});

test('Enable Notifications asks permission, subscribes with the API key and says so', async () => {
  const { pushManager } = pushBrowser();
  const { user, network, notify } = setUpPush(subscribing());

  await user.click(await screen.findByRole('button', { name: 'Enable Notifications' }));

  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({ message: MESSAGES.pushEnabled, kind: 'success' }),
  );
  expect(pushManager.subscribe).toHaveBeenCalledWith({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(PUBLIC_KEY),
  });
  expect(network.callsTo(endpoints.getPushPublicKey)).toHaveLength(1);
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
  const { user, notify } = setUpPush(subscribing().on(endpoints.subscribePush, reply.error(500)));

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
  expect(network.requests).toEqual([]);
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
