// @vitest-environment jsdom
import { endpoints, getRoute, MESSAGES, type Policy } from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  reply,
  TEST_BRAND,
  testPolicy,
  type Answer,
} from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PoliciesScreen } from './policies-screen';
import { HOME_POLICY_PHONE_NUMBER } from './unsupported-policy';

// The 'policies' page (portal.md §2 'Your policies'): the dashboard card's list on a page of its
// own, with the card's rules (§2 policies card, §8 Policies and the unsupported warning).

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
  return renderWithPortal(<PoliciesScreen title={getRoute('policies').title} />, {
    network,
    signedIn,
  });
}

test('the page is titled Your policies and lists each policy, linking to its summary', async () => {
  setUp([CAR, ELSEWHERE]);

  expect(screen.getByRole('heading', { level: 1, name: 'Your policies' })).toBeInTheDocument();
  const car = await screen.findByRole('link', { name: /Mazda MX-5/ });
  expect(car).toHaveAttribute('href', '/policies/101');
  expect(car).toHaveTextContent('NWM-CAR-204815');
  expect(car).not.toHaveTextContent(MESSAGES.policyHeldAt);
  expect(screen.getByRole('link', { name: /Vespa GTS 300/ })).toHaveTextContent(
    'This policy is held at Ridgeline Bike Insurance',
  );
});

test('an unsupported policy shows the warning instead of opening', async () => {
  const { user, navigate } = setUp([CAR, HOME]);

  await user.click(await screen.findByRole('button', { name: /Home insurance/ }));

  const warning = screen.getByRole('alert');
  expect(warning).toHaveTextContent(
    `Sorry, we do not yet support this type of policy on ${TEST_BRAND.label}`,
  );
  expect(warning).toHaveTextContent(
    `Please phone us on ${HOME_POLICY_PHONE_NUMBER} if you need to speak about your policy.`,
  );
  expect(navigate).not.toHaveBeenCalled();
  await user.click(within(warning).getByRole('button', { name: 'Close the warning' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('old policies wait behind Show N old policies, and hide again', async () => {
  const { user } = setUp([CAR, OLD, { ...OLD, id: 106, label: 'Ford Ka' }]);

  await user.click(await screen.findByRole('button', { name: 'Show 2 old policies' }));

  expect(screen.getByRole('link', { name: /Vauxhall Corsa/ })).toHaveAttribute(
    'href',
    '/policies/103',
  );
  expect(screen.getByRole('link', { name: /Ford Ka/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Hide 2 old policies' }));
  expect(screen.queryByText('Vauxhall Corsa')).toBeNull();
});

test('with no policies at all it says so under a heading of the page, and offers the number', async () => {
  setUp([]);

  expect(
    await screen.findByRole('heading', { level: 2, name: 'No policies found' }),
  ).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.noPolicies)).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: `Phone us on ${TEST_BRAND.contactNumber}` }),
  ).toHaveAttribute('href', 'tel:03069990123');
  expect(screen.queryByText(MESSAGES.noActivePolicies)).toBeNull();
});

test('with only old policies it points below to them', async () => {
  setUp([OLD]);

  expect(
    await screen.findByRole('heading', { level: 2, name: 'No active policies' }),
  ).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.noActivePolicies)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show 1 old policy' })).toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.noPolicies)).toBeNull();
});

test('one active policy beside old ones is no reason for the no-active message', async () => {
  setUp([CAR, OLD]);

  await screen.findByRole('link', { name: /Mazda MX-5/ });
  expect(screen.queryByText(MESSAGES.noActivePolicies)).toBeNull();
});

test('skeletons show while the policies load', async () => {
  const answer = deferred<Policy[]>();
  setUp(() => answer.promise);

  expect(screen.getByRole('status', { name: 'Loading your policies' })).toBeInTheDocument();
  answer.resolve([CAR]);
  expect(await screen.findByRole('link', { name: /Mazda MX-5/ })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading your policies' })).toBeNull();
});

test('policies that fail to load show the error with Retry, which loads them again', async () => {
  let calls = 0;
  const { user, network } = setUp(() => (++calls === 1 ? reply.error(500, {}) : [CAR]));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your policies could not be loaded');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('link', { name: /Mazda MX-5/ })).toBeInTheDocument();
  expect(network.callsTo(endpoints.getPolicies)).toHaveLength(2);
});

test('a visitor who is not signed in gets a Login link back to this page', () => {
  const { network } = setUp([CAR], { signedIn: false });

  expect(screen.getByText(MESSAGES.notLoggedIn)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login?target=%2Fpolicies',
  );
  expect(network.requests).toEqual([]);
});
