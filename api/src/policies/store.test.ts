import { expect, test } from 'vitest';
import { heldElsewhereMessage, type Policy, MESSAGES } from '@portal/contract';
import type { AuthUser } from '../auth/auth-user';
import { HttpError } from '../http/http-error';
import { POLICY_IDS } from '../seed/policies/references';
import { answerPolicies } from '../standing/standing';
import { createTestApi } from '../test/create-test-api';
import { addDays, todayOf } from '../today';
import {
  modifiablePolicy,
  ownedPolicy,
  policyView,
  requireMultipleVehicles,
  savePolicy,
} from './store';

const api = await createTestApi();
const { db } = api.context;
const today = todayOf(api.clock.now());

async function user(username: string, portal = 'northway'): Promise<AuthUser> {
  const row = await db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', [username]);
  return { id: Number(row?.id), username, firstName: '', portal };
}

/** The policies as the brand `portal` answers them on `on`, their standing applied. */
async function seen(username: string, portal = 'northway', on = today): Promise<Policy[]> {
  return answerPolicies(db, (await user(username)).id, { portal, today: on });
}

async function failure(
  run: () => unknown,
): Promise<{ status: number; message: string } | undefined> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  return undefined;
}

test('car.driver holds the car, home, expired, recently expired and other-brand policies', async () => {
  const [car, home, expired, recent, otherBrand] = await seen('car.driver');

  expect(car).toMatchObject({
    value: 'car',
    can_modify: true,
    correct_portal: true,
    direct_debit: true,
    payments_available: true,
    refunds_available: true,
    renewal_available: true,
    required_item_count: 2,
    flags: {
      credit_agreement_required: true,
      documents_required: true,
      multiple_vehicles: false,
      recently_expired: false,
    },
    person_labels: { single: 'driver', plural_cap: 'Drivers' },
  });
  expect(car?.vehicles.map((vehicle) => vehicle.avp_required)).toEqual([true]);
  expect(car?.drivers.map((driver) => driver.usage.main_user)).toEqual([true, false]);
  expect(home).toMatchObject({ value: 'home', is_supported: false, can_modify: false });
  expect(expired).toMatchObject({ hidden: true, can_modify: false });
  expect(recent).toMatchObject({
    hidden: false,
    flags: { read_only: true, recently_expired: true },
  });
  // Managed at its own brand: read-only from this one.
  expect(otherBrand).toMatchObject({
    correct_portal: false,
    can_modify: false,
    portal: { id: 'ridgeline', label: 'Ridgeline Bike Insurance' },
  });
});

test('van.fleet has an any-driver van policy with three vans, one agreed value done', async () => {
  const [van, ...others] = await seen('van.fleet');

  expect(others).toEqual([]);
  expect(van?.flags).toMatchObject({ any_driver: true, multiple_vehicles: true });
  expect(
    van?.vehicles.map((vehicle) => [
      vehicle.registration,
      vehicle.avp_required,
      vehicle.avp_completed,
    ]),
  ).toEqual([
    ['MA21 VFX', true, false],
    ['MF70 KLR', true, true],
    ['MX22 HPD', false, false],
  ]);
});

test('bike.rider has a bike policy with riders and a read-only one, at Ridgeline', async () => {
  const [bike, readOnly] = await seen('bike.rider', 'ridgeline');

  expect(bike).toMatchObject({
    can_modify: true,
    correct_portal: true,
    person_labels: { single: 'rider', plural_cap: 'Riders' },
  });
  expect(readOnly).toMatchObject({
    can_modify: false,
    flags: { read_only: true, recently_expired: false },
  });
});

test('new.customer and agreements.pending hold no policies', async () => {
  expect(await seen('new.customer')).toEqual([]);
  expect(await seen('agreements.pending')).toEqual([]);
});

test('a year on, the recently expired policy is still read-only and expired', async () => {
  const recent = (await seen('car.driver', 'northway', addDays(today, 365)))[3];

  expect(recent?.flags).toMatchObject({ read_only: true, recently_expired: true });
});

test('another user asking for a policy gets 404, as for one that does not exist', async () => {
  const notFound = { status: 404, message: MESSAGES.notFound };
  const driver = await user('car.driver');
  const fleet = await user('van.fleet');

  expect((await ownedPolicy(db, driver, String(POLICY_IDS.car))).id).toBe(POLICY_IDS.car);
  expect(await failure(() => ownedPolicy(db, fleet, String(POLICY_IDS.car)))).toEqual(notFound);
  for (const id of ['999999', '0', '-1', '101abc', '1e2', '']) {
    expect(await failure(() => ownedPolicy(db, driver, id)), id).toEqual(notFound);
  }
  expect(await failure(() => ownedPolicy(db, null, POLICY_IDS.car))).toEqual(notFound);
});

test('a change to a read-only, unsupported or expired policy is a 403 with a message', async () => {
  const readOnly = { status: 403, message: MESSAGES.policyReadOnly };
  const driver = await user('car.driver');

  expect((await modifiablePolicy(db, driver, POLICY_IDS.car, today)).policy.can_modify).toBe(true);
  for (const id of [POLICY_IDS.home, POLICY_IDS.expired, POLICY_IDS.recentlyExpired]) {
    expect(await failure(() => modifiablePolicy(db, driver, id, today)), String(id)).toEqual(
      readOnly,
    );
  }
  const rider = await user('bike.rider', 'ridgeline');
  expect(await failure(() => modifiablePolicy(db, rider, POLICY_IDS.bikeReadOnly, today))).toEqual(
    readOnly,
  );
});

test('a policy held at another brand is changed there, not through this one: 403 naming it', async () => {
  const heldAt = {
    status: 403,
    message: 'This policy is held at Ridgeline Bike Insurance. ' + MESSAGES.policyHeldElsewhere,
  };
  const driver = await user('car.driver');

  expect(await failure(() => modifiablePolicy(db, driver, POLICY_IDS.otherBrand, today))).toEqual(
    heldAt,
  );
  expect(heldElsewhereMessage({ portal: { label: 'Ridgeline Bike Insurance' } })).toBe(
    heldAt.message,
  );
  const atRidgeline = await user('car.driver', 'ridgeline');
  expect(
    (await modifiablePolicy(db, atRidgeline, POLICY_IDS.otherBrand, today)).policy.can_modify,
  ).toBe(true);
});

test('adding or removing a vehicle needs multiple_vehicles', async () => {
  const { policy: car } = await modifiablePolicy(
    db,
    await user('car.driver'),
    POLICY_IDS.car,
    today,
  );
  const { policy: van } = await modifiablePolicy(
    db,
    await user('van.fleet'),
    POLICY_IDS.van,
    today,
  );

  expect(await failure(() => requireMultipleVehicles(car))).toEqual({
    status: 403,
    message: MESSAGES.singleVehiclePolicy,
  });
  expect(await failure(() => requireMultipleVehicles(van))).toBeUndefined();
});

test('a document outside StoredPolicySchema is never saved', async () => {
  const driver = await user('car.driver');
  const { stored } = await ownedPolicy(db, driver, POLICY_IDS.car);

  await expect(
    savePolicy(db, driver.id, { ...stored, id: 'x' }, api.clock.now()),
  ).rejects.toThrow();
  await expect(
    savePolicy(db, driver.id, { ...stored, label: 'Renamed' }, api.clock.now()),
  ).resolves.toBeDefined();
  expect((await ownedPolicy(db, driver, POLICY_IDS.car)).stored.label).toBe('Renamed');
});

test('a policy view is derived once per brand and day, and again after the document changes', async () => {
  const driver = await user('car.driver');
  const context = { portal: 'northway', today };
  const first = policyView(await ownedPolicy(db, driver, POLICY_IDS.car), context);

  expect(policyView(await ownedPolicy(db, driver, POLICY_IDS.car), context)).toBe(first);
  expect(
    policyView(await ownedPolicy(db, driver, POLICY_IDS.car), { ...context, portal: 'ridgeline' }),
  ).toMatchObject({
    correct_portal: false,
  });

  const { stored } = await ownedPolicy(db, driver, POLICY_IDS.car);
  await savePolicy(db, driver.id, { ...stored, label: 'Changed' }, api.clock.now());
  expect(policyView(await ownedPolicy(db, driver, POLICY_IDS.car), context).label).toBe('Changed');
});
