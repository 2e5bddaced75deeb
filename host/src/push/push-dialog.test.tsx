// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import {
  createFakeNetwork,
  createTestPortal,
  renderWithPortal,
  reply,
  type FakeNetwork,
  type TestPortal,
} from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { PUSH_OPT_OUT_KEY } from '../pwa/opt-out';
import { ShellProviders } from '../shell/shell-providers';
import { PushDialog } from './push-dialog';
import { applicationServerKey, disablePush, type PushBrowser } from './push-subscription';

// portal.md §4 "Push dialog", §8 push texts, §9 push opt-out 14 days. The browser's
// Notification, service worker and PushManager are fakes: what they answer is the browser's
// side; the network is faked by contract endpoint, as the API answers.

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/this-browser',
  expirationTime: null,
  keys: { p256dh: PUBLIC_KEY, auth: 'tBHItJI5svbpez7KI4CCXg' },
};
const TITLE = 'Get notifications on this device?';

afterEach(() => localStorage.clear());

interface FakeBrowserOptions {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  pushSupported?: boolean;
  serviceWorker?: boolean;
  subscribe?: () => Promise<unknown>;
  existing?: boolean;
}

function fakeBrowser({
  permission = 'default',
  answer = 'granted',
  pushSupported = true,
  serviceWorker = true,
  subscribe,
  existing = false,
}: FakeBrowserOptions = {}) {
  const subscription = {
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => (existing ? subscription : null)),
    subscribe: vi.fn(subscribe ?? (async () => subscription)),
  };
  const registration = { active: {}, pushManager } as unknown as ServiceWorkerRegistration;
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  const browser: PushBrowser = {
    Notification: notification as unknown as PushBrowser['Notification'],
    serviceWorker: serviceWorker
      ? { getRegistration: async () => registration, ready: Promise.resolve(registration) }
      : undefined,
    pushSupported,
  };
  return { browser, notification, pushManager, subscription };
}

function signedIn(network: FakeNetwork = createFakeNetwork()) {
  const page = createTestPortal({
    asOnThePage: true,
    signedIn: { username: 'car.driver', greeting: 'Good morning, Alex' },
    network,
  });
  return { ...page, requests: network.requests };
}

function renderDialog(browser: PushBrowser, page: TestPortal, offerAfter = Promise.resolve()) {
  return renderWithPortal(
    <PushDialog browser={browser} storage={localStorage} offerAfter={offerAfter} />,
    {
      providers: ShellProviders,
      portal: page,
    },
  );
}

function subscribing() {
  return createFakeNetwork()
    .on(endpoints.getPushPublicKey, { publicKey: PUBLIC_KEY })
    .on(endpoints.subscribePush, null);
}

test('a signed-in user whose browser can still be asked is offered notifications', async () => {
  renderDialog(fakeBrowser().browser, signedIn());

  // Found as soon as it mounts; visible once its opening transition has run.
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(dialog).toBeVisible());
  expect(screen.getByRole('button', { name: 'No thanks' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Enable Notifications' })).toBeEnabled();
});

test("the offer waits for the page's first input: a page opens with nothing over it", async () => {
  let input = () => {};
  renderDialog(
    fakeBrowser().browser,
    signedIn(),
    new Promise<void>((resolve) => {
      input = resolve;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.queryByRole('dialog')).toBeNull();

  input();
  expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
});

test('the dialog is not offered without push support, a service worker, a question left to ask, or a session', async () => {
  const cases: [string, PushBrowser, boolean][] = [
    ['no Push API', fakeBrowser({ pushSupported: false }).browser, true],
    ['no service worker', fakeBrowser({ serviceWorker: false }).browser, true],
    ['already allowed', fakeBrowser({ permission: 'granted' }).browser, true],
    ['blocked', fakeBrowser({ permission: 'denied' }).browser, true],
    ['signed out', fakeBrowser().browser, false],
  ];
  for (const [, browser, withSession] of cases) {
    const page = signedIn();
    if (!withSession) page.portal.session.getState().logout();
    const view = renderDialog(browser, page);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
  }
});

test("'No thanks' closes the dialog and keeps it away for 14 days", async () => {
  const now = Date.now();
  const page = signedIn();
  const { browser, notification } = fakeBrowser();
  const first = renderDialog(browser, page);

  await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notification.requestPermission).not.toHaveBeenCalled();
  expect(page.requests).toEqual([]);
  const until = Number(localStorage.getItem(PUSH_OPT_OUT_KEY));
  expect(until - now).toBeGreaterThanOrEqual(14 * DAY);
  expect(until - now).toBeLessThan(14 * DAY + 60_000);
  first.unmount();

  renderDialog(browser, page);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('enabling subscribes this browser with the server key and says so', async () => {
  const page = signedIn(subscribing());
  const { portal, requests } = page;
  const { browser, notification, pushManager } = fakeBrowser();
  renderDialog(browser, page);

  await userEvent.click(await screen.findByRole('button', { name: 'Enable Notifications' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notification.requestPermission).toHaveBeenCalledTimes(1);
  expect(pushManager.subscribe).toHaveBeenCalledWith({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(PUBLIC_KEY),
  });
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
    'GET /api/push/public-key',
    'POST /api/push/subscribe',
  ]);
  expect(requests[1]?.body).toEqual(SUBSCRIPTION);
  expect(requests[1]?.headers['authorization']).toBe('Bearer token-1');
  expect(portal.notify).toHaveBeenCalledWith({ message: 'Notifications enabled', kind: 'success' });
});

test('a user who does not allow notifications sees the dialog close quietly', async () => {
  const page = signedIn();
  const { portal, requests } = page;
  const { browser, pushManager } = fakeBrowser({ answer: 'denied' });
  renderDialog(browser, page);

  await userEvent.click(await screen.findByRole('button', { name: 'Enable Notifications' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(pushManager.subscribe).not.toHaveBeenCalled();
  expect(requests).toEqual([]);
  expect(portal.notify).not.toHaveBeenCalled();
  expect(localStorage.getItem(PUSH_OPT_OUT_KEY)).toBeNull();
});

test("a browser that cannot subscribe shows 'Cannot enable notifications' with the spec's text, and Enable can be tried again", async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const page = signedIn(subscribing());
  const { portal, requests } = page;
  let fail = true;
  const { browser } = fakeBrowser({
    subscribe: async () => {
      if (fail) throw new DOMException('Registration failed - push service error', 'AbortError');
      return { endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION };
    },
  });
  renderDialog(browser, page);

  await userEvent.click(await screen.findByRole('button', { name: 'Enable Notifications' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGES.pushEnableFailedTitle);
  expect(alert).toHaveTextContent(
    'There was an unexpected error whilst trying to enable push notifications. Please try again later.',
  );
  expect(requests.map((request) => request.url)).toEqual(['/api/push/public-key']);
  expect(portal.notify).not.toHaveBeenCalled();

  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Enable Notifications' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(portal.notify).toHaveBeenCalledWith({ message: 'Notifications enabled', kind: 'success' });
});

test('a refused subscription on the server is an error too', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderDialog(
    fakeBrowser().browser,
    signedIn(subscribing().on(endpoints.subscribePush, reply.error(500, MESSAGES.serverError))),
  );

  await userEvent.click(await screen.findByRole('button', { name: 'Enable Notifications' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Cannot enable notifications');
});

test('disabling tells the server to forget this browser, then unsubscribes it', async () => {
  const { portal, requests } = signedIn(createFakeNetwork().on(endpoints.unsubscribePush, null));
  const { browser, subscription } = fakeBrowser({ permission: 'granted', existing: true });

  await disablePush(portal.api, browser);

  expect(requests).toMatchObject([
    { method: 'POST', url: '/api/push/unsubscribe', body: { endpoint: SUBSCRIPTION.endpoint } },
  ]);
  expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
});

test('the server key is decoded from base64url to the 65 bytes of a P-256 point', () => {
  const key = applicationServerKey(PUBLIC_KEY);
  expect(key).toHaveLength(65);
  expect(key[0]).toBe(4);
});
