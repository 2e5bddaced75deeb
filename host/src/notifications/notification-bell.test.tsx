// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { createFakeNetwork, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ShellProviders } from '../shell/shell-providers';
import { NotificationBell } from './notification-bell';

// portal.md §2 Shell: a bell with the count; each notification a label and an optional link;
// 'Delete notification?' with ok text 'Delete'. §7: loaded on start and on sign-in.

afterEach(() => {
  localStorage.clear();
});

const ITEMS = [
  { id: 1, label: 'Your renewal documents are ready', value: '/policies/101/inbox' },
  { id: 2, label: 'We have received your payment', value: null },
];

function renderBell({ signedIn }: { signedIn: boolean }) {
  let items = [...ITEMS];
  const network = createFakeNetwork()
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

  portal.session.getState().login({ token: 't', greeting: 'Hello', user: { username: 'a' } });

  expect(await screen.findByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();
  expect(screen.getByText('2')).toBeInTheDocument();
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
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
