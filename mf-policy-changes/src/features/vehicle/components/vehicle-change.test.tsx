// @vitest-environment jsdom
import { endpoints, MESSAGES, provideVehicleField } from '@portal/contract';
import { setScreenWidth } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { AGREED, CAR, FOCUS, SENT } from './test-vehicle';
import {
  answerTheRest,
  choose,
  enter,
  field,
  form,
  search,
  send,
  setUp,
  startingWith,
} from './test-vehicle-form';

// Updating and replacing a vehicle (policy-changes.md §2 update-vehicle and replace-vehicle, §4
// 'Vehicle change types' and 'Vehicle finder', §5, §7 PATCH /policies/{id}/vehicle/{vehicleId}):
// an update sends what changed, a replacement the whole vehicle, each with its change_type.

beforeEach(() => setScreenWidth(375));

const UPDATE = 'Update a vehicle';
const MAZDA = 'Mazda MX-5 (AB19 CDE)';
const CHOICE = `Has the ${MAZDA} only changed its registration, or is it being replaced by this vehicle?`;

function changes(network: ReturnType<typeof setUp>['network']) {
  return network.callsTo(endpoints.changeVehicle);
}

async function findAndChoose(user: ReturnType<typeof setUp>['user'], choice: string) {
  await screen.findByRole('group', { name: /^Is this a/ });
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await screen.findByRole('group', { name: CHOICE });
  await user.click(screen.getByRole('button', { name: choice }));
}

test('an update starts from the vehicle as it is; unchanged, it says so and sends nothing', async () => {
  const { user, network } = setUp({ mode: 'update', policy: CAR });
  await form(UPDATE);

  expect(
    screen.getByText(`Please change any details of the ${MAZDA} that are not right.`),
  ).toBeVisible();
  expect(screen.getByText('Mazda MX-5, 2019, 2.0, Manual')).toBeVisible();
  expect(field('Registration number')).toHaveValue('AB19 CDE');
  expect(field('Annual mileage')).toHaveValue('8000');
  expect(field('Estimated value')).toHaveValue('14,500');
  expect(field(/^Modifications/)).toHaveValue('Alloy wheels');
  expect(field(/^Date of purchase/)).toHaveValue('01/03/2021');

  await send(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noChanges);
  expect(network.sent()).toEqual([]);
});

test('an update sends only what changed, with its type, and returns to the summary', async () => {
  const { user, network, navigate, notify } = setUp({ mode: 'update', policy: CAR });
  await form(UPDATE);

  await enter(user, 'Annual mileage', '9500');
  await choose(user, 'Has the vehicle been modified?', 'No');
  await send(user);

  await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/policies/${CAR.id}`));
  expect(notify).toHaveBeenCalledWith({ message: SENT, kind: 'success' });
  const [sent] = changes(network);
  expect(sent?.params).toEqual({ id: String(CAR.id), vehicleId: '2011' });
  expect(sent?.headers['idempotency-key']).toMatch(/\S{16,}/);
  expect(sent?.body).toEqual({
    change_type: 'update',
    meta: { mileage: 9500, is_modified: false, modifications: '' },
  });
});

test('a new registration for the vehicle is sent as an update of the registration only', async () => {
  const { user, network } = setUp({ mode: 'update', policy: CAR });
  await form(UPDATE);

  await search(user, 'bk21 xrt');
  await findAndChoose(user, 'Update the registration only');

  expect(screen.getByRole('status')).toHaveTextContent('The registration BK21XRT is filled in.');
  expect(screen.getByText('Mazda MX-5, 2019, 2.0, Manual')).toBeVisible();
  await send(user);

  await waitFor(() => expect(changes(network)).toHaveLength(1));
  expect(changes(network)[0]?.body).toEqual({
    change_type: 'update',
    vehicle: { registration: 'BK21XRT' },
  });
});

test('another vehicle in its place makes the update a replacement, which asks everything', async () => {
  const { user, network } = setUp({ mode: 'update', policy: CAR });
  await form(UPDATE);

  await search(user, 'bk21 xrt');
  await findAndChoose(user, 'Replace the whole vehicle');

  expect(
    screen.getByText(`The ${MAZDA} will be replaced by the vehicle you enter below.`),
  ).toBeVisible();
  expect(screen.getByText('Toyota Yaris, 2021, 1490cc, Automatic')).toBeVisible();
  expect(field('Annual mileage')).toHaveValue('');
  await send(user);
  expect(
    screen.getByRole('combobox', { name: 'Is the vehicle imported?' }),
  ).toHaveAccessibleDescription(startingWith(provideVehicleField('import status')));
  expect(network.sent().map((request) => request.endpoint)).toEqual([endpoints.lookupRegistration]);
});

test('the replace route sends the whole new vehicle as a replacement', async () => {
  const { user, network } = setUp({ mode: 'replace', policy: CAR });
  await form('Replace a vehicle');
  expect(
    screen.getByText(`The ${MAZDA} will be replaced by the vehicle you enter below.`),
  ).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('');

  await search(user, 'ab12 cde');
  await findAndChoose(user, 'Replace the whole vehicle');
  await answerTheRest(user);
  await send(user);

  await waitFor(() => expect(changes(network)).toHaveLength(1));
  expect(changes(network)[0]?.body).toMatchObject({
    change_type: 'replacement',
    vehicle: { make: FOCUS.make, model: FOCUS.model, registration: FOCUS.registration },
    meta: { is_imported: false, is_kit_car: false, mileage_unit: 'miles' },
    policy: { stored_during_night: 'Driveway' },
    is_registered_keeper: true,
  });
}, 60_000);

test('on the replace route, Yes to the found vehicle replaces it whole, with no other answer needed', async () => {
  const { user, network } = setUp({ mode: 'replace', policy: CAR });
  await form('Replace a vehicle');

  await search(user, 'ab12 cde');
  await screen.findByRole('group', { name: /^Is this a/ });
  await user.click(screen.getByRole('button', { name: 'Yes' }));

  // §4: the question is still asked, with the replacement the route is for already chosen.
  await screen.findByRole('group', { name: CHOICE });
  expect(screen.getByRole('button', { name: 'Replace the whole vehicle' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('button', { name: 'Update the registration only' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    `The details of the ${FOCUS.label} are filled in.`,
  );
  expect(screen.getByText('Ford Focus, 2012, 999cc, Manual')).toBeVisible();
  await answerTheRest(user);
  await send(user);

  await waitFor(() => expect(changes(network)).toHaveLength(1));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText(/problems? below/)).toBeNull();
  expect(changes(network)[0]?.body).toMatchObject({
    change_type: 'replacement',
    vehicle: {
      make: FOCUS.make,
      model: FOCUS.model,
      engine: FOCUS.engine,
      transmission: FOCUS.transmission,
      year: FOCUS.year,
      has_reg_number: true,
      registration: FOCUS.registration,
    },
    is_registered_keeper: true,
  });
}, 60_000);

test('a vehicle with an agreed value is not asked its value, keeper or owner', async () => {
  const { user } = setUp({ mode: 'update', policy: AGREED });
  await form(UPDATE);

  expect(screen.queryByRole('textbox', { name: 'Estimated value' })).toBeNull();
  await choose(user, 'Are you the registered keeper of the vehicle?', 'No');
  expect(screen.queryByRole('combobox', { name: 'Who is the registered keeper?' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Who is the legal owner?' })).toBeNull();
});

test('a vehicle that is not on the policy, or an id that is none, is not found', async () => {
  const missing = setUp({ mode: 'update', policy: CAR, vehicleId: '999' });
  expect(await screen.findByText('This vehicle could not be found')).toBeVisible();
  missing.unmount();

  const { network } = setUp({ mode: 'replace', policy: CAR, vehicleId: 'abc' });
  expect(await screen.findByText('This vehicle could not be found')).toBeVisible();
  expect(network.requests).toEqual([]);
});
