// Contract-valid answers for the Direct Debit screen's tests, and the screen in a router with the
// outcome page it moves on to (which shows the navigation state it was given).
import {
  endpoints,
  getRoute,
  type DirectDebit,
  type Payments,
  type PaymentResult,
} from '@portal/contract';
import { BrowserRouter, Route, Routes, useLocation } from '@portal/platform/router';
import {
  createFakeNetwork,
  renderWithPortal,
  testPolicy,
  type Answer,
} from '@portal/platform/testing';
import { DirectDebitScreen } from './direct-debit-screen';

export const POLICY = testPolicy({ direct_debit: true });

export const ACTIVE: DirectDebit = {
  status: 'active',
  account_holder: 'Mrs S J Mitchell',
  account_ending: '4821',
  payment_day: 5,
};

export const NO_INSTRUCTION: DirectDebit = {
  status: 'none',
  account_holder: null,
  account_ending: null,
  payment_day: null,
};

export function paymentsWith(direct_debit: DirectDebit): Payments {
  return { amount_due: null, due_date: null, renewal: null, refunds: [], direct_debit };
}

export const SET_UP: PaymentResult = {
  status: 'complete',
  reference: 'DDI-NWM-CAR-204815-5',
  message:
    'Thank you. Your Direct Debit is set up: payments will be collected on the 5th of each month from the account ending 8821.',
};

/** A sort code and account number that pass the modulus check together. */
export const GOOD_BANK = { sortCode: '401122', accountNumber: '41048821' };

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
  readonly setUp?: Answer<typeof endpoints.setUpDirectDebit>;
  readonly path?: string;
}

export function showDirectDebit({
  policy = POLICY,
  payments = paymentsWith(ACTIVE),
  setUp = SET_UP,
  path = '/policies/101/payments/direct-debit',
}: SetUpOptions = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, policy)
    .on(endpoints.getPayments, payments)
    .on(endpoints.setUpDirectDebit, setUp);
  const route = getRoute('payments-direct-debit');
  window.history.pushState(null, '', path);
  return renderWithPortal(
    <BrowserRouter>
      <Routes>
        <Route path={route.path} element={<DirectDebitScreen title={route.title} />} />
        <Route path={getRoute('payment-successful').path} element={<Outcome />} />
      </Routes>
    </BrowserRouter>,
    { network, signedIn: true },
  );
}
