// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { createFakeNetwork, renderRemoteApp, reply, type Answer } from '@portal/platform/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { App } from '../../../app/app';

// A visitor's payment at /payments/guest (portal.md §1): the policy by its reference and
// postcode, the amount, the hosted card page, then the guest outcome pages.

const TOKEN = 'tok_0123456789abcdef01234567';

function setUp(pay?: Answer<typeof endpoints.payAsGuest>) {
  const network = createFakeNetwork();
  if (pay) network.on(endpoints.payAsGuest, pay);
  return renderRemoteApp(App, { network, path: '/payments/guest' });
}

function field(name: string) {
  return screen.getByRole('textbox', { name });
}

async function fillIn(user: UserEvent) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Policy reference' }),
    'nwm-car-204815',
  );
  await user.type(field('Postcode'), 'LS6 2AB');
  await user.type(field('Amount to pay'), '25.50');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

async function payWithCard() {
  const frame = await screen.findByTitle<HTMLIFrameElement>('Card payment');
  fireEvent.load(frame);
  const data = { type: 'gateway:token', token: TOKEN, last4: '4242', brand: 'Visa' };
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
}

test('every question unanswered is refused with its own message before the card form', async () => {
  const { user } = setUp();

  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));

  expect(field('Policy reference')).toHaveAccessibleDescription(MESSAGES.policyReferenceRequired);
  expect(field('Postcode')).toHaveAccessibleDescription(MESSAGES.postcodeRequired);
  expect(field('Amount to pay')).toHaveAccessibleDescription(MESSAGES.amountInvalid);
  expect(screen.queryByTitle('Card payment')).toBeNull();
});

test('the card form is for the amount typed, and the payment sends all four', async () => {
  const { user, network } = setUp({
    status: 'complete',
    reference: 'PAY-00AA11BB22',
    message: 'Thank you. Your payment of £25.50 for policy NWM-CAR-204815 has been taken.',
  });
  await fillIn(user);

  expect(await screen.findByTitle('Card payment')).toHaveAttribute(
    'src',
    '/api/gateway/card?amount=25.50',
  );
  await payWithCard();

  expect(
    await screen.findByText(/Your payment of £25.50 for policy NWM-CAR-204815/),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toHaveFocus();
  expect(window.location.pathname).toBe('/payments/guest/complete');
  expect(screen.getByText('PAY-00AA11BB22')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Make another payment' })).toHaveAttribute(
    'href',
    '/payments/guest',
  );
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(network.callsTo(endpoints.payAsGuest)[0]?.body).toEqual({
    policy_reference: 'NWM-CAR-204815',
    postcode: 'LS6 2AB',
    amount: 25.5,
    card_token: TOKEN,
  });
});

test('a policy not found comes back to the first step with its message and every value kept', async () => {
  const { user } = setUp(reply.invalid({ policy_reference: [MESSAGES.guestPolicyNotFound] }));
  await fillIn(user);

  await payWithCard();

  await waitFor(() => expect(field('Policy reference')).toBeVisible());
  expect(field('Policy reference')).toHaveAccessibleDescription(MESSAGES.guestPolicyNotFound);
  expect(field('Policy reference')).toHaveValue('nwm-car-204815');
  expect(field('Postcode')).toHaveValue('LS6 2AB');
  expect(field('Amount to pay')).toHaveValue('25.50');
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.guestPolicyNotFound);
  expect(screen.queryByTitle('Card payment')).toBeNull();
});

test('more than is due comes back to the amount with its message', async () => {
  const { user } = setUp(reply.invalid({ amount: [MESSAGES.amountOverDue] }));
  await fillIn(user);

  await payWithCard();

  await waitFor(() => expect(field('Amount to pay')).toBeVisible());
  expect(field('Amount to pay')).toHaveAccessibleDescription(MESSAGES.amountOverDue);
  expect(field('Amount to pay')).toHaveValue('25.50');
});

test('a declined card goes to the guest failed page, with the way to try again', async () => {
  const message = 'Your card was declined and no money has been taken. Please try another card.';
  const { user } = setUp({ status: 'failed', reference: null, message });
  await fillIn(user);

  await payWithCard();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Payment failed' }),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe('/payments/guest/failed');
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/payments/guest',
  );
});
