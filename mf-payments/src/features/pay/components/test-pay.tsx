import { endpoints, type Payments, type Policy } from '@portal/contract';
import {
  createFakeNetwork,
  renderRemoteApp,
  testPolicy,
  type Answer,
} from '@portal/platform/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { App } from '../../../app/app';

// The pay screen's tests: contract-valid fixtures as the reference API seeds them (a car policy
// with £86.40 due), the app at the route as the host mounts it, and the hosted card page's
// message as the gateway posts it.

export const CAR: Policy = testPolicy({ payments_available: true });

export const PAYMENTS: Payments = {
  amount_due: 86.4,
  due_date: '2026-03-13',
  renewal: null,
  refunds: [],
  direct_debit: { status: 'none', account_holder: null, account_ending: null, payment_day: null },
};

export const TOKEN = 'tok_0123456789abcdef01234567';

interface SetUpOptions {
  readonly policy?: Answer<typeof endpoints.getPolicy>;
  readonly payments?: Answer<typeof endpoints.getPayments>;
  readonly pay?: Answer<typeof endpoints.payPolicy>;
}

export function setUp({ policy = CAR, payments = PAYMENTS, pay }: SetUpOptions = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, policy)
    .on(endpoints.getPayments, payments);
  if (pay) network.on(endpoints.payPolicy, pay);
  return renderRemoteApp(App, { network, signedIn: true, path: '/policies/101/payments/pay' });
}

/** The hosted card page, loaded, posting the token of a card typed into it. */
export async function payWithCard(token = TOKEN) {
  const frame = await screen.findByTitle<HTMLIFrameElement>('Card payment');
  fireEvent.load(frame);
  const data = { type: 'gateway:token', token, last4: '4242', brand: 'Visa' };
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

export function amountField() {
  return screen.getByRole('textbox', { name: 'Amount to pay' });
}
