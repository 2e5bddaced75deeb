// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  reply,
  setScreenWidth,
  TEST_DRIVER,
  TEST_VEHICLE,
  testPolicy,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { ChangeScreen } from './change-screen';
import { MULTIPLE_VEHICLES_HELP } from './vehicles-section';
import { SECOND_DRIVER, SECOND_VEHICLE, showChangeScreen } from './test-change';

// The 'Make a change' screen (policy-changes.md §2 'Make-a-change screen', §4 'Removal', §6, §8):
// what it shows of the policy, which change it offers for which flags, and the removals.

beforeEach(() => setScreenWidth(375));

const MULTIPLE = { flags: { multiple_vehicles: true }, vehicles: [TEST_VEHICLE, SECOND_VEHICLE] };

async function section(name: string) {
  return screen.findByRole('region', { name });
}

/** The value shown for `label` in a card's list. */
function valueOf(container: HTMLElement, label: string, at = 0) {
  return within(container).getAllByText(label, { selector: 'dt' })[at]?.nextElementSibling;
}

test("while the policy loads it says 'Fetching policy details.'", () => {
  const network = createFakeNetwork().on(endpoints.getPolicy, () => new Promise<never>(() => {}));
  renderWithPortal(<ChangeScreen title="Make a change" />, {
    network,
    signedIn: true,
    path: '/policies/101/change',
    route: '/policies/:policyId/change',
  });

  expect(screen.getByRole('heading', { level: 1, name: 'Make a change' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.fetchingPolicy);
});

test('the policy section has the cover summary, the address without blank lines and Update address', async () => {
  showChangeScreen({
    address: {
      line_one: '14 Elm Grove',
      line_two: '  ',
      line_three: null,
      town: 'Leeds',
      county: '',
      postcode: 'LS6 2AB',
    },
  });

  const policy = await section('Your policy');
  expect(valueOf(policy, 'Address')).toHaveTextContent(/^14 Elm Grove, Leeds, LS6 2AB$/);
  expect(valueOf(policy, 'Policy reference')).toHaveTextContent('NWM-CAR-204815');
  expect(valueOf(policy, 'Cover type')).toHaveTextContent('Comprehensive');
  expect(valueOf(policy, 'Insurer')).toHaveTextContent('Northway Underwriting');
  expect(valueOf(policy, 'Effective date')).toHaveTextContent('01/06/2025');
  expect(valueOf(policy, 'End date')).toHaveTextContent('01/06/2026');
  expect(within(policy).getByRole('link', { name: 'Update address' })).toHaveAttribute(
    'href',
    '/policies/101/change/details',
  );
});

test('each section is a region named by its h2', async () => {
  showChangeScreen();

  await section('Your policy');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Your policy',
    'Vehicle',
    'Drivers',
  ]);
});

test('one vehicle: a singular heading, no help, no Add vehicle and no Remove', async () => {
  showChangeScreen();

  const vehicles = await section('Vehicle');
  expect(within(vehicles).queryByRole('button', { name: 'Help with vehicles' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Add vehicle' })).toBeNull();
  expect(within(vehicles).queryByRole('button', { name: /^Remove/ })).toBeNull();
  expect(
    within(vehicles).getByRole('link', { name: 'Update the Mazda MX-5 (AB19 CDE)' }),
  ).toHaveAttribute('href', '/policies/101/vehicle/2011/update');
  expect(
    within(vehicles).getByRole('link', { name: 'Replace the Mazda MX-5 (AB19 CDE)' }),
  ).toHaveAttribute('href', '/policies/101/vehicle/2011/replace');
});

test('multiple vehicles: a plural heading with its help, Add vehicle and Remove on each', async () => {
  const { user } = showChangeScreen(MULTIPLE);

  const vehicles = await section('Vehicles');
  expect(screen.getByRole('link', { name: 'Add vehicle' })).toHaveAttribute(
    'href',
    '/policies/101/vehicle/add',
  );
  expect(
    within(vehicles)
      .getAllByRole('button', { name: /^Remove/ })
      .map((button) => button.textContent),
  ).toEqual(['Remove the Mazda MX-5 (AB19 CDE)', 'Remove the Ford Focus (CD20 EFG)']);

  const help = within(vehicles).getByRole('button', { name: 'Help with vehicles' });
  expect(screen.queryByText(MULTIPLE_VEHICLES_HELP)).toBeNull();
  await user.click(help);
  expect(await screen.findByText(MULTIPLE_VEHICLES_HELP)).toBeInTheDocument();
});

test("each vehicle's details: 'None' for no security features or modifications, else the list", async () => {
  showChangeScreen(MULTIPLE);

  const mazda = await screen.findByRole('article', { name: 'Mazda MX-5' });
  expect(valueOf(mazda, 'Registration')).toHaveTextContent('AB19 CDE');
  expect(valueOf(mazda, 'Annual mileage')).toHaveTextContent('8,000');
  expect(valueOf(mazda, 'Estimated value')).toHaveTextContent('£14,500.00');
  expect(valueOf(mazda, 'Security features')).toHaveTextContent(/^None$/);
  expect(valueOf(mazda, 'Modifications')).toHaveTextContent(/^None$/);
  expect(valueOf(mazda, 'Stored during the night')).toHaveTextContent('Garage');

  const ford = screen.getByRole('article', { name: 'Ford Focus' });
  expect(valueOf(ford, 'Agreed value')).toHaveTextContent('£9,000.00');
  expect(within(ford).queryByText('Estimated value')).toBeNull();
  expect(valueOf(ford, 'Security features')).toHaveTextContent(
    'Thatcham Category 1 alarm, Tracker',
  );
  expect(valueOf(ford, 'Modifications')).toHaveTextContent('Roof rack');
  expect(valueOf(ford, 'Stored during the night')).toHaveTextContent('Driveway');
});

test('modifications of blanks only read None', async () => {
  showChangeScreen({ vehicles: [{ ...TEST_VEHICLE, modifications: '   ' }] });

  const mazda = await screen.findByRole('article', { name: 'Mazda MX-5' });
  expect(valueOf(mazda, 'Modifications')).toHaveTextContent(/^None$/);
});

test('the insured people: Main on the main user only, the date of birth, usage, licence, jobs and counts', async () => {
  showChangeScreen({ drivers: [TEST_DRIVER, SECOND_DRIVER] });

  const drivers = await section('Drivers');
  const sarah = within(drivers).getByRole('article', { name: 'Sarah Mitchell' });
  const mark = within(drivers).getByRole('article', { name: 'Mark Mitchell' });
  expect(within(sarah).getByText('Main')).toBeInTheDocument();
  expect(within(mark).queryByText('Main')).toBeNull();
  expect(valueOf(sarah, 'Date of birth')).toHaveTextContent('12/04/1986');
  expect(valueOf(mark, 'Date of birth')).toHaveTextContent('03/11/1985');
  expect(valueOf(sarah, 'Vehicle usage')).toHaveTextContent('Social, domestic and commuting');
  expect(valueOf(sarah, 'Licence type')).toHaveTextContent('Full UK');
  expect(valueOf(sarah, 'Occupations')).toHaveTextContent(/^None$/);
  expect(valueOf(mark, 'Occupations')).toHaveTextContent('Accountant (Finance), Employed');
  expect(valueOf(sarah, 'Claims')).toHaveTextContent(/^1$/);
  expect(valueOf(mark, 'Claims')).toHaveTextContent(/^0$/);
  expect(valueOf(sarah, 'Convictions')).toHaveTextContent(/^0$/);
  expect(valueOf(sarah, 'Qualifications')).toHaveTextContent(/^0$/);

  expect(within(mark).getByRole('link', { name: 'Update Mark Mitchell' })).toHaveAttribute(
    'href',
    '/policies/101/person/502',
  );
  expect(within(mark).getByRole('button', { name: 'Remove Mark Mitchell' })).toBeInTheDocument();
  const addNew = within(drivers).getByRole('link', { name: 'Add new driver' });
  expect(addNew).toHaveAttribute('href', '/policies/101/person/add');
  expect(addNew).toHaveTextContent('Add new');
});

test('an any-driver policy has the info alert and no Main tag', async () => {
  showChangeScreen({ flags: { any_driver: true } });

  expect(await screen.findByText(MESSAGES.anyDriverPolicy)).toBeInTheDocument();
  expect(within(await section('Drivers')).queryByText('Main')).toBeNull();
});

test('a policy that is not any-driver has no any-driver alert', async () => {
  showChangeScreen();

  await section('Drivers');
  expect(screen.queryByText(MESSAGES.anyDriverPolicy)).toBeNull();
});

test('a bike policy lists riders and adds a rider', async () => {
  showChangeScreen({ value: 'bike', icon: 'bike' });

  const riders = await section('Riders');
  expect(within(riders).getByRole('link', { name: 'Add new rider' })).toBeInTheDocument();
});

test('removing a vehicle asks first; Cancel sends nothing', async () => {
  const { user, network } = showChangeScreen(MULTIPLE);

  await user.click(await screen.findByRole('button', { name: 'Remove the Ford Focus (CD20 EFG)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove vehicle' });
  expect(dialog).toHaveTextContent(
    'Are you sure you want to remove the Ford Focus from this policy?',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(network.sent()).toEqual([]);
});

test('a confirmed vehicle removal is sent once, with its key, then the summary and the message', async () => {
  const network = createFakeNetwork().on(endpoints.removeVehicle, MESSAGES.sentForReview);
  const { user, navigate, notify } = showChangeScreen(MULTIPLE, network);

  await user.click(await screen.findByRole('button', { name: 'Remove the Ford Focus (CD20 EFG)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove vehicle' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/policies/101'));
  const [call, ...more] = network.sent();
  expect(more).toEqual([]);
  expect(call).toMatchObject({ method: 'DELETE', params: { id: '101', vehicleId: '2012' } });
  expect(call?.headers['idempotency-key']).toBeTruthy();
  expect(notify).toHaveBeenCalledWith({ message: MESSAGES.sentForReview, kind: 'success' });
});

test('a confirmed person removal goes to the summary with the message', async () => {
  const network = createFakeNetwork().on(endpoints.removePerson, MESSAGES.sentForReview);
  const { user, navigate, notify } = showChangeScreen(
    { drivers: [TEST_DRIVER, SECOND_DRIVER] },
    network,
  );

  await user.click(await screen.findByRole('button', { name: 'Remove Mark Mitchell' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove driver' });
  expect(dialog).toHaveTextContent(
    'Are you sure you want to remove Mark Mitchell from this policy?',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/policies/101'));
  expect(network.callsTo(endpoints.removePerson)[0]?.params).toEqual({
    id: '101',
    personId: '502',
  });
  expect(network.callsTo(endpoints.removePerson)[0]?.headers['idempotency-key']).toBeTruthy();
  expect(notify).toHaveBeenCalledWith({ message: MESSAGES.sentForReview, kind: 'success' });
});

test('a refused removal shows its message at the top of the screen and stays', async () => {
  const refusal =
    "This driver is the policy's main driver and cannot be removed online. Please phone us.";
  const network = createFakeNetwork().on(endpoints.removePerson, reply.error(403, refusal));
  const { user, navigate, notify } = showChangeScreen(
    { drivers: [TEST_DRIVER, SECOND_DRIVER] },
    network,
  );

  await user.click(await screen.findByRole('button', { name: 'Remove Sarah Mitchell' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove driver' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

  const alert = await screen.findByText(refusal);
  const banner = alert.closest('[role="alert"]');
  expect(banner).not.toBeNull();
  // At the top: before the first section.
  expect(
    banner!.compareDocumentPosition(screen.getByRole('region', { name: 'Your policy' })) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  await waitFor(() => expect(banner).toHaveFocus());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(navigate).not.toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
});

test('a removal that fails without an answer shows the server error message', async () => {
  const network = createFakeNetwork().on(endpoints.removeVehicle, reply.raw(500, {}));
  const { user } = showChangeScreen(MULTIPLE, network);

  await user.click(await screen.findByRole('button', { name: 'Remove the Mazda MX-5 (AB19 CDE)' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Remove vehicle' })).getByRole('button', {
      name: 'Remove',
    }),
  );

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverError);
});

function expectNoChangeActions() {
  for (const name of ['Update address', 'Add vehicle', /^Add new/, /^Update/, /^Replace/]) {
    expect(screen.queryByRole('link', { name })).toBeNull();
  }
  expect(screen.queryByRole('button', { name: /^Remove|^Update the registration/ })).toBeNull();
}

test('a read-only policy shows its details, no change at all, why and the number to phone', async () => {
  showChangeScreen({ ...MULTIPLE, flags: { ...MULTIPLE.flags, read_only: true } });

  expect(await section('Vehicles')).toBeInTheDocument();
  expectNoChangeActions();
  expect(screen.getByText('This policy cannot be changed online.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '0306 999 0123' })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
});

test('a recently expired policy says it has expired', async () => {
  showChangeScreen({
    flags: { read_only: true },
    summary: {
      cover: 'Comprehensive',
      start_date: '2024-06-01',
      renewal_date: '2025-06-01',
      insurer: 'Northway Underwriting',
    },
  });

  expect(
    await screen.findByText(
      'This policy has expired. You can still see its details, but it cannot be changed online.',
    ),
  ).toBeInTheDocument();
  expectNoChangeActions();
});

test('an unsupported (home) policy offers no change and says it is not supported', async () => {
  showChangeScreen({
    value: 'home',
    icon: 'home',
    label: 'Home insurance',
    drivers: [],
    vehicles: [],
  });

  expect(
    await screen.findByText(
      'Sorry, we do not yet support this type of policy on Northway Motor Insurance',
    ),
  ).toBeInTheDocument();
  expectNoChangeActions();
  expect(screen.queryByRole('region', { name: /^Vehicle/ })).toBeNull();
  expect(screen.queryByRole('region', { name: 'People' })).toBeNull();
});

test('an address that names no policy says so, without asking the API', async () => {
  const { network } = renderWithPortal(<ChangeScreen title="Make a change" />, {
    network: createFakeNetwork(),
    signedIn: true,
    path: '/policies/abc/change',
    route: '/policies/:policyId/change',
  });

  expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
  expect(network.requests).toEqual([]);
});

test('a policy that cannot be loaded says why and can be tried again', async () => {
  let failures = 1;
  const network = createFakeNetwork().on(endpoints.getPolicy, () =>
    failures-- > 0 ? reply.raw(500, {}) : testPolicy(),
  );
  const { user } = renderWithPortal(<ChangeScreen title="Make a change" />, {
    network,
    signedIn: true,
    path: '/policies/101/change',
    route: '/policies/:policyId/change',
  });

  expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await section('Your policy')).toBeInTheDocument();
});
