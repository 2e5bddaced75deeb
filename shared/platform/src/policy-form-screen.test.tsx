// @vitest-environment jsdom
import { endpoints, MESSAGES, type Payments, type Policy } from '@portal/contract';
import { paymentsQuery, PolicyFormScreen } from '@portal/platform/remote-app';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  createFakeNetwork,
  renderWithPortal,
  reply,
  TEST_BRAND,
  testPolicy,
  type Answer,
} from './testing';

// The one loader of a policy's screens (the change forms, the payments): the policy and what the
// screen reads besides it, or why not - not the user's, refused, failed with Retry.

const PAYMENTS: Payments = {
  amount_due: 86.4,
  due_date: '2026-03-13',
  renewal: null,
  refunds: [],
  direct_debit: { status: 'none', account_holder: null, account_ending: null, payment_day: null },
};

const UNAVAILABLE = 'Direct Debit is not available for this policy online.';
const REFUSED = 'You cannot set up a Direct Debit online';

// A screen of the policy at its address that needs its direct_debit flag and reads its payments.
const DIRECT_DEBIT_SCREEN = {
  title: 'Direct debit',
  refuse: (policy: Policy) => (policy.direct_debit ? null : UNAVAILABLE),
  refused: { title: REFUSED, about: 'to arrange how you pay' },
  read: paymentsQuery,
  failedTitle: 'Your Direct Debit details could not be loaded',
};

function showPayments({
  path = '/policies/101/payments/direct-debit',
  policy = testPolicy({ direct_debit: true }),
  payments = PAYMENTS,
}: {
  path?: string;
  policy?: Answer<typeof endpoints.getPolicy>;
  payments?: Answer<typeof endpoints.getPayments>;
} = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, policy)
    .on(endpoints.getPayments, payments);
  return renderWithPortal(
    <PolicyFormScreen {...DIRECT_DEBIT_SCREEN}>
      {({ policy, data }) => <p>{`${policy.label}: £${data.amount_due?.toFixed(2)} due`}</p>}
    </PolicyFormScreen>,
    { signedIn: true, network, path, route: '/policies/:policyId/payments/direct-debit' },
  );
}

test('the screen is given the policy and what it reads', async () => {
  showPayments();

  expect(await screen.findByText('Mazda MX-5: £86.40 due')).toBeInTheDocument();
});

test('a change form reads the option lists, saying it is fetching the policy meanwhile', async () => {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, testPolicy())
    .on(endpoints.getFormOptions, { title: [{ id: 'Mrs', label: 'Mrs' }] });
  renderWithPortal(
    <PolicyFormScreen title="Change policy details" policyId="101">
      {({ options }) => <p>{options.title.map((option) => option.label).join(', ')}</p>}
    </PolicyFormScreen>,
    { signedIn: true, network },
  );

  expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.fetchingPolicy);
  expect(await screen.findByText('Mrs')).toBeInTheDocument();
});

test('an address whose id can name no policy is not found, without a call', async () => {
  const { network } = showPayments({ path: '/policies/abc/payments/direct-debit' });

  const alert = await screen.findByRole('alert', { name: 'This policy could not be found' });
  expect(alert).toHaveTextContent(MESSAGES.notFound);
  expect(network.requests).toEqual([]);
});

test("a policy that is not the user's is not found, and nothing else is asked for", async () => {
  const { network } = showPayments({ policy: reply.error(404, MESSAGES.notFound) });

  const alert = await screen.findByRole('alert', { name: 'This policy could not be found' });
  expect(alert).toHaveTextContent(MESSAGES.notFound);
  expect(within(alert).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
  expect(network.callsTo(endpoints.getPayments)).toEqual([]);
});

test('a read-only policy is refused with the number to phone and the way back', async () => {
  const { network } = showPayments({
    policy: testPolicy({ direct_debit: true, flags: { read_only: true } }),
  });

  const alert = await screen.findByRole('alert', { name: REFUSED });
  expect(alert).toHaveTextContent('This policy cannot be changed online.');
  expect(alert).toHaveTextContent(
    `Please phone us on ${TEST_BRAND.contactNumber} to arrange how you pay.`,
  );
  expect(within(alert).getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
  expect(within(alert).getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
  expect(network.callsTo(endpoints.getPayments)).toEqual([]);
});

test('a policy without the flag the screen needs is refused with its reason', async () => {
  const { network } = showPayments({ policy: testPolicy({ direct_debit: false }) });

  const alert = await screen.findByRole('alert', { name: REFUSED });
  expect(alert).toHaveTextContent(UNAVAILABLE);
  expect(network.callsTo(endpoints.getPayments)).toEqual([]);
});

test('a policy held at another brand says where, and to sign in there rather than phone us', async () => {
  const { network } = showPayments({
    policy: testPolicy({
      direct_debit: true,
      flags: { read_only: true },
      portal: { id: 'ridgeline', label: 'Ridgeline Bike Insurance' },
    }),
  });

  const alert = await screen.findByRole('alert', { name: REFUSED });
  expect(within(alert).getByText('This policy is held at Ridgeline Bike Insurance.')).toBeVisible();
  expect(alert).toHaveTextContent(
    'Please sign in to the Ridgeline Bike Insurance portal to manage it.',
  );
  expect(alert).not.toHaveTextContent('This policy cannot be changed online.');
  expect(within(alert).queryByRole('link', { name: TEST_BRAND.contactNumber })).toBeNull();
  expect(within(alert).getByRole('link', { name: 'Back to your policy' })).toBeInTheDocument();
  expect(network.callsTo(endpoints.getPayments)).toEqual([]);
});

test('a failure to load says so with Retry, which asks again and shows the screen', async () => {
  let calls = 0;
  const { user, network } = showPayments({
    payments: () => (++calls === 1 ? reply.raw(500, {}) : PAYMENTS),
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your Direct Debit details could not be loaded');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Mazda MX-5: £86.40 due')).toBeInTheDocument();
  expect(network.callsTo(endpoints.getPayments)).toHaveLength(2);
});
