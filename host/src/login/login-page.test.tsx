// @vitest-environment jsdom
import { endpoints, MESSAGES, type SignInResponse } from '@portal/contract';
import { createFakeNetwork, renderWithPortal, reply } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ShellProviders } from '../shell/shell-providers';
import { LoginPage } from './login-page';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function signInAt(url: string, response: SignInResponse) {
  window.history.replaceState(null, '', url);
  const network = createFakeNetwork().on(endpoints.signIn, response).on(endpoints.getPolicies, []);
  const { navigate, user } = renderWithPortal(<LoginPage />, {
    providers: ShellProviders,
    asOnThePage: true,
    network,
  });
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'car.driver');
  await user.type(screen.getByLabelText(/^Password/), 'Portal-Demo-2026!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(navigate).toHaveBeenCalled());
  return navigate;
}

test('the login page offers the visitor links of the spec', () => {
  renderWithPortal(<LoginPage />, { providers: ShellProviders, asOnThePage: true });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Log in to your account' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Forgot username' })).toHaveAttribute(
    'href',
    '/username-reminder',
  );
  expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
    'href',
    '/user/reset-password',
  );
  expect(screen.getByRole('link', { name: "I don't have an account" })).toHaveAttribute(
    'href',
    '/account-creation',
  );
});

test('after a failed sign-in there is one Reset password link, by the error', async () => {
  const network = createFakeNetwork().on(
    endpoints.signIn,
    reply.invalid({ password: [MESSAGES.signInFailed] }, MESSAGES.signInFailed),
  );
  const { user } = renderWithPortal(<LoginPage />, {
    providers: ShellProviders,
    asOnThePage: true,
    network,
  });
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'car.driver');
  await user.type(screen.getByLabelText(/^Password/), 'Wrong-Password-1!');
  await user.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signInFailed);
  const links = screen.getAllByRole('link', { name: /reset password/i });
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', '/user/reset-password');
  // The other visitor links stay.
  expect(screen.getByRole('link', { name: 'Forgot username' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "I don't have an account" })).toBeInTheDocument();
});

test('with one to-do item, sign-in goes to the to-do list', async () => {
  const navigate = await signInAt('/login', { token: 't', greeting: 'Hello', todo_count: 1 });

  expect(navigate).toHaveBeenCalledExactlyOnceWith('/todo', { replace: true });
});

test('with nothing to do, sign-in goes to the promotions', async () => {
  const navigate = await signInAt('/login', { token: 't', greeting: 'Hello', todo_count: 0 });

  expect(navigate).toHaveBeenCalledExactlyOnceWith('/promotions', { replace: true });
});

test('a target on this portal wins over the to-do rule', async () => {
  const navigate = await signInAt('/login?target=%2Fpolicies%2F12%3Ftab%3Dinbox', {
    token: 't',
    greeting: 'Hello',
    todo_count: 4,
  });

  expect(navigate).toHaveBeenCalledExactlyOnceWith('/policies/12?tab=inbox', { replace: true });
});

test('a target on another site is ignored', async () => {
  const navigate = await signInAt('/login?target=https%3A%2F%2Felsewhere.example%2F', {
    token: 't',
    greeting: 'Hello',
    todo_count: 0,
  });

  expect(navigate).toHaveBeenCalledExactlyOnceWith('/promotions', { replace: true });
});
