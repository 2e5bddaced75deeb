// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { createFakeNetwork, renderRemoteApp, reply, type Answer } from '@portal/platform/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { App } from '../../../app/app';

// A visitor's payment at /payments/guest (portal.md §1): the policy by its reference and
// postcode, and the amount, checked by the API before the hosted card page is shown, then the
// guest outcome pages.

const TOKEN = 'tok_0123456789abcdef01234567';
const DETAILS = { policy_reference: 'NWM-CAR-204815', postcode: 'LS6 2AB', amount: 25.5 };

function setUp(
  pay?: Answer<typeof endpoints.payAsGuest>,
  check: Answer<typeof endpoints.checkGuestPayment> = { amount: 25.5 },
) {
  const network = createFakeNetwork().on(endpoints.checkGuestPayment, check);
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

function expectTheDetailsKept() {
  expect(field('Policy reference')).toHaveValue('nwm-car-204815');
  expect(field('Postcode')).toHaveValue('LS6 2AB');
  expect(field('Amount to pay')).toHaveValue('25.50');
}

test('every question unanswered is refused with its own message before the card form', async () => {
  const { user, network } = setUp();

  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));

  expect(field('Policy reference')).toHaveAccessibleDescription(MESSAGES.policyReferenceRequired);
  expect(field('Postcode')).toHaveAccessibleDescription(MESSAGES.postcodeRequired);
  expect(field('Amount to pay')).toHaveAccessibleDescription(MESSAGES.amountInvalid);
  expect(screen.queryByTitle('Card payment')).toBeNull();
  expect(network.requests).toEqual([]);
});

test('a wrong postcode is refused on the fields before any card field appears', async () => {
  const { user, network } = setUp(
    undefined,
    reply.invalid({ policy_reference: [MESSAGES.guestPolicyNotFound] }),
  );
  await fillIn(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.guestPolicyNotFound);
  expect(field('Policy reference')).toHaveAccessibleDescription(MESSAGES.guestPolicyNotFound);
  expect(field('Policy reference')).toBeVisible();
  expectTheDetailsKept();
  expect(screen.queryByTitle('Card payment')).toBeNull();
  expect(network.callsTo(endpoints.checkGuestPayment)[0]?.body).toEqual(DETAILS);
  expect(network.callsTo(endpoints.payAsGuest)).toEqual([]);
});

test('more than is due is refused on the amount before any card field appears', async () => {
  const { user } = setUp(undefined, reply.invalid({ amount: [MESSAGES.amountOverDue] }));
  await fillIn(user);

  await waitFor(() =>
    expect(field('Amount to pay')).toHaveAccessibleDescription(MESSAGES.amountOverDue),
  );
  expect(screen.queryByTitle('Card payment')).toBeNull();
});

test('too many attempts are said before any card field appears', async () => {
  const { user } = setUp(undefined, reply.error(429, MESSAGES.tooManyAttempts));
  await fillIn(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyAttempts);
  expect(screen.queryByTitle('Card payment')).toBeNull();
});

test('the card form is for the amount checked, and the payment sends all four', async () => {
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
  expect(network.callsTo(endpoints.checkGuestPayment).map((call) => call.body)).toEqual([DETAILS]);
  expect(network.callsTo(endpoints.payAsGuest)).toEqual([]);
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
  expect(network.callsTo(endpoints.payAsGuest)[0]?.body).toEqual({ ...DETAILS, card_token: TOKEN });
});

test('a payment still refused after its check comes back to the first step, saying no money was taken', async () => {
  const refused = `${MESSAGES.guestPolicyNotFound} ${MESSAGES.noMoneyTaken}`;
  const { user } = setUp(reply.invalid({ policy_reference: [refused] }));
  await fillIn(user);

  await payWithCard();

  await waitFor(() => expect(field('Policy reference')).toBeVisible());
  expect(field('Policy reference')).toHaveAccessibleDescription(refused);
  expect(screen.getByRole('alert')).toHaveTextContent(refused);
  expectTheDetailsKept();
  expect(screen.queryByTitle('Card payment')).toBeNull();
});

test('too many attempts at the payment come back to the first step, saying no money was taken', async () => {
  const refused = `${MESSAGES.tooManyAttempts} ${MESSAGES.noMoneyTaken}`;
  const { user } = setUp(reply.error(429, refused));
  await fillIn(user);

  await payWithCard();

  await waitFor(() => expect(field('Policy reference')).toBeVisible());
  expect(screen.getByRole('alert')).toHaveTextContent(refused);
  expectTheDetailsKept();
  expect(screen.queryByTitle('Card payment')).toBeNull();
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
