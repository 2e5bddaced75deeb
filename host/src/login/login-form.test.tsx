// @vitest-environment jsdom
import { endpoints, MESSAGES, type SignInResponse } from '@portal/contract';
import { POLICIES_QUERY_KEY, SESSION_STORAGE_KEY } from '@portal/platform';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  reply,
  type FakeNetwork,
} from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ShellProviders } from '../shell/shell-providers';
import { LoginForm } from './login-form';

const SIGNED_IN: SignInResponse = { token: 'tok-1', greeting: 'Good morning, Alex', todo_count: 2 };

const WRONG_PASSWORD = reply.invalid({ password: [MESSAGES.signInFailed] }, MESSAGES.signInFailed);

afterEach(() => localStorage.clear());

function setUp(network: FakeNetwork, props: { captcha?: () => Promise<string> } = {}) {
  const onSignedIn = vi.fn();
  const { portal } = renderWithPortal(<LoginForm onSignedIn={onSignedIn} {...props} />, {
    providers: ShellProviders,
    asOnThePage: true,
    network,
  });
  const loginErrors: string[] = [];
  portal.bus.on('login.error', (event) => loginErrors.push(event.message));
  return { portal, requests: network.requests, onSignedIn, loginErrors };
}

function signingIn() {
  return createFakeNetwork().on(endpoints.signIn, SIGNED_IN).on(endpoints.getPolicies, []);
}

// The label reads 'Password *' (the asterisk is hidden from assistive technology).
function passwordInput() {
  return screen.getByLabelText(/^Password/);
}

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByRole('textbox', { name: 'Username' }), username);
  if (password) await user.type(passwordInput(), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

test('user signs in: the session starts, the policies are fetched, the caller goes on', async () => {
  const { portal, requests, onSignedIn } = setUp(signingIn());

  await submit('Car.Driver', 'Portal-Demo-2026!');

  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SIGNED_IN));
  // portal.md §5: the username is lowercased; no captcha key, so no captcha token (§2).
  expect(requests[0]).toMatchObject({
    endpoint: endpoints.signIn,
    body: { username: 'car.driver', password: 'Portal-Demo-2026!' },
  });
  expect(requests[0]?.body).not.toHaveProperty('recaptcha_token');
  expect(portal.session.getState()).toMatchObject({
    status: 'signed-in',
    token: 'tok-1',
    greeting: 'Good morning, Alex',
    user: { username: 'car.driver' },
  });
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('tok-1');
  await waitFor(() => expect(portal.queryClient.getQueryData(POLICIES_QUERY_KEY)).toEqual([]));
  expect(requests[1]?.endpoint).toBe(endpoints.getPolicies);
  expect(requests[1]?.headers.authorization).toBe('Bearer tok-1');
});

test('the Login button is busy while the sign-in is on its way', async () => {
  const answer = deferred<SignInResponse>();
  setUp(signingIn().on(endpoints.signIn, () => answer.promise));

  await submit('car.driver', 'Portal-Demo-2026!');

  expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  answer.resolve(SIGNED_IN);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
});

test('a wrong password shows the server message by the field, in an alert, and on the bus', async () => {
  const { portal, loginErrors } = setUp(createFakeNetwork().on(endpoints.signIn, WRONG_PASSWORD));
  expect(screen.queryByRole('link', { name: 'Reset Password' })).not.toBeInTheDocument();

  await submit('car.driver', 'Wrong-Password-1!');

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signInFailed);
  expect(passwordInput()).toHaveAccessibleDescription(MESSAGES.signInFailed);
  expect(loginErrors).toEqual([MESSAGES.signInFailed]);
  expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
    'href',
    '/user/reset-password',
  );
  expect(portal.session.getState().status).toBe('signed-out');
});

test('a server failure without field errors is summed up in the alert', async () => {
  const { loginErrors } = setUp(createFakeNetwork().on(endpoints.signIn, reply.raw(500, '')));

  await submit('car.driver', 'Portal-Demo-2026!');

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  expect(loginErrors).toEqual([MESSAGES.serverError]);
});

test('both fields are required, with the spec messages, and nothing is sent', async () => {
  const { requests } = setUp(createFakeNetwork());

  await submit('', '');

  expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
    MESSAGES.usernameRequired,
  );
  expect(passwordInput()).toHaveAccessibleDescription(MESSAGES.signInPassword);
  expect(screen.getByRole('alert')).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('a password of 7 characters is refused and one of 8 is sent (portal.md §5)', async () => {
  const { requests } = setUp(createFakeNetwork().on(endpoints.signIn, WRONG_PASSWORD));
  const user = userEvent.setup();

  await submit('car.driver', '1234567');
  expect(passwordInput()).toHaveAccessibleDescription(MESSAGES.signInPassword);
  expect(requests).toEqual([]);

  await user.type(passwordInput(), '8');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]?.body).toMatchObject({ password: '12345678' });
});

test('a username of 255 characters is sent and one of 256 is refused (portal.md §5)', async () => {
  const { requests } = setUp(createFakeNetwork().on(endpoints.signIn, WRONG_PASSWORD));
  const user = userEvent.setup();
  const username = screen.getByRole('textbox', { name: 'Username' });

  await user.click(username);
  await user.paste('a'.repeat(256));
  await submit('', 'Portal-Demo-2026!');
  expect(username).toHaveAccessibleDescription(MESSAGES.usernameTooLong);
  expect(requests).toEqual([]);

  await user.type(username, '{Backspace}');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(requests).toHaveLength(1));
});

test('with a captcha configured, its token is sent with the sign-in', async () => {
  const { requests } = setUp(signingIn(), { captcha: async () => 'captcha-token' });

  await submit('car.driver', 'Portal-Demo-2026!');

  await waitFor(() =>
    expect(requests[0]?.body).toMatchObject({ recaptcha_token: 'captcha-token' }),
  );
});
