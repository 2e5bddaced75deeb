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
import { afterEach, expect, test } from 'vitest';
import { AccountCreationScreen } from './account-creation-screen';
import { AccountCreationSuccessScreen } from './account-creation-success-screen';

// /account-creation and /account-creation-success (portal.md §1, §5 "Sign-up", §7).

afterEach(() => sessionStorage.clear());

function setUp(network: FakeNetwork = createFakeNetwork()) {
  return renderWithPortal(<AccountCreationScreen title="Create an account" />, { network });
}

const mobile = () => screen.getByRole('textbox', { name: /Mobile number/ });
const reference = () => screen.getByRole('textbox', { name: /Policy reference number/ });
const create = () => screen.getByRole('button', { name: 'Create account' });

test('beside the form, help lists what the form asks for and offers our phone number', () => {
  setUp();

  const help = screen.getByRole('region', { name: 'What you need' });
  expect(
    within(help)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['The mobile number we hold for you', 'Your policy reference number']);
  expect(within(help).getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
  expect(screen.getByRole('form', { name: 'Create an account' })).not.toContainElement(help);
});

test('both fields are required, with their messages', async () => {
  const { user, network } = setUp();

  await user.click(create());

  expect(mobile()).toHaveAccessibleDescription(MESSAGES.mobileInvalid);
  expect(reference()).toHaveAccessibleDescription(MESSAGES.policyReferenceRequired);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Sorry there are 2 problems below, please check them and try again.',
  );
  expect(network.sent()).toEqual([]);
});

test('the mobile number takes 7 to 13 digits and spaces', async () => {
  const { user } = setUp();

  for (const [typed, valid] of [
    ['077009', false],
    ['0770090', true],
    ['0770 0900 567', true],
    ['07700 9005678', true],
    ['07700 90056789', false],
    ['07700-900567', false],
  ] as const) {
    await user.clear(mobile());
    await user.type(mobile(), typed);
    await user.click(create());
    if (valid) expect(mobile(), typed).not.toHaveAccessibleDescription(MESSAGES.mobileInvalid);
    else expect(mobile(), typed).toHaveAccessibleDescription(MESSAGES.mobileInvalid);
  }
});

test('a sign-up goes to the success page, which shows the answer', async () => {
  const { user, network, portal, navigate } = setUp(
    createFakeNetwork().on(endpoints.signUp, MESSAGES.signUpSent),
  );
  const heldWhenLeaving: boolean[] = [];
  navigate.mockImplementation(() => {
    heldWhenLeaving.push(portal.confirmLeave.isHeld());
  });

  await user.type(mobile(), '07700 900567');
  await user.type(reference(), 'nwm-car-221904');
  await user.click(create());

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account-creation-success'));
  expect(heldWhenLeaving).toEqual([false]);
  expect(network.sent().map((request) => request.body)).toEqual([
    { mobile_number: '07700 900567', policy_reference: 'nwm-car-221904' },
  ]);

  renderWithPortal(<AccountCreationSuccessScreen title="Account created" />);
  expect(screen.getByText(MESSAGES.signUpSent)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Activate your account' })).toHaveAttribute(
    'href',
    '/user/activate',
  );
});

test("the server's answer shows by the field it names, and nothing typed is lost", async () => {
  const { user, navigate } = setUp(
    createFakeNetwork().on(
      endpoints.signUp,
      reply.invalid({ mobile_number: [MESSAGES.mobileInvalid] }),
    ),
  );

  await user.type(mobile(), '07700 900999');
  await user.type(reference(), 'NWM-CAR-221904');
  await user.click(create());

  await waitFor(() => expect(mobile()).toHaveAccessibleDescription(MESSAGES.mobileInvalid));
  expect(reference()).toHaveValue('NWM-CAR-221904');
  expect(navigate).not.toHaveBeenCalled();
});
