// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  reply,
  TEST_BRAND,
  type FakeNetwork,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { answerBreachRange, BREACHED_PASSWORD } from '../components/test-breach-range';
import { ResetPasswordScreen } from './reset-password-screen';

// /user/reset-password (portal.md §5 "Password reset code request", "Password reset", §7).

function setUp(network: FakeNetwork = createFakeNetwork()) {
  return renderWithPortal(<ResetPasswordScreen title="Reset password" />, { network });
}

beforeEach(() => answerBreachRange());
afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const newPassword = () => screen.getByLabelText(/^New password/);

test('beside the form, help says what happens next, where a username reminder is and our number', () => {
  setUp();

  const help = screen.getByRole('region', { name: 'What happens next' });
  expect(
    within(help)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'We send a code by text message to the number you give us.',
    'You enter the code and choose a new password.',
    'You log in with your new password.',
  ]);
  expect(within(help).getByRole('link', { name: 'Get a username reminder' })).toHaveAttribute(
    'href',
    '/username-reminder',
  );
  expect(within(help).getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
});

test('the code request needs a username and exactly one of landline or mobile', async () => {
  const { user, network } = setUp();

  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(field(/Username/)).toHaveAccessibleDescription(MESSAGES.usernameRequired);

  await user.type(field(/Username/), 'car.driver');
  expect(field(/Landline number/)).toHaveAccessibleDescription(MESSAGES.landlineInvalid);
  expect(field(/Mobile number/)).toHaveAccessibleDescription(MESSAGES.mobileInvalid);

  await user.type(field(/Landline number/), '0113 496 0123');
  await user.type(field(/Mobile number/), '07700 900123');
  expect(field(/Landline number/)).not.toHaveAccessibleDescription(MESSAGES.landlineInvalid);
  expect(field(/Mobile number/)).toHaveAccessibleDescription(MESSAGES.phoneEitherNotBoth);

  await user.clear(field(/Landline number/));
  expect(field(/Mobile number/)).not.toHaveAccessibleDescription(MESSAGES.phoneEitherNotBoth);
  expect(network.sent()).toEqual([]);
});

test('a code requested goes on to the reset, with the username and number filled in', async () => {
  const { user, network } = setUp(
    createFakeNetwork().on(endpoints.requestPasswordCode, MESSAGES.authCodeSent),
  );

  await user.type(field(/Username/), 'Car.Driver');
  await user.type(field(/Mobile number/), '07700 900123');
  await user.click(screen.getByRole('button', { name: 'Send code' }));

  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.authCodeSent);
  expect(network.sent().map((request) => request.body)).toEqual([
    { username: 'car.driver', landline_number: '', mobile_number: '07700 900123' },
  ]);
  expect(field(/Username/)).toHaveValue('car.driver');
  expect(field(/Phone number the code was sent to/)).toHaveValue('07700 900123');
  expect(field(/Authentication code/)).toHaveValue('');
});

test('the code takes 6 to 10 characters; the new password must meet the rule', async () => {
  const { user, network } = setUp();
  await user.click(screen.getByRole('button', { name: 'I already have a code' }));
  await user.type(field(/Username/), 'car.driver');
  await user.type(field(/Phone number the code was sent to/), '07700 900123');
  const reset = () => screen.getByRole('button', { name: 'Reset password' });

  for (const [code, valid] of [
    ['12345', false],
    ['123456', true],
    ['1234567890', true],
    ['12345678901', false],
  ] as const) {
    await user.clear(field(/Authentication code/));
    await user.type(field(/Authentication code/), code);
    await user.click(reset());
    if (valid) expect(field(/Authentication code/)).not.toHaveAccessibleDescription();
    else expect(field(/Authentication code/)).toHaveAccessibleDescription(MESSAGES.authCodeInvalid);
  }

  await user.type(newPassword(), 'Abcdefgh1!'.slice(0, 9));
  await user.click(reset());
  expect(newPassword()).toHaveAccessibleDescription(MESSAGES.passwordRule);
  await user.type(newPassword(), '!');
  expect(newPassword()).not.toHaveAccessibleDescription(MESSAGES.passwordRule);
  expect(network.sent()).toEqual([]);
});

test('a reset shows the answer and the way to log in', async () => {
  const { user, network, portal, navigate } = setUp(
    createFakeNetwork().on(endpoints.resetPassword, MESSAGES.passwordResetDone),
  );

  await user.click(screen.getByRole('button', { name: 'I already have a code' }));
  await user.type(field(/Authentication code/), '482913');
  await user.type(field(/Username/), 'car.driver');
  await user.type(field(/Phone number the code was sent to/), '07700 900123');
  await user.type(newPassword(), 'New-Password-2026');
  expect(portal.confirmLeave.isHeld()).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));

  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordResetDone);
  expect(portal.confirmLeave.isHeld()).toBe(false);
  expect(network.sent().map((request) => request.body)).toEqual([
    {
      auth_code: '482913',
      username: 'car.driver',
      sms_number: '07700 900123',
      password: 'New-Password-2026',
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(navigate).toHaveBeenCalledWith('/login');
});

test('a breached password warns first, editing clears the warning, and a second click resets', async () => {
  const { user, network } = setUp(
    createFakeNetwork().on(endpoints.resetPassword, MESSAGES.passwordResetDone),
  );
  await user.click(screen.getByRole('button', { name: 'I already have a code' }));
  await user.type(field(/Authentication code/), '482913');
  await user.type(field(/Username/), 'car.driver');
  await user.type(field(/Phone number the code was sent to/), '07700 900123');
  await user.type(newPassword(), BREACHED_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));

  // portal.md §4 "Change password", §8 "Breached password": the same check as in the settings.
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.breachedPassword);
  expect(
    screen.getByRole('button', { name: MESSAGES.continueWithInsecurePassword }),
  ).toBeInTheDocument();
  expect(network.sent()).toEqual([]);

  await user.type(newPassword(), '{Backspace}');
  expect(screen.queryByText(MESSAGES.breachedPassword)).toBeNull();
  expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
  await user.type(newPassword(), '!');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  await user.click(
    await screen.findByRole('button', { name: MESSAGES.continueWithInsecurePassword }),
  );

  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordResetDone);
  expect(network.sent().map((request) => request.body)).toEqual([
    expect.objectContaining({ password: BREACHED_PASSWORD }),
  ]);
});

test('a wrong code shows under the code field', async () => {
  const { user } = setUp(
    createFakeNetwork().on(
      endpoints.resetPassword,
      reply.invalid({ auth_code: [MESSAGES.authCodeIncorrect] }),
    ),
  );

  await user.click(screen.getByRole('button', { name: 'I already have a code' }));
  await user.type(field(/Authentication code/), '000000');
  await user.type(field(/Username/), 'car.driver');
  await user.type(field(/Phone number the code was sent to/), '07700 900123');
  await user.type(newPassword(), 'New-Password-2026');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));

  await waitFor(() =>
    expect(field(/Authentication code/)).toHaveAccessibleDescription(MESSAGES.authCodeIncorrect),
  );
  expect(newPassword()).toHaveValue('New-Password-2026');
});
