// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { createFakeNetwork, renderWithPortal, reply } from '@portal/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { signIn } from '../login/sign-in';
import { ShellProviders } from '../shell/shell-providers';
import { NotificationBell } from './notification-bell';

// portal.md §2 Shell: a bell with the count; each notification a label and an optional link;
// 'Delete notification?' with ok text 'Delete'. §7: loaded on start and on sign-in.

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const ITEMS = [
  { id: 1, label: 'Your renewal documents are ready', value: '/policies/101/inbox' },
  { id: 2, label: 'We have received your payment', value: null },
];

function renderBell({ signedIn }: { signedIn: boolean }) {
  let items = [...ITEMS];
  const network = createFakeNetwork()
    .on(endpoints.signIn, { token: 't', greeting: 'Hello', todo_count: 0 })
    .on(endpoints.getPolicies, [])
    .on(endpoints.getNotifications, () => ({ items, count: items.length }))
    .on(endpoints.deleteNotification, ({ params }) => {
      items = items.filter((item) => String(item.id) !== params.id);
      return null;
    });
  const { portal } = renderWithPortal(<NotificationBell />, {
    providers: ShellProviders,
    asOnThePage: true,
    signedIn,
    network,
  });
  return { portal, requests: network.requests };
}

test('a visitor has no bell and nothing is asked for', () => {
  const { requests } = renderBell({ signedIn: false });
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('signing in loads the notifications: the bell shows the count', async () => {
  const { portal, requests } = renderBell({ signedIn: false });

  await act(() => signIn(portal, { username: 'car.driver', password: 'Portal-Demo-2026!' }));

  expect(await screen.findByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();
  expect(screen.getByText('2')).toBeInTheDocument();
  // Once the policies have answered without a 499: no agreements hold the user (§4).
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
    'POST /api/user/token',
    'GET /api/policies',
    'GET /api/user/notifications',
  ]);
});

test('user can read the notifications, follow a link and delete one after confirming', async () => {
  const user = userEvent.setup();
  const { requests } = renderBell({ signedIn: true });

  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
  const popover = await screen.findByRole('dialog', { name: /^Notifications/ });
  expect(within(popover).getByRole('link', { name: ITEMS[0]!.label })).toHaveAttribute(
    'href',
    '/policies/101/inbox',
  );
  expect(within(popover).getByText(ITEMS[1]!.label)).toBeInTheDocument();

  await user.click(
    within(popover).getByRole('button', { name: `Delete notification: ${ITEMS[0]!.label}` }),
  );
  const confirm = await screen.findByRole('dialog', { name: MESSAGES.deleteNotification });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Notifications, 1 new' })).toBeInTheDocument(),
  );
  expect(requests).toContainEqual(
    expect.objectContaining({ method: 'DELETE', url: '/api/user/notifications/1' }),
  );
});

test('Cancel keeps the notification', async () => {
  const user = userEvent.setup();
  const { requests } = renderBell({ signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
  await user.click(
    await screen.findByRole('button', { name: `Delete notification: ${ITEMS[1]!.label}` }),
  );

  const confirm = await screen.findByRole('dialog', { name: MESSAGES.deleteNotification });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(confirm).not.toBeInTheDocument());
  expect(screen.getByText(ITEMS[1]!.label)).toBeInTheDocument();
  expect(requests.every((request) => request.method === 'GET')).toBe(true);
});

test('the app badge shows the count where the browser has one; a failure is only logged', async () => {
  const setAppBadge = vi.fn().mockRejectedValue(new Error('not allowed'));
  Object.assign(navigator, { setAppBadge });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

  renderBell({ signedIn: true });

  await waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(2));
  await waitFor(() => expect(warn).toHaveBeenCalled());
  Reflect.deleteProperty(navigator, 'setAppBadge');
});

/**
 * A user the API holds at the agreements (portal.md §4, §8): every call but the sign-in and the
 * agreements' own answers 499 until `decide` says they are accepted.
 */
function renderBellHeldAtAgreements({ signedIn }: { signedIn: boolean }) {
  let outstanding = true;
  const held = () => reply.error(499, MESSAGES.agreementsRequired);
  const network = createFakeNetwork()
    .on(endpoints.signIn, { token: 't', greeting: 'Hello', todo_count: 0 })
    // The policies asked for at sign-in take a moment to answer, as over a network.
    .on(endpoints.getPolicies, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return outstanding ? held() : [];
    })
    .on(endpoints.getNotifications, () =>
      outstanding ? held() : { items: ITEMS, count: ITEMS.length },
    );
  const { portal } = renderWithPortal(<NotificationBell />, {
    providers: ShellProviders,
    asOnThePage: true,
    signedIn,
    network,
  });
  function decide() {
    outstanding = false;
    // What the agreements flow does at its end (mf-agreements, agreements-screen.tsx).
    act(() => portal.session.getState().setAgreements('none'));
  }
  return { portal, network, decide };
}

test('signed in with agreements outstanding, the notifications wait until they are accepted', async () => {
  // The bell's code is already in, as it is after the first sign-in on a page.
  await import('./signed-in-bell');
  const { portal, network, decide } = renderBellHeldAtAgreements({ signedIn: false });

  await act(() =>
    signIn(portal, { username: 'agreements.pending', password: 'Portal-Demo-2026!' }),
  );

  await waitFor(() => expect(portal.navigate).toHaveBeenCalledWith('/agreements'));
  // The user reads the agreements: nothing brings the notifications in meanwhile.
  fireEvent.focus(window);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(network.callsTo(endpoints.getNotifications)).toEqual([]);

  decide();

  expect(await screen.findByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();
  expect(network.callsTo(endpoints.getNotifications)).toHaveLength(1);
});

test('a 499 to another call puts the bell away until the agreements are accepted', async () => {
  const { portal, network, decide } = renderBellHeldAtAgreements({ signedIn: true });
  // The session from storage: the bell asks before anything has said agreements are due.
  await waitFor(() => expect(network.callsTo(endpoints.getNotifications)).toHaveLength(1));

  await expect(portal.api.call(endpoints.getPolicies, {})).rejects.toMatchObject({ status: 499 });

  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument(),
  );
  fireEvent.focus(window);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(network.callsTo(endpoints.getNotifications)).toHaveLength(1);

  decide();

  expect(await screen.findByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();
  expect(network.callsTo(endpoints.getNotifications)).toHaveLength(2);
});
