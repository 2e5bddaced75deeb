// Contract-valid answers for the credit agreement's tests, and its screens in a router as the
// app has them, so a decision's outcome page is the real one.
import { endpoints, getRoute, type CreditAgreement, type RouteName } from '@portal/contract';
import { BrowserRouter, Route, Routes } from '@portal/platform/router';
import {
  createFakeNetwork,
  renderWithPortal,
  testPolicy,
  type Answer,
} from '@portal/platform/testing';
import type { ComponentType } from 'react';
import { CreditConfirmedScreen } from './credit-confirmed-screen';
import { CreditDeclinedScreen } from './credit-declined-screen';
import { CreditErrorScreen } from './credit-error-screen';
import { CreditScreen } from './credit-screen';

export const POLICY = testPolicy({ flags: { credit_agreement_required: true } });

export const AGREEMENT: CreditAgreement = {
  id: 7,
  title: 'Fixed sum loan agreement',
  content: [
    '<h2>Fixed sum loan agreement regulated by the Consumer Credit Act 1974</h2>' +
      '<p>It lets you pay for your Mazda MX-5 policy in monthly instalments.</p>' +
      '<script>window.__creditScriptRan = true;</script>',
    '<h2>Your rights</h2><p>You may withdraw from this agreement within 14 days.</p>' +
      '<img src="x" onerror="window.__creditOnerrorRan = true" alt="">',
  ],
  amount_of_credit: 540,
  apr: 21.9,
  instalments: { count: 10, amount: 58.95 },
  total_payable: 589.5,
  status: 'pending',
};

export const SIGNED = {
  status: 'confirmed' as const,
  message: 'Thank you. Your credit agreement is signed and a copy is in your policy inbox.',
};
export const DECLINED = {
  status: 'declined' as const,
  message:
    'You have declined the credit agreement. Please phone us to arrange another way to pay for your policy.',
};

const SCREENS: [RouteName, ComponentType<{ title: string }>][] = [
  ['credit', CreditScreen],
  ['credit-confirmed', CreditConfirmedScreen],
  ['credit-declined', CreditDeclinedScreen],
  ['credit-error', CreditErrorScreen],
];

interface SetUpOptions {
  readonly policy?: Answer<typeof endpoints.getPolicy>;
  readonly agreement?: Answer<typeof endpoints.getCreditAgreement>;
  readonly decide?: Answer<typeof endpoints.decideCreditAgreement>;
  readonly path?: string;
  /** The navigation state the page opens with (an outcome page's message). */
  readonly state?: unknown;
}

export function showCredit({
  policy = POLICY,
  agreement = AGREEMENT,
  decide = SIGNED,
  path = '/policies/101/credit',
  state = null,
}: SetUpOptions = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, policy)
    .on(endpoints.getCreditAgreement, agreement)
    .on(endpoints.decideCreditAgreement, decide);
  // As react-router keeps its state: the caller's under `usr`.
  window.history.pushState({ usr: state, key: 'test', idx: 0 }, '', path);
  return renderWithPortal(
    <BrowserRouter>
      <Routes>
        {SCREENS.map(([name, Screen]) => {
          const route = getRoute(name);
          return <Route key={name} path={route.path} element={<Screen title={route.title} />} />;
        })}
      </Routes>
    </BrowserRouter>,
    { network, signedIn: true },
  );
}
