// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { reply, setScreenWidth, testPolicy } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { CAR, FLEET, FOCUS, SENT, VAN } from './test-vehicle';
import {
  answerTheRest,
  enter,
  field,
  form,
  search,
  send,
  setUp,
  startingWith,
} from './test-vehicle-form';

// Adding a vehicle (policy-changes.md §2 add-vehicle, §5, §6, §7 POST /policies/{id}/vehicle,
// §8): found by registration, sent whole for review, back to the policy summary; a refusal
// keeps every answer; a policy that cannot take a vehicle shows no form.

beforeEach(() => setScreenWidth(375));

const ADD = 'Add a vehicle';

async function addTheFocus(user: ReturnType<typeof setUp>['user'], car = true) {
  await search(user, 'ab12 cde');
  await screen.findByRole('group', { name: `Is this a ${FOCUS.label}?` });
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await enter(user, 'Annual mileage', '9,000');
  await enter(user, 'Estimated value', '6500');
  await answerTheRest(user, { car });
}

test('a found vehicle is sent whole for review, then the policy summary shows', async () => {
  const { user, network, navigate, notify, portal } = setUp();
  const heldWhenLeaving: boolean[] = [];
  navigate.mockImplementation(() => {
    heldWhenLeaving.push(portal.confirmLeave.isHeld());
  });
  await form(ADD);
  expect(portal.confirmLeave.isHeld()).toBe(false);
  await addTheFocus(user);
  expect(portal.confirmLeave.isHeld()).toBe(true);

  await send(user);

  await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/policies/${FLEET.id}`));
  expect(notify).toHaveBeenCalledWith({ message: SENT, kind: 'success' });
  expect(heldWhenLeaving).toEqual([false]);
  const [lookup, sent, ...more] = network.sent();
  expect(lookup?.endpoint).toBe(endpoints.lookupRegistration);
  expect(more).toEqual([]);
  expect(sent?.endpoint).toBe(endpoints.addVehicle);
  expect(sent?.params).toEqual({ id: String(FLEET.id) });
  expect(sent?.headers['idempotency-key']).toMatch(/\S{16,}/);
  expect(sent?.body).toEqual({
    vehicle: {
      make: 'Ford',
      model: 'Focus',
      engine: '999cc',
      transmission: 'Manual',
      year: 2012,
      has_reg_number: true,
      registration: 'AB12CDE',
    },
    meta: {
      mileage: 9000,
      mileage_unit: 'miles',
      is_imported: false,
      is_modified: false,
      been_written_off: 'no',
      est_value: 6500,
      is_kit_car: false,
      is_left_hand_drive: false,
    },
    policy: { stored_during_night: 'Driveway', vehicle_usage: 'Social, domestic and commuting' },
    is_registered_keeper: true,
  });
}, 60_000);

test('a refusal shows under its fields, opens the found fields and keeps every answer', async () => {
  const engine = 'The engine size does not match this make and model.';
  // A van: fewer questions to answer before the server is asked.
  const { user, navigate } = setUp({
    policy: VAN,
    add: reply.invalid({
      'vehicle.registration': [MESSAGES.registrationInUse],
      'vehicle.engine': [engine],
      'vehicle.security_features.0': [MESSAGES.securityFeaturesProblem],
    }),
  });
  await form(ADD);
  await addTheFocus(user, false);
  expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();

  await send(user);

  await waitFor(() =>
    expect(field('Registration number')).toHaveAccessibleDescription(
      startingWith(MESSAGES.registrationInUse),
    ),
  );
  expect(field(/^Engine size/)).toHaveAccessibleDescription(startingWith(engine));
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('Ford');
  expect(field('Annual mileage')).toHaveValue('9000');
  expect(field('Estimated value')).toHaveValue('6,500');
  expect(screen.getByRole('combobox', { name: /^Security features/ })).toHaveAccessibleDescription(
    startingWith(MESSAGES.securityFeaturesProblem),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(/3 problems/);
  expect(navigate).not.toHaveBeenCalled();
}, 60_000);

test('a policy for one vehicle only, or one that cannot be changed, shows no form', async () => {
  const single = setUp({ policy: CAR });
  expect(await screen.findByText(MESSAGES.singleVehiclePolicy)).toBeVisible();
  expect(screen.queryByRole('form')).toBeNull();
  single.unmount();

  setUp({ policy: testPolicy({ flags: { multiple_vehicles: true, read_only: true } }) });
  expect(await screen.findByText('This policy cannot be changed online.')).toBeVisible();
  expect(screen.getByRole('link', { name: '0306 999 0123' })).toBeVisible();
  expect(screen.queryByRole('form')).toBeNull();
});

test('an address that names no policy asks nothing and is not found', async () => {
  const { network } = setUp({ policyId: 'abc' });

  expect(await screen.findByText('This policy could not be found')).toBeVisible();
  expect(network.requests).toEqual([]);
});
