// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { deferred, reply } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { amountField, CAR, PAYMENTS, payWithCard, setUp, TOKEN } from './test-pay';

// 'Make a payment' at /policies/{id}/payments/pay (portal.md §1, §2): what is due, the amount
// (more than nothing, no more than is due), the hosted card page, then the outcome page.

async function payAmount(user: UserEvent, amount: string) {
  await user.clear(await screen.findByRole('textbox', { name: 'Amount to pay' }));
  await user.type(amountField(), amount);
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

test('the screen shows what is due, by when, on which policy, and offers to pay it all', async () => {
  setUp();

  expect(await screen.findByText('£86.40')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeInTheDocument();
  expect(screen.getByText('Amount due')).toBeInTheDocument();
  expect(screen.getByText('Due by')).toBeInTheDocument();
  expect(screen.getByText('13/03/2026')).toBeInTheDocument();
  expect(screen.getByText('Mazda MX-5 (NWM-CAR-204815)')).toBeInTheDocument();
  expect(amountField()).toHaveValue('86.40');
});

test('an amount of £0 is refused before the card form shows', async () => {
  const { user } = setUp();

  await payAmount(user, '0');

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.amountInvalid);
  expect(amountField()).toHaveAccessibleDescription(MESSAGES.amountInvalid);
  expect(screen.queryByTitle('Card payment')).toBeNull();
});

test('a penny more than is due is refused before the card form shows', async () => {
  const { user } = setUp();

  await payAmount(user, '86.41');

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.amountOverDue);
  expect(screen.queryByTitle('Card payment')).toBeNull();
});

test('exactly the amount due goes on to the card form for that amount', async () => {
  const { user } = setUp();

  await payAmount(user, '86.40');

  expect(await screen.findByTitle('Card payment')).toHaveAttribute(
    'src',
    '/api/gateway/card?amount=86.40',
  );
});

test('Change amount goes back to the amount as typed', async () => {
  const { user } = setUp();
  await payAmount(user, '20.5');
  await screen.findByTitle('Card payment');

  await user.click(screen.getByRole('button', { name: 'Change amount' }));

  expect(amountField()).toBeVisible();
  expect(amountField()).toHaveValue('20.5');
  expect(screen.queryByTitle('Card payment')).toBeNull();
});

test('a paid card goes to the complete page with the message and reference', async () => {
  const answer = deferred<{ status: 'complete'; reference: string; message: string }>();
  const { user, network } = setUp({ pay: () => answer.promise });
  await payAmount(user, '20.00');

  await payWithCard();
  expect(await screen.findByText('Processing your payment...')).toBeInTheDocument();
  answer.resolve({
    status: 'complete',
    reference: 'PAY-1A2B3C4D5E',
    message: 'Thank you. Your payment of £20.00 has been taken.',
  });

  expect(
    await screen.findByText('Thank you. Your payment of £20.00 has been taken.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toHaveFocus();
  expect(window.location.pathname).toBe('/policies/101/pay/complete');
  expect(screen.getByText('PAY-1A2B3C4D5E')).toBeInTheDocument();
  const [sent] = network.callsTo(endpoints.payPolicy);
  expect(sent?.body).toEqual({ amount: 20, card_token: TOKEN });
  expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
});

test('a declined card goes to the failed page, with the way back to try again', async () => {
  const message = 'Your card was declined and no money has been taken. Please try another card.';
  const { user } = setUp({ pay: { status: 'failed', reference: null, message } });
  await payAmount(user, '86.40');

  await payWithCard();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Payment failed' }),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe('/policies/101/payments/failed');
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/policies/101/payments/pay',
  );
});

test('a refusal comes back to the amount with its message and the amount as typed', async () => {
  const { user, network } = setUp({
    pay: reply.invalid({ amount: [MESSAGES.amountOverDue] }),
  });
  await payAmount(user, '50.00');

  await payWithCard();

  await waitFor(() => expect(amountField()).toBeVisible());
  expect(amountField()).toHaveValue('50.00');
  expect(amountField()).toHaveAccessibleDescription(MESSAGES.amountOverDue);
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.amountOverDue);
  expect(screen.queryByTitle('Card payment')).toBeNull();

  // The token was spent: going on again asks the card page afresh and sends no token yet.
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  expect(await screen.findByTitle('Card payment')).toBeInTheDocument();
  expect(network.callsTo(endpoints.payPolicy)).toHaveLength(1);
});

test('nothing due says so, with the way back to the policy', async () => {
  setUp({ payments: { ...PAYMENTS, amount_due: null, due_date: null } });

  expect(
    await screen.findByText(/There is nothing to pay on policy NWM-CAR-204815/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
  expect(screen.queryByRole('textbox', { name: 'Amount to pay' })).toBeNull();
});

test('a policy that takes no payments online says so instead of the form', async () => {
  setUp({ policy: { ...CAR, payments_available: false } });

  expect(
    await screen.findByText('Payments for this policy cannot be made online.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Amount to pay' })).toBeNull();
});

test('a policy that cannot be changed says so instead of the form', async () => {
  setUp({ policy: { ...CAR, can_modify: false } });

  expect(await screen.findByText('This policy cannot be changed online.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Amount to pay' })).toBeNull();
});

test('what is due failing to load offers Retry, which shows it once it loads', async () => {
  let calls = 0;
  const { user } = setUp({
    payments: () => (++calls === 1 ? reply.error(500, 'Server Error') : PAYMENTS),
  });

  await user.click(await screen.findByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('£86.40')).toBeInTheDocument();
});
