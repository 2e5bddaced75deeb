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
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { consentCookie } from '../consent/consent';
import { PUSH_OPT_OUT_KEY } from '../pwa/opt-out';
import { ShellProviders } from '../shell/shell-providers';
import { PushDialog } from './push-dialog';
import { applicationServerKey, disablePush, type PushBrowser } from './push-subscription';

// portal.md §4 "Push dialog", §8 push texts, §9 push opt-out 14 days. The browser's
// Notification, service worker and PushManager are fakes: what they answer is the browser's
// side; the network is faked by contract endpoint, as the API answers. The offer comes at a
// calm moment (calm-moment.ts): on the dashboard left alone, here for QUIET ms instead of
// seconds.

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/this-browser',
  expirationTime: null,
  keys: { p256dh: PUBLIC_KEY, auth: 'tBHItJI5svbpez7KI4CCXg' },
};
const TITLE = 'Get notifications on this device?';
const QUIET = 30;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  // The cookie question is answered: the offer waits for it otherwise.
  document.cookie = consentCookie('allow');
});

afterEach(() => {
  localStorage.clear();
  document.cookie = 'portal_consent=; Max-Age=0; Path=/';
});

function pause(ms = QUIET * 4) {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

/** An in-app navigation, as single-spa announces it. */
function navigateTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

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

function renderDialog(
  browser: PushBrowser,
  page: TestPortal,
  content?: ReactNode,
  quietMs = QUIET,
) {
  return renderWithPortal(
    <>
      {content}
      <PushDialog browser={browser} storage={localStorage} quietMs={quietMs} />
    </>,
    {
      providers: ShellProviders,
      portal: page,
    },
  );
}

/** A page with a form in its main region, as a remote's screen renders. */
function formPage(title: string) {
  return (
    <main id="main">
      <h1 tabIndex={-1}>{title}</h1>
      <label>
        First name
        <input name="first_name" />
      </label>
      <button type="button">Continue</button>
    </main>
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

test('a customer typing into a form keeps every character, with no offer over it', async () => {
  // Opened from a link, every condition of the offer met: signed in, push supported, not
  // opted out, the browser still able to ask. Pauses longer than the quiet time between keys.
  window.history.replaceState(null, '', '/policies/101/person/add');
  renderDialog(fakeBrowser().browser, signedIn(), formPage('Add a driver'));
  const user = userEvent.setup({ delay: QUIET * 2 });

  await user.click(screen.getByRole('textbox', { name: 'First name' }));
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'James');
  await pause();

  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('James');
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the dashboard a customer has started using is not interrupted either', async () => {
  const quietMs = 250;
  renderDialog(fakeBrowser().browser, signedIn(), formPage('Dashboard'), quietMs);
  // A tap within the quiet time, then typing with pauses longer than it.
  await userEvent.click(screen.getByRole('textbox', { name: 'First name' }));
  const user = userEvent.setup({ delay: quietMs + 50 });
  await user.keyboard('James');
  await user.tab();
  await pause(quietMs * 2);

  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('James');
  expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the offer comes on the dashboard once it has been left alone, and takes focus only then', async () => {
  renderDialog(fakeBrowser().browser, signedIn(), formPage('Dashboard'));
  screen.getByRole('heading', { name: 'Dashboard' }).focus();
  // Not as the page opens.
  expect(screen.queryByRole('dialog')).toBeNull();

  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(screen.getByRole('button', { name: 'No thanks' })).toHaveFocus());
  expect(dialog).toBeVisible();
});

test('arriving on the dashboard from a form, the offer comes once the dashboard is left alone', async () => {
  window.history.replaceState(null, '', '/policies/101/person/add');
  renderDialog(fakeBrowser().browser, signedIn());
  await pause();
  expect(screen.queryByRole('dialog')).toBeNull();

  navigateTo('/');

  expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
});

test('the offer waits while a dialog is open, a control of the page has focus or the cookie question is unanswered', async () => {
  document.cookie = 'portal_consent=; Max-Age=0; Path=/';
  renderDialog(
    fakeBrowser().browser,
    signedIn(),
    <>
      {formPage('Dashboard')}
      <section role="dialog" aria-modal="true" aria-label="Request a callback" />
    </>,
  );
  await pause();
  expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();

  document.cookie = consentCookie('deny');
  await pause();
  expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();

  // The other dialog closes (kept mounted, hidden); the page's button has focus.
  screen.getByRole('dialog', { name: 'Request a callback' }).style.display = 'none';
  screen.getByRole('button', { name: 'Continue' }).focus();
  await pause();
  expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();

  screen.getByRole('button', { name: 'Continue' }).blur();
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
    await pause();
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
  await pause();
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
