// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { AFTER_AGREEMENTS_KEY, POLICIES_QUERY_KEY, SESSION_STORAGE_KEY } from '@portal/platform';
import {
  createFakeNetwork,
  createTestPortal,
  renderWithPortal,
  reply,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ShellProviders } from '../shell/shell-providers';
import { SessionGreeting, SessionNavItem } from './session-nav';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function Header({ pathname }: { pathname: string }) {
  return (
    <header>
      <ul>
        <SessionNavItem pathname={pathname} />
      </ul>
      <SessionGreeting />
    </header>
  );
}

function signedIn(network = createFakeNetwork()) {
  // Sign-out goes around the page's status handling, with the browser's own fetch.
  vi.stubGlobal('fetch', network.fetch);
  const page = createTestPortal({
    asOnThePage: true,
    signedIn: { username: 'car.driver', greeting: 'Good morning, Alex' },
    network,
  });
  sessionStorage.setItem(AFTER_AGREEMENTS_KEY, '/settings');
  page.portal.queryClient.setQueryData(POLICIES_QUERY_KEY, []);
  renderWithPortal(<Header pathname="/settings" />, { providers: ShellProviders, portal: page });
  return { ...page, requests: network.requests };
}

async function askToLogOut() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Log Out' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Log Out' }) };
}

test('a visitor sees a Login link and no greeting', () => {
  renderWithPortal(<Header pathname="/login" />, { providers: ShellProviders, asOnThePage: true });

  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
});

test('a signed-in user sees the greeting and Log Out, which asks first', async () => {
  const { requests } = signedIn();
  expect(screen.getByText('Good morning, Alex')).toBeInTheDocument();

  const { user, dialog } = await askToLogOut();
  expect(within(dialog).getByText(MESSAGES.logOutConfirm)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests).toEqual([]);
});

test('confirming signs out on the server, clears the session and goes to /login', async () => {
  const { portal, navigate, requests } = signedIn(createFakeNetwork().on(endpoints.signOut, null));

  const { user, dialog } = await askToLogOut();
  await user.click(within(dialog).getByRole('button', { name: 'Log Out' }));

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  expect(requests).toMatchObject([{ method: 'DELETE', url: '/api/user/token' }]);
  expect(portal.session.getState().status).toBe('signed-out');
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(sessionStorage.getItem(AFTER_AGREEMENTS_KEY)).toBeNull();
  expect(portal.queryClient.getQueryCache().getAll()).toEqual([]);
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByText('Good morning, Alex')).not.toBeInTheDocument();
});

test('a failed sign-out shows an error dialog with the message, and can be tried again', async () => {
  let answers = 0;
  const { portal, navigate } = signedIn(
    createFakeNetwork().on(endpoints.signOut, () =>
      ++answers === 1 ? reply.error(500, MESSAGES.serverError) : null,
    ),
  );

  const { user, dialog } = await askToLogOut();
  await user.click(within(dialog).getByRole('button', { name: 'Log Out' }));

  const failed = await screen.findByRole('dialog', { name: MESSAGES.logOutFailed });
  expect(within(failed).getByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  expect(portal.session.getState().status).toBe('signed-in');
  expect(navigate).not.toHaveBeenCalled();

  await user.click(within(failed).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  expect(portal.session.getState().status).toBe('signed-out');
});
