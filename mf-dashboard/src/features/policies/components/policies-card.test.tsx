// @vitest-environment jsdom
import { endpoints, MESSAGES, type Policy } from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  reply,
  TEST_BRAND,
  testPolicy,
  type Answer,
} from '@portal/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { PoliciesCard } from './policies-card';

import { HOME_POLICY_PHONE_NUMBER } from './unsupported-policy';

// The dashboard's policies card in each of its states (portal.md §2 "Dashboard", §8 Policies and
// the unsupported-policy warning).

const CAR = testPolicy();
const HOME = testPolicy({
  id: 102,
  label: 'Home insurance',
  value: 'home',
  icon: 'home',
  type: 'Home',
  reference: 'NWM-HOME-1',
});
const OLD = testPolicy({
  id: 103,
  label: 'Vauxhall Corsa',
  hidden: true,
  flags: { read_only: true },
  reference: 'NWM-CAR-OLD',
});
const ELSEWHERE = testPolicy({
  id: 104,
  label: 'Vespa GTS 300',
  value: 'bike',
  icon: 'bike',
  reference: 'RBI-BIKE-1',
  portal: { id: 'ridgeline', label: 'Ridgeline Bike Insurance' },
});

function setUp(
  policies: Answer<typeof endpoints.getPolicies>,
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  const network = createFakeNetwork().on(endpoints.getPolicies, policies);
  const view = renderWithPortal(<PoliciesCard />, { network, signedIn, path: '/', route: '/' });
  return {
    ...view,
    user: userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {}),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

test('a visitor who is not signed in is told so, with a Login link back to the dashboard', () => {
  const { network } = setUp([CAR], { signedIn: false });

  expect(screen.getByText(MESSAGES.notLoggedIn)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?target=%2F');
  expect(network.requests).toEqual([]);
});

test('skeletons show while the policies load, then the list', async () => {
  const answer = deferred<Policy[]>();
  setUp(() => answer.promise);

  expect(screen.getByRole('status', { name: 'Loading your policies' })).toBeInTheDocument();
  answer.resolve([CAR]);
  expect(await screen.findByRole('link', { name: /Mazda MX-5/ })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading your policies' })).toBeNull();
});

test('a supported policy links to its summary, with its reference upper-case', async () => {
  setUp([CAR]);

  const row = await screen.findByRole('link', { name: /Mazda MX-5/ });
  expect(row).toHaveAttribute('href', '/policies/101');
  expect(row).toHaveTextContent('NWM-CAR-204815');
});

test('a policy held at the other brand carries the badge with that brand', async () => {
  setUp([CAR, ELSEWHERE]);

  const row = await screen.findByRole('link', { name: /Vespa GTS 300/ });
  expect(row).toHaveTextContent('This policy is held at Ridgeline Bike Insurance');
  expect(screen.getByRole('link', { name: /Mazda MX-5/ })).not.toHaveTextContent(
    MESSAGES.policyHeldAt,
  );
});

test('a home policy opens the warning with the home number for 6 seconds instead', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { portal, user } = setUp([CAR, HOME]);

  await user.click(await screen.findByRole('button', { name: /Home insurance/ }));

  const warning = screen.getByRole('alert');
  expect(warning).toHaveTextContent(
    `Sorry, we do not yet support this type of policy on ${TEST_BRAND.label}`,
  );
  expect(warning).toHaveTextContent(
    `Please phone us on ${HOME_POLICY_PHONE_NUMBER} if you need to speak about your policy.`,
  );
  expect(portal.navigate).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(5900));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('another unsupported type gives the brand number', async () => {
  const caravan = testPolicy({
    id: 105,
    label: 'Touring caravan',
    value: 'caravan',
    icon: 'caravan',
  });
  const { user } = setUp([caravan]);

  await user.click(await screen.findByRole('button', { name: /Touring caravan/ }));

  expect(screen.getByRole('alert')).toHaveTextContent(
    `Please phone us on ${TEST_BRAND.contactNumber} if you need to speak about your policy.`,
  );
  expect(
    within(screen.getByRole('alert')).getByRole('link', { name: TEST_BRAND.contactNumber }),
  ).toHaveAttribute('href', 'tel:03069990123');
});

test('old policies wait behind Show N old policies and are half-opaque when shown', async () => {
  const { user } = setUp([CAR, OLD]);

  const show = await screen.findByRole('button', { name: 'Show 1 old policy' });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Vauxhall Corsa')).toBeNull();

  await user.click(show);

  // Half-opaque, yet every word readable: the icon fades, the text does not.
  const old = screen.getByRole('link', { name: /Vauxhall Corsa/ });
  expect(old.querySelector('[data-faded]')).toHaveStyle({ opacity: '0.5' });
  expect(old.closest('[style*="opacity"]')).toBeNull();
  expect(within(old).getByText('Vauxhall Corsa').closest('[style*="opacity"]')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Hide 1 old policy' }));
  expect(screen.queryByText('Vauxhall Corsa')).toBeNull();
});

test('one old policy is counted in the singular, more than one in the plural', async () => {
  const OLDER = testPolicy({
    id: 105,
    label: 'Ford Fiesta',
    hidden: true,
    flags: { read_only: true },
    reference: 'NWM-CAR-OLDER',
  });
  const { user } = setUp([CAR, OLD, OLDER]);

  await user.click(await screen.findByRole('button', { name: 'Show 2 old policies' }));
  expect(screen.getByRole('button', { name: 'Hide 2 old policies' })).toBeInTheDocument();
});

test('with no policies at all it says so', async () => {
  setUp([]);

  expect(await screen.findByText(MESSAGES.noPolicies)).toBeInTheDocument();
});

test('with only old policies it points below to them', async () => {
  setUp([OLD]);

  expect(await screen.findByText(MESSAGES.noActivePolicies)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show 1 old policy' })).toBeInTheDocument();
});

test('policies that fail to load show the error with Retry', async () => {
  let calls = 0;
  const { user } = setUp(() => (++calls === 1 ? reply.error(500, {}) : [CAR]));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /Mazda MX-5/ })).toBeInTheDocument();
});

test('with no policies the next step is phoning us; the art is hidden', async () => {
  setUp([]);

  const heading = await screen.findByRole('heading', { level: 3, name: 'No policies found' });
  expect(screen.getByText(MESSAGES.noPolicies)).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: `Phone us on ${TEST_BRAND.contactNumber}` }),
  ).toHaveAttribute('href', 'tel:03069990123');
  expect(heading.parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test("a row's icon is hidden, and kept with the label so it never wraps away from it", async () => {
  const VAN = testPolicy({
    id: 105,
    label: 'Ford Transit Custom and Vauxhall Vivaro',
    value: 'van',
    icon: 'van',
    reference: 'NWM-VAN-1',
    portal: { id: 'ridgeline', label: 'Ridgeline Bike Insurance' },
  });
  setUp([VAN]);

  const row = await screen.findByRole('link', { name: /Ford Transit Custom/ });
  expect(row).toHaveAccessibleName(
    'Ford Transit Custom and Vauxhall Vivaro NWM-VAN-1 This policy is held at Ridgeline Bike Insurance',
  );
  const icon = row.querySelector('svg');
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  // The row wraps (the badge may take a line of its own); the icon and the label are one item.
  const item = icon?.parentElement;
  expect(item).not.toBe(row);
  expect(item).toHaveTextContent('Ford Transit Custom and Vauxhall Vivaro');
  expect(item).not.toHaveTextContent(MESSAGES.policyHeldAt);
  expect(item).toHaveStyle({ display: 'flex' });
  expect(item).not.toHaveStyle({ flexWrap: 'wrap' });
});
