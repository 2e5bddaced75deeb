// @vitest-environment jsdom
import {
  daysAfter,
  endpoints,
  formatDate,
  MESSAGES,
  todayIso,
  type Policy,
} from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  setScreenWidth,
  TEST_DRIVER,
  TEST_VEHICLE,
  testPolicy,
} from '@portal/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PolicySummaryScreen } from './policy-summary-screen';
import { inboxItem } from './test-policies';

// The policy summary at /policies/{policyId} (portal.md §2 "Policy sidebar" and "Policy details
// page", §6): every sidebar condition and badge, and the details' sections.

type PolicyOverrides = Parameters<typeof testPolicy>[0];

/** About two months from today: the end date reads 'in 2 months'. */
const RENEWAL = daysAfter(todayIso(), 61);

const EVERYTHING: PolicyOverrides = {
  summary: {
    cover: 'Comprehensive',
    start_date: '2025-06-01',
    renewal_date: RENEWAL,
    no_claims_bonus_years: 6,
    no_claims_bonus_protected: true,
    insurer: 'Northway Underwriting',
  },
  direct_debit: true,
  payments_available: true,
  refunds_available: true,
  renewal_available: true,
  required_item_count: 2,
  flags: { credit_agreement_required: true, documents_required: true },
  vehicles: [{ ...TEST_VEHICLE, avp_required: true }],
  booklet: 'https://documents.example/booklet.pdf',
  extras: ['Motor legal protection'],
  excess: [{ label: 'Compulsory', value: 250 }],
};

const INBOX = [
  inboxItem({ id: 1, group: 'correspondence', read: false }),
  inboxItem({ id: 2, group: 'correspondence', read: false }),
  inboxItem({ id: 3, group: 'correspondence', read: true }),
  inboxItem({ id: 4, group: 'actions', read: false }),
];

function setUp(overrides: PolicyOverrides | Policy = {}) {
  const policy = 'can_modify' in overrides ? overrides : testPolicy(overrides);
  const network = createFakeNetwork().on(endpoints.getPolicy, policy).on(endpoints.getInbox, INBOX);
  return renderWithPortal(<PolicySummaryScreen title="Policy summary" />, {
    network,
    signedIn: true,
    path: '/policies/101',
    route: '/policies/:policyId',
  });
}

/** The policy and its inbox (the badge) have arrived. */
async function loaded() {
  await screen.findByRole('link', { name: 'Inbox 2 unread' }, { timeout: 5000 });
}

function sidebar() {
  return screen.getByRole('navigation', { name: 'Your policy' });
}

async function sidebarLinks() {
  await loaded();
  return within(sidebar())
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);
}

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => setScreenWidth(1280));

test('a policy with every flag lists every sidebar item, with its badges', async () => {
  setUp(EVERYTHING);

  expect(await sidebarLinks()).toEqual([
    'Policy summary',
    'Inbox 2 unread',
    'Request a change',
    'Your credit agreement',
    'Send your documents 2 to send',
    'Agreed value 1 to do',
    'Renew policy',
    'Direct debit',
    'Make a payment',
    'Refunds',
  ]);
  const nav = within(sidebar());
  expect(nav.getByRole('link', { name: 'Policy summary' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'Send your documents 2 to send' })).toHaveAttribute(
    'href',
    '/policies/101/outstanding-actions',
  );
  expect(nav.getByRole('link', { name: 'Agreed value 1 to do' })).toHaveAttribute(
    'href',
    '/policies/101/avp/2011',
  );
  expect(nav.getByRole('link', { name: 'Renew policy' })).toHaveAttribute(
    'href',
    '/policies/101/payments/renew',
  );
});

test('moving to another policy shows it loading, then that policy, not the one before', async () => {
  let answerSecond: (() => void) | undefined;
  const network = createFakeNetwork()
    .on(endpoints.getInbox, INBOX)
    .on(endpoints.getPolicy, (request) =>
      request.url.endsWith('/102')
        ? new Promise((resolve) => {
            answerSecond = () => resolve(testPolicy({ id: 102, label: 'Second car' }));
          })
        : testPolicy({ label: 'First car' }),
    );
  renderWithPortal(<PolicySummaryScreen title="Policy summary" />, {
    network,
    signedIn: true,
    path: '/policies/101',
    route: '/policies/:policyId',
  });
  expect(await screen.findByText('First car', {}, { timeout: 5000 })).toBeInTheDocument();

  act(() => {
    window.history.pushState({}, '', '/policies/102');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  expect(await screen.findByText(MESSAGES.fetchingPolicy)).toBeInTheDocument();
  expect(screen.queryByText('First car')).toBeNull();
  act(() => answerSecond?.());
  expect(await screen.findByText('Second car')).toBeInTheDocument();
});

test('a plain policy has the summary, the inbox and Request a change only', async () => {
  setUp();

  expect(await sidebarLinks()).toEqual(['Policy summary', 'Inbox 2 unread', 'Request a change']);
});

test('a read-only policy offers no change, credit, documents, agreed value or payments', async () => {
  setUp({ ...EVERYTHING, flags: { ...EVERYTHING.flags, read_only: true } });

  expect(await sidebarLinks()).toEqual(['Policy summary', 'Inbox 2 unread']);
  expect(screen.queryByRole('link', { name: 'Request a change' })).toBeNull();
});

test('an unsupported policy shows the warning and no change actions', async () => {
  setUp({ ...EVERYTHING, value: 'home', icon: 'home', label: 'Home insurance' });

  expect(await sidebarLinks()).toEqual(['Policy summary', 'Inbox 2 unread']);
  expect(
    screen.getByText(
      'Sorry, we do not yet support this type of policy on Northway Motor Insurance',
    ),
  ).toBeInTheDocument();
});

test('credit and documents need their flags as well as can_modify', async () => {
  setUp({ ...EVERYTHING, flags: {} });

  const links = await sidebarLinks();
  expect(links).not.toContain('Your credit agreement');
  expect(links).not.toContain('Send your documents 2 to send');
});

test('with multiple vehicles agreed value is a list to open; completed vehicles are disabled', async () => {
  const { user } = setUp({
    flags: { multiple_vehicles: true },
    vehicles: [
      { ...TEST_VEHICLE, ID: 1, registration: 'AA11 AAA', avp_required: true },
      { ...TEST_VEHICLE, ID: 2, registration: 'BB22 BBB', avp_required: true, avp_completed: true },
      { ...TEST_VEHICLE, ID: 3, registration: 'CC33 CCC', avp_required: true },
      { ...TEST_VEHICLE, ID: 4, registration: 'DD44 DDD' },
    ],
  });

  await loaded();
  const toggle = within(sidebar()).getByRole('button', { name: 'Agreed value 2 to do' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);

  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const nav = within(sidebar());
  expect(nav.getByRole('link', { name: 'AA11 AAA - Mazda MX-5' })).toHaveAttribute(
    'href',
    '/policies/101/avp/1',
  );
  expect(nav.getByRole('link', { name: 'CC33 CCC - Mazda MX-5' })).toBeInTheDocument();
  expect(nav.queryByRole('link', { name: /BB22 BBB/ })).toBeNull();
  expect(nav.getByText('BB22 BBB - Mazda MX-5').closest('[aria-disabled="true"]')).not.toBeNull();
  expect(nav.queryByText(/DD44 DDD/)).toBeNull();
});

test('Renew policy goes as soon as a renewal is paid anywhere in the portal', async () => {
  const { portal, network } = setUp(EVERYTHING);
  await loaded();
  expect(within(sidebar()).getByRole('link', { name: 'Renew policy' })).toBeInTheDocument();

  // The payments app pays the renewal; the API now answers the policy without one on offer.
  network
    .on(endpoints.getPolicy, testPolicy({ ...EVERYTHING, renewal_available: false }))
    .on(endpoints.renewPolicy, { status: 'complete', reference: 'REN-1', message: 'Renewed.' });
  await act(() =>
    portal.api.call(endpoints.renewPolicy, {
      params: { id: 101 },
      body: { amount: 612.35, card_token: 'tok_1' },
    }),
  );

  await vi.waitFor(() =>
    expect(within(sidebar()).queryByRole('link', { name: 'Renew policy' })).toBeNull(),
  );
  expect(within(sidebar()).getByRole('link', { name: 'Direct debit' })).toBeInTheDocument();
});

test('an agreed value sent for review shows as sent, with its day, and is no longer a link', async () => {
  const policy = testPolicy({ vehicles: [{ ...TEST_VEHICLE, avp_required: true }] });
  setUp({
    ...policy,
    vehicles: policy.vehicles.map((vehicle) => ({ ...vehicle, avp_sent_on: '2026-11-20' })),
  });
  await loaded();

  const nav = within(sidebar());
  expect(nav.queryByRole('link', { name: /Agreed value/ })).toBeNull();
  expect(nav.getByText('Sent for review on 20/11/2026')).toBeInTheDocument();
  expect(nav.getByText('Agreed value').closest('[aria-disabled="true"]')).not.toBeNull();
});

test('the cashback offer is in the sidebar while it can be claimed', async () => {
  setUp({ ...testPolicy(), cashback_offer: true });
  await loaded();

  expect(within(sidebar()).getByRole('link', { name: 'Claim your £20 cashback' })).toHaveAttribute(
    'href',
    '/policies/101/cashback',
  );
});

test('a policy held at another brand says where, how to reach it, and offers nothing to do', async () => {
  const held = testPolicy({
    ...EVERYTHING,
    portal: { id: 'ridgeline', label: 'Ridgeline Bike Insurance' },
  });
  setUp({ ...held, portal: { ...held.portal, contact_number: '0306 999 0456' } });
  await loaded();

  expect(screen.getByText(/This policy is held at Ridgeline Bike Insurance/)).toBeInTheDocument();
  expect(screen.getByText(/0306 999 0456/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Request a change' })).toBeNull();
  const links = within(sidebar())
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(links).toEqual(['Policy summary', 'Inbox 2 unread']);
});

test('the details show the label, Request a change, and every field of the summary of cover', async () => {
  setUp(EVERYTHING);

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Policy details' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Mazda MX-5', { selector: 'p' })).toBeInTheDocument();
  expect(
    screen
      .getAllByRole('link', { name: 'Request a change' })
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/policies/101/change', '/policies/101/change']);
  const cover = screen.getByRole('region', { name: 'Summary of cover' });
  for (const [label, value] of [
    ['Policy reference', 'NWM-CAR-204815'],
    ['No claims bonus', '6 years'],
    ['No claims bonus protected', 'Yes'],
    ['Effective date', '01/06/2025'],
    ['Insurer', 'Northway Underwriting'],
    ['Cover type', 'Comprehensive'],
  ]) {
    expect(within(cover).getByText(label!).nextElementSibling).toHaveTextContent(value!);
  }
  expect(within(cover).getByText('End date').nextElementSibling).toHaveTextContent(
    `${formatDate(RENEWAL)} (in 2 months)`,
  );
  expect(within(cover).getByText('AB19 CDE - Mazda MX-5')).toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.anyDriverPolicy)).toBeNull();
});

test('a renewal text stands for the end date', async () => {
  setUp({
    summary: {
      cover: 'Third party only',
      start_date: '2025-06-01',
      renewal_date: '2026-06-01',
      renewal_date_text: 'Renews automatically each June',
      insurer: 'Northway Underwriting',
    },
  });

  const cover = await screen.findByRole('region', { name: 'Summary of cover' });
  expect(within(cover).getByText('End date').nextElementSibling).toHaveTextContent(
    'Renews automatically each June',
  );
  expect(within(cover).getByText('No claims bonus protected').nextElementSibling).toHaveTextContent(
    'No',
  );
});

test('the booklet link shows the Starting download... toast for 2 seconds', async () => {
  const { notify } = setUp(EVERYTHING);
  const user = userEvent.setup();

  const booklet = await screen.findByRole('link', { name: 'Download policy booklet' });
  expect(booklet).toHaveAttribute('href', 'https://documents.example/booklet.pdf');
  booklet.addEventListener('click', (event) => event.preventDefault());
  await user.click(booklet);

  expect(notify).toHaveBeenCalledWith({ message: MESSAGES.startingDownload, durationMs: 2000 });
});

test('drivers show Main on the main user, the date of birth and the counts', async () => {
  setUp({
    drivers: [
      TEST_DRIVER,
      {
        ...TEST_DRIVER,
        ID: 502,
        meta: { ...TEST_DRIVER.meta, first_name: 'Mark' },
        usage: { main_user: false, description: 'Social only' },
        claims: [],
      },
    ],
  });

  const drivers = await screen.findByRole('region', { name: 'Drivers' });
  const sarah = within(drivers).getByRole('heading', { name: 'Sarah Mitchell' });
  expect(sarah.parentElement).toHaveTextContent('Main');
  expect(
    within(drivers).getByRole('heading', { name: 'Mark Mitchell' }).parentElement,
  ).not.toHaveTextContent('Main');
  expect(within(drivers).getAllByText('Date of birth')[0]?.nextElementSibling).toHaveTextContent(
    '12/04/1986',
  );
  expect(within(drivers).getAllByText('Claims')[0]?.nextElementSibling).toHaveTextContent('1');
  expect(within(drivers).getAllByText('Claims')[1]?.nextElementSibling).toHaveTextContent('0');
  expect(within(drivers).getAllByText('Licence type')[0]?.nextElementSibling).toHaveTextContent(
    'Full UK',
  );
});

test('an any-driver policy has the info alert and no Main tag', async () => {
  setUp({ flags: { any_driver: true } });

  expect(await screen.findByText(MESSAGES.anyDriverPolicy)).toBeInTheDocument();
  const drivers = screen.getByRole('region', { name: 'Drivers' });
  expect(within(drivers).queryByText('Main')).toBeNull();
});

test('a bike policy lists riders', async () => {
  setUp({ value: 'bike', icon: 'bike' });

  expect(await screen.findByRole('region', { name: 'Riders' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Drivers' })).toBeNull();
});

test('vehicles show an agreed or estimated value, the mileage and modifications or None', async () => {
  setUp({
    flags: { multiple_vehicles: true },
    vehicles: [
      { ...TEST_VEHICLE, ID: 1, registration: 'AA11 AAA' },
      {
        ...TEST_VEHICLE,
        ID: 2,
        registration: 'BB22 BBB',
        avp_required: true,
        avp_completed: true,
        est_value: 21500,
        modifications: 'Roof rack',
      },
    ],
  });

  const vehicles = await screen.findByRole('region', { name: 'Vehicles' });
  expect(within(vehicles).getByText('Estimated value').nextElementSibling).toHaveTextContent(
    '£14,500.00',
  );
  expect(within(vehicles).getByText('Agreed value').nextElementSibling).toHaveTextContent(
    '£21,500.00',
  );
  expect(within(vehicles).getAllByText('Annual mileage')[0]?.nextElementSibling).toHaveTextContent(
    '8,000',
  );
  expect(
    within(vehicles)
      .getAllByText('Modifications')
      .map((label) => label.nextElementSibling?.textContent),
  ).toEqual(['None', 'Roof rack']);
});

test('a policy with no people or vehicles on it (a home policy) has no section for them', async () => {
  setUp({ value: 'home', icon: 'home', label: 'Home insurance', drivers: [], vehicles: [] });

  expect(await screen.findByRole('region', { name: 'Summary of cover' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Vehicles' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Drivers' })).toBeNull();
  expect(screen.queryByText('Vehicles')).toBeNull();
});

test('extras show only when there are any; excesses as money', async () => {
  setUp();

  expect(await screen.findByRole('region', { name: 'Excesses' })).toHaveTextContent('None');
  expect(screen.queryByRole('region', { name: 'Extras' })).toBeNull();
});

test('excesses and extras of a policy that has them', async () => {
  setUp(EVERYTHING);

  const excesses = await screen.findByRole('region', { name: 'Excesses' });
  expect(within(excesses).getByText('Compulsory').nextElementSibling).toHaveTextContent('£250.00');
  expect(screen.getByRole('region', { name: 'Extras' })).toHaveTextContent(
    'Motor legal protection',
  );
});

test('a section can be closed and opened again', async () => {
  const { user } = setUp();

  const control = await screen.findByRole('button', { name: 'Summary of cover' });
  expect(control).toHaveAttribute('aria-expanded', 'true');
  await user.click(control);
  expect(control).toHaveAttribute('aria-expanded', 'false');
});

test('while the policy loads it says Fetching policy details.', async () => {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, () => new Promise<never>(() => {}))
    .on(endpoints.getInbox, []);
  renderWithPortal(<PolicySummaryScreen title="Policy summary" />, {
    network,
    signedIn: true,
    path: '/policies/101',
    route: '/policies/:policyId',
  });

  expect(screen.getByRole('status', { name: MESSAGES.fetchingPolicy })).toHaveTextContent(
    MESSAGES.fetchingPolicy,
  );
});

test('on a phone the sidebar waits behind Policy menu, the details first', async () => {
  setScreenWidth(375);
  const { user } = setUp(EVERYTHING);

  const menu = await screen.findByRole('button', { name: 'Policy menu' });
  expect(screen.getByRole('heading', { level: 2, name: 'Policy details' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Your policy' })).toBeNull();
  await user.click(menu);

  expect(menu).toHaveAttribute('aria-expanded', 'true');
  await loaded();
  expect(within(sidebar()).getByRole('link', { name: 'Renew policy' })).toBeInTheDocument();
});

test('an address that names no policy says so, without asking the API', async () => {
  const { network } = renderWithPortal(<PolicySummaryScreen title="Policy summary" />, {
    network: createFakeNetwork(),
    signedIn: true,
    path: '/policies/policyId-1',
    route: '/policies/:policyId',
  });

  expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
  expect(network.requests).toEqual([]);
});

test('each sidebar item has its icon, hidden, so the names stay what they were', async () => {
  setUp({ ...EVERYTHING, flags: { ...EVERYTHING.flags, multiple_vehicles: true } });
  await loaded();

  const items = [
    ...within(sidebar()).getAllByRole('link'),
    within(sidebar()).getByRole('button', { name: 'Agreed value 1 to do' }),
  ];
  expect(items.map((item) => item.querySelector('svg'))).not.toContain(null);
  for (const item of items)
    expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  const names = [
    'Policy summary',
    'Inbox 2 unread',
    'Request a change',
    'Your credit agreement',
    'Send your documents 2 to send',
    'Renew policy',
    'Direct debit',
    'Make a payment',
    'Refunds',
    'Agreed value 1 to do',
  ];
  expect(items).toHaveLength(names.length);
  items.forEach((item, at) => expect(item).toHaveAccessibleName(names[at]));
});
