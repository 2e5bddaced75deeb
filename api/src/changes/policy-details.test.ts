import { expect, test } from 'vitest';
import {
  MESSAGES,
  policyFieldRequired,
  policyDetailsPayloadSchema,
  validate,
} from '@portal/contract';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';
import { addSecondCar } from '../test/policies';
import { newSubmission } from '../test/idempotency-key';
import { addDays, todayOf } from '../today';
import { changeRequestsOf } from './store';

const api = await createTestApi();
const { db } = api.context;
const today = todayOf(api.clock.now());
const carDriver = await api.signIn('car.driver');
const vanFleet = await api.signIn('van.fleet');

function patch(policyId: number | string, payload: object, token: string | null = carDriver) {
  const headers = { ...newSubmission(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return api.app.inject({ method: 'PATCH', url: `/api/policies/${policyId}`, headers, payload });
}

const USAGE = { description: 'Social, domestic and pleasure including commuting' };

// car.driver's car policy: one vehicle, so each driver's usage is asked (policy-changes.md §5).
const DETAILS = {
  home_address: true,
  home_owner: true,
  property_type: 'Owned with a mortgage',
  address: {
    line_one: '16 Harcourt Road',
    line_two: 'Headingley',
    town: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'ls6 3ab',
    dwelling_type: 'Semi-detached house',
  },
  drivers: [
    { ID: 1011, occupation_changed: false, usage: USAGE },
    {
      ID: 1012,
      occupation_changed: true,
      occupations: [{ status: 'Employed', business_nature: 'Construction', title: 'Electrician' }],
      usage: USAGE,
    },
  ],
  vehicles: [
    {
      ID: 2011,
      annual_mileage: '4,000',
      stored_during_night: 'Garage',
      building_structure: 'Brick or stone',
      same_address: true,
    },
  ],
  effective_date: today,
};

function vehicle(changes: Record<string, unknown>) {
  return { ...DETAILS, vehicles: [{ ...DETAILS.vehicles[0], ...changes }] };
}

const required = (label: string) => policyFieldRequired(label);

test('a details change is sent for review whole, and the policy does not change', async () => {
  const documentOf = async () =>
    (
      await db.get<{ document: string }>('SELECT document FROM policies WHERE id = ?', [
        POLICY_IDS.car,
      ])
    )?.document;
  const before = await documentOf();
  const response = await patch(POLICY_IDS.car, DETAILS);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(MESSAGES.sentForReview);
  const expected = validate(policyDetailsPayloadSchema({ today, singleVehicle: true }), DETAILS);
  if (!expected.success) throw new Error('The fixture must be valid');
  const change = (await changeRequestsOf(db, POLICY_IDS.car)).at(-1);
  expect(change).toMatchObject({ type: 'policy.details', status: 'pending' });
  expect(change?.payload).toEqual({ body: JSON.parse(JSON.stringify(expected.output)) });
  expect(change?.payload).toMatchObject({
    body: { address: { postcode: 'LS6 3AB' }, vehicles: [{ annual_mileage: 4000 }] },
  });
  expect(await documentOf()).toBe(before);
});

test("each driver's usage is asked when the policy has one vehicle, not when it has three", async () => {
  const withoutUsage = { ...DETAILS, drivers: [{ ID: 1011, occupation_changed: false }] };
  const car = await patch(POLICY_IDS.car, withoutUsage);
  const van = await patch(
    POLICY_IDS.van,
    { ...DETAILS, drivers: [{ ID: 1061, occupation_changed: false }], vehicles: [] },
    vanFleet,
  );

  expect(car.statusCode).toBe(422);
  expect(car.json().errors).toEqual({ 'drivers.0.usage.description': [required('Vehicle usage')] });
  expect(van.statusCode).toBe(200);
});

test('a building structure is asked for a garage, not for a driveway', async () => {
  const garage = await patch(POLICY_IDS.car, vehicle({ building_structure: undefined }));
  const driveway = await patch(
    POLICY_IDS.car,
    vehicle({ stored_during_night: 'Driveway', building_structure: undefined }),
  );

  expect(garage.json().errors).toEqual({
    'vehicles.0.building_structure': [required('Building structure')],
  });
  expect(driveway.statusCode).toBe(200);
});

test('a garage address is asked when the vehicle is kept elsewhere', async () => {
  const response = await patch(POLICY_IDS.car, vehicle({ same_address: false }));

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toMatchObject({
    'vehicles.0.garage_address.line_one': [required('Address line 1')],
    'vehicles.0.garage_address.postcode': [required('Postcode')],
  });
});

test('the home address details are asked when the policy address is not the home', async () => {
  const response = await patch(POLICY_IDS.car, { ...DETAILS, home_address: false });

  expect(response.json().errors).toEqual({ home_address_info: [required('Home address details')] });
});

test('the effective date may be 29 days ahead, not 30', async () => {
  const inWindow = await patch(POLICY_IDS.car, { ...DETAILS, effective_date: addDays(today, 29) });
  const late = await patch(POLICY_IDS.car, { ...DETAILS, effective_date: addDays(today, 30) });

  expect(inWindow.statusCode).toBe(200);
  expect(late.json().errors).toEqual({ effective_date: [MESSAGES.effectiveDateOutOfRange] });
});

test("drivers and vehicles must be the policy's own", async () => {
  const response = await patch(POLICY_IDS.car, {
    ...DETAILS,
    drivers: [{ ID: 1061, occupation_changed: false, usage: USAGE }],
    vehicles: [{ ...DETAILS.vehicles[0], ID: 2061 }],
  });

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({
    'drivers.0.ID': [MESSAGES.idInvalid],
    'vehicles.0.ID': [MESSAGES.idInvalid],
  });
});

test('also_change sends the same change for another active motor policy, never a home one', async () => {
  const second = await addSecondCar(api);
  const accepted = await patch(POLICY_IDS.car, { ...DETAILS, also_change: [second] });
  const refused = await patch(POLICY_IDS.car, { ...DETAILS, also_change: [POLICY_IDS.home] });
  const elsewhere = await patch(POLICY_IDS.car, {
    ...DETAILS,
    also_change: [POLICY_IDS.otherBrand],
  });

  expect(accepted.statusCode).toBe(200);
  expect((await changeRequestsOf(db, second)).at(-1)).toMatchObject({ type: 'policy.details' });
  expect(refused.json().errors).toEqual({ also_change: [MESSAGES.alsoChangeInvalid] });
  expect(elsewhere.json().errors).toEqual({ also_change: [MESSAGES.alsoChangeInvalid] });
});

test('a read-only or unsupported policy answers 403', async () => {
  for (const policyId of [POLICY_IDS.recentlyExpired, POLICY_IDS.home, POLICY_IDS.expired]) {
    const response = await patch(policyId, DETAILS);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.policyReadOnly });
  }
});

test("another user's policy answers 404, and no token 401", async () => {
  const other = await patch(POLICY_IDS.van, DETAILS);
  const anonymous = await patch(POLICY_IDS.car, DETAILS, null);

  expect(other.statusCode).toBe(404);
  expect(other.json()).toEqual({ message: MESSAGES.notFound });
  expect(anonymous.statusCode).toBe(401);
});
