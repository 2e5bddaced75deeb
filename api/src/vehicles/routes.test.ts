import { expect, test } from 'vitest';
import { MESSAGES, provideVehicleField, vehicleYearRange } from '@portal/contract';
import { changeRequestsOf } from '../changes/store';
import { savePolicy } from '../policies/store';
import { brandRef } from '../seed/brands';
import { ADDRESSES, motorPolicy, vehicle } from '../seed/policies/builders';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';
import { newSubmission } from '../test/idempotency-key';
import { todayOf } from '../today';

const api = await createTestApi();
const { db } = api.context;
const today = todayOf(api.clock.now());
const year = Number(today.slice(0, 4));
const tokens = {
  car: await api.signIn('car.driver'),
  van: await api.signIn('van.fleet'),
  bike: await api.signIn('bike.rider'),
};

function call(method: 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) {
  const headers = { ...newSubmission(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

const documentOf = async (policyId: number) =>
  (await db.get<{ document: string }>('SELECT document FROM policies WHERE id = ?', [policyId]))
    ?.document;

// A van for van.fleet's any-driver, multiple-vehicle policy.
const VAN = {
  vehicle: {
    make: 'Mercedes-Benz',
    model: 'Sprinter',
    engine: '2143cc',
    transmission: 'Manual',
    year: 2021,
    has_reg_number: true,
    registration: 'kx71 pzd',
    security_features: ['Deadlocks'],
  },
  meta: {
    mileage: 12000,
    is_imported: false,
    is_modified: false,
    been_written_off: 'no',
    est_value: 32000,
  },
  policy: { stored_during_night: 'Locked Building' },
  is_registered_keeper: true,
};

function van(changes: { vehicle?: object; meta?: object }) {
  return {
    ...VAN,
    vehicle: { ...VAN.vehicle, ...changes.vehicle },
    meta: { ...VAN.meta, ...changes.meta },
  };
}

// car.driver's car policy asks car questions too (policy-changes.md §5).
const CAR = {
  ...VAN,
  vehicle: {
    ...VAN.vehicle,
    make: 'Volkswagen',
    model: 'Golf',
    engine: '1498cc',
    registration: 'LD19 XRT',
  },
  meta: { ...VAN.meta, is_kit_car: false, is_left_hand_drive: false },
  policy: { stored_during_night: 'Garage' },
  change_type: 'replacement',
};

test('adding a vehicle is sent for review whole, and the policy does not change', async () => {
  const before = await documentOf(POLICY_IDS.van);
  const response = await call('POST', `/policies/${POLICY_IDS.van}/vehicle`, tokens.van, VAN);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(MESSAGES.sentForReview);
  const change = (await changeRequestsOf(db, POLICY_IDS.van)).at(-1);
  expect(change).toMatchObject({ type: 'vehicle.add', status: 'pending' });
  expect(change?.payload).toEqual({
    body: {
      ...VAN,
      vehicle: { ...VAN.vehicle, registration: 'KX71PZD' },
      meta: { ...VAN.meta, mileage_unit: 'miles' },
    },
  });
  expect(await documentOf(POLICY_IDS.van)).toBe(before);
});

test('a single-vehicle policy answers 403 to adding or removing a vehicle', async () => {
  const add = await call('POST', `/policies/${POLICY_IDS.car}/vehicle`, tokens.car, CAR);
  const remove = await call('DELETE', `/policies/${POLICY_IDS.car}/vehicle/2011`, tokens.car);

  for (const response of [add, remove]) {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.singleVehiclePolicy });
  }
});

test('the year may be this year, not next year', async () => {
  const url = `/policies/${POLICY_IDS.van}/vehicle`;
  const thisYear = await call(
    'POST',
    url,
    tokens.van,
    van({ vehicle: { year, registration: 'AB12 CDE' } }),
  );
  const nextYear = await call('POST', url, tokens.van, van({ vehicle: { year: year + 1 } }));

  expect(thisYear.statusCode).toBe(200);
  expect(nextYear.json().errors).toEqual({ 'vehicle.year': [vehicleYearRange(year)] });
});

test('the required vehicle fields are asked in the vehicle wording', async () => {
  const response = await call(
    'POST',
    `/policies/${POLICY_IDS.van}/vehicle`,
    tokens.van,
    van({ vehicle: { make: '' } }),
  );

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ 'vehicle.make': [provideVehicleField('make')] });
});

test("a registration already on one of the caller's vehicles is refused", async () => {
  const response = await call(
    'POST',
    `/policies/${POLICY_IDS.van}/vehicle`,
    tokens.van,
    van({ vehicle: { registration: 'mf70klr' } }),
  );

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ 'vehicle.registration': [MESSAGES.registrationInUse] });
});

test('replacing the vehicle of a single-vehicle policy is allowed, with the car questions', async () => {
  const url = `/policies/${POLICY_IDS.car}/vehicle/2011`;
  const replaced = await call('PATCH', url, tokens.car, CAR);
  const withoutKitCar = { ...CAR.meta, is_kit_car: undefined };
  const incomplete = await call('PATCH', url, tokens.car, { ...CAR, meta: withoutKitCar });

  expect(replaced.statusCode).toBe(200);
  expect((await changeRequestsOf(db, POLICY_IDS.car)).at(-1)).toMatchObject({
    type: 'vehicle.replacement',
    payload: {
      vehicle_id: 2011,
      body: { change_type: 'replacement', vehicle: { registration: 'LD19XRT' } },
    },
  });
  expect(incomplete.json().errors).toEqual({
    'meta.is_kit_car': [provideVehicleField('kit car status')],
  });
});

test('updating sends only the changed fields; keeping its own registration is fine', async () => {
  const url = `/policies/${POLICY_IDS.van}/vehicle/2063`;
  const body = {
    change_type: 'update',
    vehicle: { registration: 'MX22 HPD' },
    meta: { mileage: 9000 },
  };
  const own = await call('PATCH', url, tokens.van, body);
  const another = await call('PATCH', url, tokens.van, {
    ...body,
    vehicle: { registration: 'MA21 VFX' },
  });

  expect(own.statusCode).toBe(200);
  const change = (await changeRequestsOf(db, POLICY_IDS.van)).at(-1);
  expect(change?.type).toBe('vehicle.update');
  expect(change?.payload).toEqual({
    vehicle_id: 2063,
    body: { ...body, vehicle: { registration: 'MX22HPD' } },
  });
  expect(another.json().errors).toEqual({ 'vehicle.registration': [MESSAGES.registrationInUse] });
});

test('removing a vehicle of a multiple-vehicle policy is sent for review', async () => {
  const response = await call('DELETE', `/policies/${POLICY_IDS.van}/vehicle/2063`, tokens.van);

  expect(response.statusCode).toBe(200);
  expect((await changeRequestsOf(db, POLICY_IDS.van)).at(-1)).toMatchObject({
    type: 'vehicle.remove',
    payload: { vehicle_id: 2063 },
  });
});

test('the last vehicle of a multiple-vehicle policy cannot be removed', async () => {
  const userId = Number(
    (await db.get<{ id: number }>(`SELECT id FROM users WHERE username = 'new.customer'`))?.id,
  );
  await savePolicy(
    db,
    userId,
    motorPolicy({
      id: 901,
      label: 'Fleet of one',
      value: 'van',
      icon: 'van',
      reference: 'NWM-VAN-990001',
      flags: { multiple_vehicles: true },
      address: ADDRESSES.okafor,
      summary: {
        cover: 'Comprehensive',
        start_date: today,
        renewal_date: null,
        renewal_date_text: null,
        insurer: 'Pennine Commercial Insurance Ltd',
      },
      vehicles: [
        vehicle({
          ID: 9011,
          make: 'Ford',
          model: 'Transit',
          engine: '1995cc',
          year: 2019,
          transmission: 'Manual',
          registration: 'MA19 TRN',
          annual_mileage: 9000,
          stored_during_night: 'Driveway',
        }),
      ],
      portal: brandRef('northway'),
    }),
    api.clock.now(),
  );

  const response = await call(
    'DELETE',
    '/policies/901/vehicle/9011',
    await api.signIn('new.customer'),
  );

  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: MESSAGES.lastVehicleNotRemovable });
});

test('a vehicle that is not on the policy answers 404', async () => {
  for (const vehicleId of [9999, 2011, 'abc']) {
    const url = `/policies/${POLICY_IDS.van}/vehicle/${vehicleId}`;
    expect((await call('PATCH', url, tokens.van, { change_type: 'update' })).statusCode).toBe(404);
    expect((await call('DELETE', url, tokens.van)).statusCode).toBe(404);
  }
});

test('every vehicle call on a read-only policy answers 403', async () => {
  const policy = POLICY_IDS.bikeReadOnly;
  const responses = [
    await call('POST', `/policies/${policy}/vehicle`, tokens.bike, VAN),
    await call('PATCH', `/policies/${policy}/vehicle/2081`, tokens.bike, { change_type: 'update' }),
    await call('DELETE', `/policies/${policy}/vehicle/2081`, tokens.bike),
  ];
  for (const response of responses) {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.policyReadOnly });
  }
});

test("another user's policy answers 404 and no token 401 to every vehicle call", async () => {
  const policy = POLICY_IDS.van;
  const requests = [
    ['POST', `/policies/${policy}/vehicle`, VAN],
    ['PATCH', `/policies/${policy}/vehicle/2061`, { change_type: 'update' }],
    ['DELETE', `/policies/${policy}/vehicle/2061`, undefined],
  ] as const;
  for (const [method, url, payload] of requests) {
    expect((await call(method, url, tokens.car, payload)).statusCode).toBe(404);
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  }
});
