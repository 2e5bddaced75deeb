// Contract-valid answers for the refunds screen's tests, and the screen in a router with the
// outcome page it moves on to (which shows the navigation state it was given).
import {
  endpoints,
  getRoute,
  type PaymentResult,
  type Payments,
  type Refund,
} from '@portal/contract';
import { BrowserRouter, Route, Routes, useLocation } from '@portal/platform/router';
import {
  createFakeNetwork,
  renderWithPortal,
  testPolicy,
  type Answer,
} from '@portal/platform/testing';
import { RefundsScreen } from './refunds-screen';

export const POLICY = testPolicy({ refunds_available: true });

export const COURTESY_CAR: Refund = {
  id: 1,
  label: 'Refund for removing courtesy car cover',
  amount: 24.6,
};
export const OVERPAYMENT: Refund = {
  id: 2,
  label: 'Overpayment of your last instalment',
  amount: 12,
};

export function paymentsWith(refunds: Refund[]): Payments {
  return {
    amount_due: null,
    due_date: null,
    renewal: null,
    refunds,
    direct_debit: { status: 'none', account_holder: null, account_ending: null, payment_day: null },
  };
}

export const ACCEPTED: PaymentResult = {
  status: 'complete',
  reference: 'REF-000002',
  message:
    'Thank you. Your refund of £12.00 will be paid back the way you paid, within 5 working days.',
};

function Outcome() {
  const { pathname, state } = useLocation();
  return (
    <p>
      Outcome at {pathname}: {JSON.stringify(state)}
    </p>
  );
}

interface SetUpOptions {
  readonly policy?: Answer<typeof endpoints.getPolicy>;
  readonly payments?: Answer<typeof endpoints.getPayments>;
  readonly accept?: Answer<typeof endpoints.acceptRefund>;
}

export function showRefunds({
  policy = POLICY,
  payments = paymentsWith([COURTESY_CAR, OVERPAYMENT]),
  accept = ACCEPTED,
}: SetUpOptions = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, policy)
    .on(endpoints.getPayments, payments)
    .on(endpoints.acceptRefund, accept);
  const route = getRoute('payments-refunds');
  window.history.pushState(null, '', '/policies/101/payments/refunds');
  return renderWithPortal(
    <BrowserRouter>
      <Routes>
        <Route path={route.path} element={<RefundsScreen title={route.title} />} />
        <Route path={getRoute('payment-successful').path} element={<Outcome />} />
      </Routes>
    </BrowserRouter>,
    { network, signedIn: true },
  );
}
