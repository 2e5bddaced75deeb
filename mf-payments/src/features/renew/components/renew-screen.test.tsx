// @vitest-environment jsdom
import { endpoints, MESSAGES, type Payments } from '@portal/contract';
import {
  createFakeNetwork,
  renderRemoteApp,
  reply,
  testPolicy,
  type Answer,
} from '@portal/platform/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { App } from '../../../app/app';

// 'Renew policy' at /policies/{id}/payments/renew (portal.md §1, §2): the quote, the card for
// exactly its premium, and the renewal-success event that takes 'Renew policy' from the sidebar.

const CAR = testPolicy({ renewal_available: true });

const PAYMENTS: Payments = {
  amount_due: null,
  due_date: null,
  renewal: {
    reference: 'nwm-car-204815-r1',
    premium: 612.35,
    start_date: '2026-06-01',
    end_date: '2027-05-31',
  },
  refunds: [],
  direct_debit: { status: 'none', account_holder: null, account_ending: null, payment_day: null },
};

const TOKEN = 'tok_0123456789abcdef01234567';

function setUp({
  policy = CAR,
  payments = PAYMENTS,
  renew,
}: {
  policy?: Answer<typeof endpoints.getPolicy>;
  payments?: Answer<typeof endpoints.getPayments>;
  renew?: Answer<typeof endpoints.renewPolicy>;
} = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, policy)
    .on(endpoints.getPayments, payments);
  if (renew) network.on(endpoints.renewPolicy, renew);
  return renderRemoteApp(App, { network, signedIn: true, path: '/policies/101/payments/renew' });
}

/** The value beside a label of the quote. */
function fact(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
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

test('the quote shows its premium, reference and the dates of the new cover', async () => {
  setUp();

  await screen.findByText('Renewal premium');
  expect(fact('Renewal premium')).toBe('£612.35');
  expect(fact('Renewal reference')).toBe('NWM-CAR-204815-R1');
  expect(fact('Cover starts')).toBe('1st Jun 2026');
  expect(fact('Cover ends')).toBe('31st May 2027');
  expect(screen.getByTitle('Card payment')).toHaveAttribute(
    'src',
    '/api/gateway/card?amount=612.35',
  );
});

test('a renewal paid for tells the page before it shows the complete page', async () => {
  const message = 'Thank you. Your policy is renewed from 1st Jun 2026.';
  const { portal, network } = setUp({
    renew: { status: 'complete', reference: 'REN-0A1B2C3D4E', message },
  });
  const heard = vi.fn(() => window.location.pathname);
  portal.bus.on('renewal.success', heard);

  await payWithCard();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Renewal complete' }),
  ).toBeInTheDocument();
  expect(heard).toHaveBeenCalledTimes(1);
  expect(heard).toHaveBeenCalledWith({ type: 'renewal.success', policyId: '101' });
  expect(heard).toHaveReturnedWith('/policies/101/payments/renew');
  expect(window.location.pathname).toBe('/policies/101/renew/complete');
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(network.callsTo(endpoints.renewPolicy)[0]?.body).toEqual({
    amount: 612.35,
    card_token: TOKEN,
  });
});

test('a declined card tells the page nothing and goes to the failed page', async () => {
  const { portal } = setUp({
    renew: { status: 'failed', reference: null, message: 'Your card was declined.' },
  });
  const heard = vi.fn();
  portal.bus.on('renewal.success', heard);

  await payWithCard();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Payment failed' }),
  ).toBeInTheDocument();
  expect(heard).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/policies/101/payments/renew',
  );
});

test('a changed price is refused with its message, and the new quote gets a fresh card form', async () => {
  let quote = PAYMENTS;
  const { network } = setUp({
    payments: () => quote,
    renew: () => {
      quote = { ...PAYMENTS, renewal: { ...PAYMENTS.renewal!, premium: 640 } };
      return reply.invalid({ amount: [MESSAGES.renewalPriceChanged] });
    },
  });

  await payWithCard();

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.renewalPriceChanged);
  await waitFor(() =>
    expect(screen.getByTitle('Card payment')).toHaveAttribute(
      'src',
      '/api/gateway/card?amount=640.00',
    ),
  );
  expect(fact('Renewal premium')).toBe('£640.00');
  expect(network.callsTo(endpoints.renewPolicy)).toHaveLength(1);
});

test('no renewal on offer says so, with the way back to the policy', async () => {
  setUp({ payments: { ...PAYMENTS, renewal: null } });

  expect(await screen.findByText(/There is no renewal on offer/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
  expect(screen.queryByTitle('Card payment')).toBeNull();
});
