// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { endpoints, MESSAGES } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  reply,
  type FakeNetwork,
} from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ChangePasswordSection } from './change-password-section';

// Change Password (portal.md §4 "Change password", §5 "Password rule", "Change password", §8
// "Breached password"). The breach range is no call of the contract (plain text, from wherever
// the deployment points it), so it is answered at the browser's fetch as the reference API
// answers it; the API's calls go through the contract's fake network.

afterEach(() => vi.unstubAllGlobals());

const BREACHED = 'Password123!';
const SAFE = 'Quiet-Harbour-2026';

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex').toUpperCase();
}

/** The range call: `SUFFIX:COUNT` lines for the corpus' passwords under the asked prefix. */
function breachRange(corpus: readonly string[]) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const prefix = url.split('/').at(-1) ?? '';
    const lines = corpus
      .map(sha1)
      .filter((hash) => hash.startsWith(prefix))
      .map((hash) => `${hash.slice(5)}:46543`);
    return new Response([...lines, `${'0'.repeat(35)}:0`].join('\r\n'));
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function setUp(network: FakeNetwork = createFakeNetwork()) {
  return renderWithPortal(<ChangePasswordSection />, { network, signedIn: true });
}

/** POST /user/password answered with its success message. */
function changeAnswered() {
  return createFakeNetwork().on(endpoints.changePassword, MESSAGES.passwordChanged);
}

const oldPassword = () => screen.getByLabelText(/^Old password/);
const newPassword = () => screen.getByLabelText(/^New password/);
const criteria = () =>
  screen
    .getByRole('list', { name: 'Your new password has' })
    .querySelectorAll('li[data-met="true"]').length;

test('the hint text, and a checklist that ticks each criterion as it is met', async () => {
  const { user } = setUp();
  expect(screen.getByText(MESSAGES.passwordHint)).toBeInTheDocument();
  expect(criteria()).toBe(0);

  for (const [typed, met] of [
    ['a', 1],
    ['A', 2],
    ['1', 3],
    ['£', 4],
    ['bcdef', 4],
    ['g', 5],
  ] as const) {
    await user.type(newPassword(), typed);
    expect(criteria(), `after ${typed}`).toBe(met);
  }
  expect(screen.getByText('Minimum length of 10 characters')).toBeInTheDocument();
});

test('the button is enabled only when every criterion holds: 10 characters, not 9', async () => {
  const { user } = setUp();
  const button = () => screen.getByRole('button', { name: 'Change Password' });
  expect(button()).toBeDisabled();

  await user.type(newPassword(), 'Abcdefg1!');
  expect(button()).toBeDisabled();
  await user.type(newPassword(), 'h');
  expect(button()).toBeEnabled();

  for (const missing of ['abcdefgh1!', 'ABCDEFGH1!', 'Abcdefghi!', 'Abcdefghi1']) {
    await user.clear(newPassword());
    await user.type(newPassword(), missing);
    expect(button(), missing).toBeDisabled();
  }
});

test('a safe new password is changed at the first click', async () => {
  const calls = breachRange([BREACHED]);
  const { user, network } = setUp(changeAnswered());

  await user.type(oldPassword(), 'Portal-Demo-2026!');
  await user.type(newPassword(), SAFE);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));

  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordChanged);
  expect(network.sent().map((request) => request.body)).toEqual([
    { old_password: 'Portal-Demo-2026!', new_password: SAFE },
  ]);
  // k-anonymity: only the first five characters of the hash leave the browser.
  expect(calls).toEqual([`/api/security/breached-passwords/range/${sha1(SAFE).slice(0, 5)}`]);
  await waitFor(() => expect(newPassword()).toHaveValue(''));
});

test('a breached password warns first; a second click proceeds', async () => {
  breachRange([BREACHED]);
  const { user, network } = setUp(changeAnswered());

  await user.type(oldPassword(), 'Portal-Demo-2026!');
  await user.type(newPassword(), BREACHED);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));

  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent(MESSAGES.breachedPassword);
  expect(screen.getByRole('link', { name: /Have I Been Pwned/ })).toHaveAttribute(
    'href',
    'https://haveibeenpwned.com/Passwords',
  );
  expect(network.sent()).toEqual([]);

  await user.click(screen.getByRole('button', { name: MESSAGES.continueWithInsecurePassword }));
  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordChanged);
  expect(network.sent().map((request) => request.body)).toEqual([
    { old_password: 'Portal-Demo-2026!', new_password: BREACHED },
  ]);
});

test('editing the new password clears the warning, even back to the same password', async () => {
  breachRange([BREACHED]);
  const { user, network } = setUp();

  await user.type(oldPassword(), 'Portal-Demo-2026!');
  await user.type(newPassword(), BREACHED);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  await screen.findByRole('button', { name: MESSAGES.continueWithInsecurePassword });

  await user.type(newPassword(), '{Backspace}');
  expect(screen.queryByText(MESSAGES.breachedPassword)).toBeNull();
  await user.type(newPassword(), '!');
  expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  expect(screen.queryByText(MESSAGES.breachedPassword)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByText(MESSAGES.breachedPassword)).toBeInTheDocument();
  expect(network.sent()).toEqual([]);
});

test('a breach check that fails counts as not breached', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('Service Unavailable', { status: 503 })),
  );
  const { user, network } = setUp(changeAnswered());

  await user.type(oldPassword(), 'Portal-Demo-2026!');
  await user.type(newPassword(), BREACHED);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));

  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordChanged);
  expect(screen.queryByText(MESSAGES.breachedPassword)).toBeNull();
  expect(network.sent()).toHaveLength(1);
});

test('the old password is required, and a wrong one shows by its field', async () => {
  breachRange([]);
  const { user } = setUp(
    createFakeNetwork().on(
      endpoints.changePassword,
      reply.invalid({ old_password: [MESSAGES.currentPasswordIncorrect] }),
    ),
  );

  await user.type(newPassword(), SAFE);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(oldPassword()).toHaveAccessibleDescription(MESSAGES.currentPasswordRequired);

  await user.type(oldPassword(), 'not-my-password');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  await waitFor(() =>
    expect(oldPassword()).toHaveAccessibleDescription(MESSAGES.currentPasswordIncorrect),
  );
  expect(newPassword()).toHaveValue(SAFE);
});
