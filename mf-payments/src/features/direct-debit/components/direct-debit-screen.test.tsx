// @vitest-environment jsdom
import { endpoints, MESSAGES, type Payments } from '@portal/contract';
import { deferred, reply, TEST_BRAND } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import {
  ACTIVE,
  GOOD_BANK,
  NO_INSTRUCTION,
  paymentsWith,
  POLICY,
  SET_UP,
  showDirectDebit,
} from './test-direct-debit';

// The Direct Debit screen at /policies/{id}/payments/direct-debit (portal.md §1, §2, §6), with
// the network answered by contract endpoint: anything else the screen asks for fails the test.

function field(name: string) {
  return screen.getByRole('textbox', { name });
}

/** Whether the unsaved-changes guard still held the page at each move to another page. */
function heldAtEachMove(isHeld: () => boolean): boolean[] {
  const held: boolean[] = [];
  const pushState = window.history.pushState.bind(window.history);
  vi.spyOn(window.history, 'pushState').mockImplementation((...args) => {
    held.push(isHeld());
    pushState(...args);
  });
  return held;
}

async function fillIn(
  user: UserEvent,
  { sortCode = GOOD_BANK.sortCode, accountNumber = GOOD_BANK.accountNumber, day = '5' } = {},
) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Account holder name' }),
    'S Mitchell',
  );
  await user.type(field('Sort code'), sortCode);
  await user.type(field('Account number'), accountNumber);
  await user.type(field('Payment day'), day);
  await user.click(screen.getByRole('checkbox', { name: /I hold this account/ }));
}

function submit(user: UserEvent) {
  return user.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));
}

test('the current instruction shows its status, holder, account ending and payment day', async () => {
  showDirectDebit();

  const current = await screen.findByRole('region', { name: 'Your Direct Debit' });
  expect(screen.getByRole('heading', { level: 1, name: 'Direct debit' })).toBeInTheDocument();
  expect(current).toHaveTextContent('Active');
  expect(current).toHaveTextContent(ACTIVE.account_holder ?? '');
  expect(current).toHaveTextContent('Account ending 4821');
  expect(current).toHaveTextContent('The 5th of each month');
  expect(
    screen.getByRole('heading', { level: 2, name: 'Set up a new Direct Debit' }),
  ).toBeVisible();
});

test('without an instruction there is only the form to set one up', async () => {
  showDirectDebit({ payments: paymentsWith(NO_INSTRUCTION) });

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Set up a Direct Debit' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Your Direct Debit' })).toBeNull();
});

test('the Direct Debit Guarantee names the insurer from the brand', async () => {
  showDirectDebit();

  const guarantee = await screen.findByRole('region', { name: 'The Direct Debit Guarantee' });
  expect(guarantee).toHaveTextContent(
    `If an error is made in the payment of your Direct Debit, by ${TEST_BRAND.legalName} or your bank or building society, you are entitled to a full and immediate refund`,
  );
  expect(within(guarantee).getAllByRole('listitem')).toHaveLength(5);
});

test('a sort code typed with spaces, dashes or neither is shown 00-00-00', async () => {
  const { user } = showDirectDebit();
  const sortCode = await screen.findByRole('textbox', { name: 'Sort code' });

  await user.type(sortCode, '401122');
  expect(sortCode).toHaveValue('40-11-22');
  await user.clear(sortCode);
  await user.type(sortCode, '40 11 22');
  expect(sortCode).toHaveValue('40-11-22');
  await user.clear(sortCode);
  await user.type(sortCode, '40112');
  expect(sortCode).toHaveValue('40112');
});

test('a mandate set up sends the digits alone and moves on with the message and reference', async () => {
  const { user, network, portal } = showDirectDebit();
  const held = heldAtEachMove(() => portal.confirmLeave.isHeld());
  await fillIn(user, { sortCode: '40 11 22', accountNumber: '4104 8821' });

  await submit(user);

  expect(
    await screen.findByText(/Outcome at \/policies\/101\/direct-debit\/complete/),
  ).toHaveTextContent(JSON.stringify({ message: SET_UP.message, reference: SET_UP.reference }));
  const [sent] = network.callsTo(endpoints.setUpDirectDebit);
  expect(sent?.body).toEqual({
    account_holder: 'S Mitchell',
    sort_code: '401122',
    account_number: '41048821',
    payment_day: 5,
    confirm: true,
  });
  expect(sent?.headers['idempotency-key']).toMatch(/\S{16,}/);
  expect(held).toEqual([false]);
});

test('bank details failing the modulus check are refused before anything is sent', async () => {
  const { user, network } = showDirectDebit();
  await fillIn(user, { sortCode: '401123' });

  await submit(user);

  expect(field('Account number')).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.bankDetailsInvalid),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.bankDetailsInvalid);
  expect(network.sent()).toEqual([]);
});

test('Set up Direct Debit with nothing filled in shows what each answer needs', async () => {
  const { user, network } = showDirectDebit();
  await screen.findByRole('textbox', { name: 'Account holder name' });

  await submit(user);

  expect(field('Account holder name')).toHaveAccessibleDescription(MESSAGES.accountHolderRequired);
  expect(field('Sort code')).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.sortCodeInvalid),
  );
  expect(field('Account number')).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.accountNumberInvalid),
  );
  expect(field('Payment day')).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.paymentDayInvalid),
  );
  expect(screen.getByText(MESSAGES.directDebitConfirmRequired)).toBeInTheDocument();
  expect(network.sent()).toEqual([]);
});

test('the payment day is the 1st to the 28th: 0 and 29 are refused, 1 and 28 taken', async () => {
  const { user, network } = showDirectDebit();
  await fillIn(user, { day: '0' });
  const day = field('Payment day');

  await submit(user);
  expect(day).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.paymentDayInvalid));

  await user.clear(day);
  await user.type(day, '1');
  expect(day).not.toHaveAccessibleDescription(expect.stringContaining(MESSAGES.paymentDayInvalid));
  await user.clear(day);
  await user.type(day, '29');
  expect(day).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.paymentDayInvalid));
  expect(network.sent()).toEqual([]);

  await user.clear(day);
  await user.type(day, '28');
  await submit(user);
  await screen.findByText(/Outcome at/);
  expect(network.callsTo(endpoints.setUpDirectDebit)[0]?.body).toMatchObject({ payment_day: 28 });
});

test("the server's 422 shows under the field it names, with every value kept", async () => {
  const { user } = showDirectDebit({
    setUp: reply.invalid({ account_number: [MESSAGES.bankDetailsInvalid] }),
  });
  await fillIn(user);

  await submit(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.bankDetailsInvalid);
  expect(field('Account number')).toHaveAccessibleDescription(
    expect.stringContaining(MESSAGES.bankDetailsInvalid),
  );
  expect(field('Account holder name')).toHaveValue('S Mitchell');
  expect(field('Sort code')).toHaveValue('40-11-22');
  expect(field('Account number')).toHaveValue('41048821');
  expect(field('Payment day')).toHaveValue('5');
  expect(screen.getByRole('checkbox', { name: /I hold this account/ })).toBeChecked();
  expect(screen.queryByText(/Outcome at/)).toBeNull();
});

test("the server's refusal of the policy (403) is shown on the form, values kept", async () => {
  const { user } = showDirectDebit({
    setUp: reply.error(403, MESSAGES.paymentOptionUnavailable),
  });
  await fillIn(user);

  await submit(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.paymentOptionUnavailable);
  expect(field('Account holder name')).toHaveValue('S Mitchell');
});

test('a policy that cannot be changed is refused before anything is asked of payments', async () => {
  const { network } = showDirectDebit({ policy: { ...POLICY, can_modify: false } });

  expect(await screen.findByText('This policy cannot be changed online.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
  expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
  expect(screen.queryByRole('button', { name: 'Set up Direct Debit' })).toBeNull();
  expect(network.callsTo(endpoints.getPayments)).toEqual([]);
});

test('a policy without the direct_debit flag is refused', async () => {
  const { network } = showDirectDebit({ policy: { ...POLICY, direct_debit: false } });

  expect(
    await screen.findByText('Direct Debit is not available for this policy online.'),
  ).toBeInTheDocument();
  expect(network.callsTo(endpoints.getPayments)).toEqual([]);
});

test('a skeleton shows while the details load', async () => {
  const answer = deferred<Payments>();
  showDirectDebit({ payments: () => answer.promise });

  expect(
    await screen.findByRole('status', { name: 'Loading your Direct Debit details' }),
  ).toBeInTheDocument();
  answer.resolve(paymentsWith(ACTIVE));
  expect(await screen.findByRole('button', { name: 'Set up Direct Debit' })).toBeInTheDocument();
});

test('details that fail to load show the error with Retry, which asks again', async () => {
  let calls = 0;
  const { user, network } = showDirectDebit({
    payments: () => (++calls === 1 ? reply.raw(500, {}) : paymentsWith(ACTIVE)),
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('button', { name: 'Set up Direct Debit' })).toBeInTheDocument();
  expect(network.callsTo(endpoints.getPayments)).toHaveLength(2);
});

test('an address whose policy id is not a number names no policy', () => {
  const { network } = showDirectDebit({ path: '/policies/abc/payments/direct-debit' });

  expect(screen.getByText(MESSAGES.notFound)).toBeInTheDocument();
  expect(network.requests).toEqual([]);
});

test('the unsaved-changes guard holds while the form has changes; a lapsed session keeps them', async () => {
  const { user, portal } = showDirectDebit();
  const holder = await screen.findByRole('textbox', { name: 'Account holder name' });
  expect(portal.confirmLeave.isHeld()).toBe(false);

  await user.type(holder, 'S Mitchell');
  await user.type(field('Sort code'), '401122');
  expect(portal.confirmLeave.isHeld()).toBe(true);

  act(() => portal.session.getState().expire());

  expect(field('Account holder name')).toHaveValue('S Mitchell');
  expect(field('Sort code')).toHaveValue('40-11-22');
  expect(portal.confirmLeave.isHeld()).toBe(true);
});

test('while the mandate is on its way the button is busy, and one click sends it once', async () => {
  const answer = deferred<typeof SET_UP>();
  const { user, network } = showDirectDebit({ setUp: () => answer.promise });
  await fillIn(user);

  await submit(user);
  await submit(user);

  await waitFor(() => expect(network.callsTo(endpoints.setUpDirectDebit)).toHaveLength(1));
  answer.resolve(SET_UP);
  await screen.findByText(/Outcome at/);
  expect(network.callsTo(endpoints.setUpDirectDebit)).toHaveLength(1);
});
