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
import { expect, test } from 'vitest';
import { UsernameReminderScreen } from './username-reminder-screen';

// /username-reminder (portal.md §2, §5, §7, §8), the network answered by contract endpoint.

function setUp(network: FakeNetwork = createFakeNetwork()) {
  return renderWithPortal(<UsernameReminderScreen title="Forgot username" />, { network });
}

const policyField = () => screen.getByRole('textbox', { name: /Policy reference number/ });
const sendButton = () => screen.getByRole('button', { name: 'Send reminder' });

test('beside the form, help says where the hint goes and offers our phone number', () => {
  setUp();

  const help = screen.getByRole('region', { name: 'What happens next' });
  expect(help).toHaveTextContent(
    'If the policy reference number is registered with us, we email a hint to your username to the email address we hold for you.',
  );
  const phone = within(help).getByRole('link', { name: TEST_BRAND.contactNumber });
  expect(phone).toHaveAttribute('href', 'tel:03069990123');
  expect(phone.closest('p')).toHaveTextContent(
    `No policy reference number to hand? Phone us on ${TEST_BRAND.contactNumber}.`,
  );
});

test('the field carries the help text; the button is disabled while the field is empty', async () => {
  const { user } = setUp();

  expect(policyField()).toHaveAccessibleDescription(MESSAGES.usernameReminderHelp);
  expect(sendButton()).toBeDisabled();

  await user.type(policyField(), '   ');
  expect(sendButton()).toBeDisabled();

  await user.type(policyField(), 'N');
  expect(sendButton()).toBeEnabled();
});

test('a string answer shows as a success message and clears the field', async () => {
  const { user, network } = setUp(
    createFakeNetwork().on(endpoints.requestUsernameReminder, MESSAGES.usernameReminderSent),
  );

  await user.type(policyField(), 'nwm-car-204815');
  await user.click(sendButton());

  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.usernameReminderSent);
  await waitFor(() => expect(policyField()).toHaveValue(''));
  expect(sendButton()).toBeDisabled();
  expect(network.sent().map((request) => request.body)).toEqual([{ policy: 'nwm-car-204815' }]);
});

test("the server's field errors show under the policy field", async () => {
  const { user } = setUp(
    createFakeNetwork().on(
      endpoints.requestUsernameReminder,
      reply.invalid({ policy: [MESSAGES.policyReferenceRequired] }),
    ),
  );

  await user.type(policyField(), 'X1');
  await user.click(sendButton());

  await waitFor(() =>
    expect(policyField()).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.policyReferenceRequired),
    ),
  );
  expect(policyField()).toHaveAttribute('aria-invalid', 'true');
  expect(policyField()).toHaveValue('X1');
});

test('a reference over 255 characters is refused before sending', async () => {
  const { user, network } = setUp();

  await user.click(policyField());
  await user.paste('R'.repeat(256));
  await user.click(sendButton());

  expect(policyField()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.textTooLong));
  expect(network.sent()).toEqual([]);
});
