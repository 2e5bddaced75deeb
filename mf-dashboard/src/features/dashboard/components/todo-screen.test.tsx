// @vitest-environment jsdom
import { endpoints } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  TEST_VEHICLE,
  testPolicy,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { alert } from './test-dashboard';
import { TodoScreen } from './todo-screen';

// The to-do list at /todo (portal.md §2 "To-do list"): the alerts of the to-do slot, each with
// its resolve button, dismissable; 'Go to dashboard'.

const TODO = [
  alert({
    id: 'alert:11',
    slot: 'todo',
    label: 'We need 2 documents from you.',
    button: 'Send documents',
    route: 'outstanding-actions',
    type: 'policy_document_required',
  }),
  alert({
    id: 'alert:12',
    slot: 'todo',
    label: 'Our phone lines close at 2pm.',
    value: null,
    button: 'Contact us',
    route: 'contact',
    type: 'announcement',
  }),
  alert({ id: 'alert:13', slot: 'dashboard', label: 'Only on the dashboard' }),
];

function setUp() {
  return renderWithPortal(<TodoScreen title="To-do list" />, {
    network: createFakeNetwork().on(endpoints.getAlerts, TODO),
    signedIn: true,
  });
}

beforeEach(() => localStorage.clear());

test('the to-do items show with their resolve buttons; dashboard alerts do not', async () => {
  setUp();

  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
    'Send documents',
    'Contact us',
  ]);
  expect(within(items[0]!).getByRole('link')).toHaveAttribute(
    'href',
    '/policies/101/outstanding-actions',
  );
  expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/contact');
  expect(screen.queryByText('Only on the dashboard')).toBeNull();
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
});

test("'Agree a value' opens the agreed-value form of the vehicle still to do", async () => {
  renderWithPortal(<TodoScreen title="To-do list" />, {
    network: createFakeNetwork()
      .on(endpoints.getAlerts, [
        alert({
          id: 'alert:14',
          slot: 'todo',
          label: 'Please tell us the agreed value of your Mazda MX-5.',
          button: 'Agree a value',
          route: 'avp',
          type: 'avp',
        }),
      ])
      .on(endpoints.getPolicies, [
        testPolicy({ vehicles: [{ ...TEST_VEHICLE, ID: 2011, avp_required: true }] }),
      ]),
    signedIn: true,
  });

  // The policy summary until the policies are known (they are, from sign-in, in the portal).
  const link = await screen.findByRole('link', { name: 'Agree a value' });
  await waitFor(() => expect(link).toHaveAttribute('href', '/policies/101/avp/2011'));
});

test('a dismissed item goes, and stays gone when the list is shown again', async () => {
  const { user, unmount } = setUp();

  await user.click(
    await screen.findByRole('button', { name: 'Dismiss: We need 2 documents from you.' }),
  );
  expect(screen.queryByText('We need 2 documents from you.')).toBeNull();
  unmount();

  setUp();
  expect(await screen.findByText('Our phone lines close at 2pm.')).toBeInTheDocument();
  expect(screen.queryByText('We need 2 documents from you.')).toBeNull();
});

test('with everything dismissed it says there is nothing to do', async () => {
  const { user } = setUp();

  await user.click(
    await screen.findByRole('button', { name: 'Dismiss: We need 2 documents from you.' }),
  );
  await user.click(screen.getByRole('button', { name: 'Dismiss: Our phone lines close at 2pm.' }));

  expect(screen.getByText('You have nothing to do. All done!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
});

test('an empty to-do list says all done, with its next step; the art is hidden', async () => {
  renderWithPortal(<TodoScreen title="To-do list" />, {
    network: createFakeNetwork().on(endpoints.getAlerts, [alert({ slot: 'dashboard' })]),
    signedIn: true,
  });

  const heading = await screen.findByRole('heading', {
    level: 2,
    name: 'You have nothing to do. All done!',
  });
  // One way on, not two: the empty list's next step is the dashboard.
  expect(screen.getAllByRole('link', { name: 'Go to dashboard' })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
  const art = heading.parentElement?.querySelector('svg');
  expect(art).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('img')).toBeNull();
});

test("each item shows its type's icon, hidden, and keeps its words and names", async () => {
  setUp();

  const items = await screen.findAllByRole('listitem');
  for (const item of items) {
    const icon = item.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  }
  expect(within(items[0]!).getByText('We need 2 documents from you.')).toBeInTheDocument();
  expect(within(items[0]!).getByRole('link')).toHaveAccessibleName('Send documents');
  expect(
    within(items[0]!).getByRole('button', { name: 'Dismiss: We need 2 documents from you.' }),
  ).toBeInTheDocument();
});
