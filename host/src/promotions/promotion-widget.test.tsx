// @vitest-environment jsdom
import { endpoints, type LightboxStatus } from '@portal/contract';
import { LIGHTBOX_STATUS_QUERY_KEY } from '@portal/platform';
import { createFakeNetwork, renderWithPortal, reply } from '@portal/platform/testing';
import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { signIn } from '../login/sign-in';
import { ShellProviders } from '../shell/shell-providers';
import { PromotionWidget } from './promotion-widget';
import { SignedInPromotions } from './signed-in-promotions';

// portal.md §4 "Promotion carousel": the promotion widget fetches on a 1 second delay after
// creation, on login and on route change, and renders only when a user token exists. §9: delay
// 1 second. It offers the unread login promotions: a link to the carousel with their count.
// `PromotionWidget` decides whether there is a widget (a user token) and loads its code, a chunk of
// its own; the timings are the widget's, `SignedInPromotions`, from the moment it is created.

// The page's clock is stopped and moved by hand. The query cache tells its readers of an answer
// on a zero timeout, which a stopped clock would hold back: here it tells them at once.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  notifyManager.setScheduler(queueMicrotask);
});

afterEach(() => {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

const STATUS_PATH = 'GET /api/promotions/lightbox/status';

function renderWidget({
  signedIn = true,
  pathname = '/',
  status = { enabled: true, unread: 3 },
  Widget = SignedInPromotions,
}: {
  signedIn?: boolean;
  pathname?: string;
  status?: LightboxStatus | ReturnType<typeof reply.error>;
  Widget?: typeof PromotionWidget;
} = {}) {
  const answers = { status };
  const network = createFakeNetwork()
    .on(endpoints.signIn, { token: 't', greeting: 'Hello', todo_count: 0 })
    .on(endpoints.getPolicies, [])
    .on(endpoints.getLightboxStatus, () => answers.status);
  const navigate = vi.fn();
  const view = renderWithPortal(<Widget pathname={pathname} navigate={navigate} />, {
    providers: ShellProviders,
    asOnThePage: true,
    signedIn,
    network,
  });
  const statusRequests = () =>
    network.requests.filter((request) => `${request.method} ${request.url}` === STATUS_PATH).length;
  const goTo = (next: string) => view.rerender(<Widget pathname={next} navigate={navigate} />);
  return { ...view, answers, navigate, statusRequests, goTo };
}

/** Lets `ms` of the page's time pass, and what it started settle. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const widget = () => screen.queryByRole('link', { name: /^Promotions, \d+ new$/ });

test('a visitor has no widget and nothing is asked for', async () => {
  const { statusRequests } = renderWidget({ signedIn: false, Widget: PromotionWidget });
  await wait(5_000);
  expect(widget()).not.toBeInTheDocument();
  expect(statusRequests()).toBe(0);
});

test('a second after it is created it asks, then links to the unread promotions', async () => {
  const { statusRequests, navigate } = renderWidget();

  await wait(999);
  expect(statusRequests()).toBe(0);
  expect(widget()).not.toBeInTheDocument();

  await wait(1);
  expect(statusRequests()).toBe(1);
  const link = screen.getByRole('link', { name: 'Promotions, 3 new' });
  expect(link).toHaveAttribute('href', '/promotions');
  expect(screen.getByText('3')).toBeVisible();

  fireEvent.click(link);
  expect(navigate).toHaveBeenCalledWith('/promotions');
});

test('one unread promotion is named in the singular', async () => {
  renderWidget({ status: { enabled: true, unread: 1 } });
  await wait(1_000);
  expect(screen.getByRole('link', { name: 'Promotions, 1 new' })).toBeVisible();
});

test('signing in creates it, and it asks once', async () => {
  const { portal, statusRequests } = renderWidget({ signedIn: false, Widget: PromotionWidget });
  await wait(5_000);
  expect(statusRequests()).toBe(0);

  await act(() => signIn(portal, { username: 'car.driver', password: 'Portal-Demo-2026!' }));
  await wait(5_000);
  expect(statusRequests()).toBe(1);
  expect(screen.getByRole('link', { name: 'Promotions, 3 new' })).toBeVisible();
});

test('signing out takes it away', async () => {
  const { portal } = renderWidget({ Widget: PromotionWidget });
  await wait(5_000);
  expect(screen.getByRole('link', { name: 'Promotions, 3 new' })).toBeVisible();

  act(() => portal.session.getState().logout());
  expect(widget()).not.toBeInTheDocument();
});

test('each route change asks again a second later, and the widget follows the answer', async () => {
  const { statusRequests, goTo, answers } = renderWidget();
  await wait(1_000);
  expect(screen.getByRole('link', { name: 'Promotions, 3 new' })).toBeVisible();

  answers.status = { enabled: true, unread: 2 };
  goTo('/settings');
  await wait(500);
  // A new route before the second is up starts the wait again.
  goTo('/events');
  await wait(999);
  expect(statusRequests()).toBe(1);
  expect(screen.getByRole('link', { name: 'Promotions, 3 new' })).toBeVisible();
  await wait(1);
  expect(statusRequests()).toBe(2);
  expect(screen.getByRole('link', { name: 'Promotions, 2 new' })).toBeVisible();

  // All read (the carousel's Next marks each one): nothing to offer.
  answers.status = { enabled: true, unread: 0 };
  goTo('/');
  await wait(1_000);
  expect(statusRequests()).toBe(3);
  expect(widget()).not.toBeInTheDocument();
});

test('nothing shows while promotions are hidden in Settings', async () => {
  const { statusRequests } = renderWidget({ status: { enabled: false, unread: 3 } });
  await wait(1_000);
  expect(statusRequests()).toBe(1);
  expect(widget()).not.toBeInTheDocument();
});

test("Settings' Hide Promotions hides it at once, with no new request", async () => {
  const { portal, statusRequests } = renderWidget({ pathname: '/settings' });
  await wait(1_000);
  expect(screen.getByRole('link', { name: 'Promotions, 3 new' })).toBeVisible();

  // What the account's toggle does with the status it is answered with.
  await act(async () => {
    portal.queryClient.setQueryData(LIGHTBOX_STATUS_QUERY_KEY, { enabled: false, unread: 3 });
  });
  expect(widget()).not.toBeInTheDocument();
  expect(statusRequests()).toBe(1);
});

test('on the carousel itself the widget does not show', async () => {
  const { goTo } = renderWidget({ pathname: '/promotions' });
  await wait(1_000);
  expect(widget()).not.toBeInTheDocument();

  goTo('/');
  await wait(1_000);
  expect(screen.getByRole('link', { name: 'Promotions, 3 new' })).toBeVisible();
});

test('a failed check shows nothing and says nothing', async () => {
  const { statusRequests } = renderWidget({ status: reply.error(500) });
  await wait(1_000);
  expect(statusRequests()).toBeGreaterThan(0);
  expect(widget()).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
