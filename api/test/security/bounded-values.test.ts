import {
  DRIVER_LIMITS,
  MESSAGES,
  POLICY_DETAILS_LABELS,
  policyFieldWholeNumber,
  VEHICLE_LIMITS,
} from '@portal/contract';
import { expect, test } from 'vitest';
import { POLICY_IDS } from '../../src/seed/policies/references';
import { createTestApi } from '../../src/test/create-test-api';
import { newSubmission } from '../../src/test/idempotency-key';
import { todayOf } from '../../src/today';

// The probe's oversized and unlisted values, replayed as it sent them: an option field takes only
// a value of the list GET /meta/form-options serves for the policy, text at most 255 characters
// (policy-changes.md §5, §9), a whole number is safe and within its maximum. Each answer is a 422
// with the field's message, and no change request is stored, nor the policy changed.

const api = await createTestApi();
const { db } = api.context;
const today = todayOf(api.clock.now());
const tokens = { car: await api.signIn('car.driver'), van: await api.signIn('van.fleet') };

const MILLION = 'x'.repeat(1_000_000);
// Written into the JSON as they are: 9007199254740993 is past what a JavaScript number holds.
const NUMBERS = ['1e308', '9007199254740993', '0.001', '0.5'];

/** A placeholder the JSON text of a number replaces, so the body carries it as the probe did. */
const RAW = '<raw number>';

function send(method: 'POST' | 'PATCH', url: string, token: string, body: object, raw = '') {
  return api.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...newSubmission(),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body).replace(JSON.stringify(RAW), raw),
  });
}

/** Every change request and every policy as stored: what a refused request must leave alone. */
async function storedState() {
  return {
    changes: await db.all('SELECT * FROM change_requests ORDER BY id'),
    policies: await db.all('SELECT id, document FROM policies ORDER BY id'),
  };
}

async function expectRefused(
  request: () => Promise<{ statusCode: number; json: () => unknown }>,
  key: string,
  message: string,
) {
  // Read before the request is sent: what it must leave alone.
  const before = await storedState();
  const response = await request();
  expect(response.statusCode, key).toBe(422);
  expect(response.json(), key).toEqual({ message, errors: { [key]: [message] } });
  expect(await storedState(), key).toEqual(before);
}

// van.fleet's any-driver, multiple-vehicle van policy: a van may be added.
const VAN = {
  vehicle: {
    make: 'Mercedes-Benz',
    model: 'Sprinter',
    engine: '2143cc',
    transmission: 'Manual',
    year: 2021,
    has_reg_number: true,
    registration: 'KX71PZD',
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
type Van = typeof VAN;

function van(changes: { vehicle?: object; meta?: object; policy?: object }): Van {
  return {
    ...VAN,
    vehicle: { ...VAN.vehicle, ...changes.vehicle },
    meta: { ...VAN.meta, ...changes.meta },
    policy: { ...VAN.policy, ...changes.policy },
  };
}

const addVan = (body: object, raw?: string) =>
  send('POST', `/policies/${POLICY_IDS.van}/vehicle`, tokens.van, body, raw);

test('the listed values, 255 characters and the maxima are taken', async () => {
  const before = (await storedState()).changes.length;
  const text = 'x'.repeat(255);
  const response = await addVan(
    van({
      vehicle: { make: text, transmission: 'Automatic' },
      meta: { mileage: VEHICLE_LIMITS.annualMileageMax, est_value: VEHICLE_LIMITS.valueMax },
      policy: { stored_during_night: 'Garage' },
    }),
  );

  expect(response.statusCode).toBe(200);
  expect((await storedState()).changes).toHaveLength(before + 1);
});

test('a million characters in an option field is not one of its choices', async () => {
  const notListed = MESSAGES.optionNotListed;
  await expectRefused(
    () => addVan(van({ vehicle: { transmission: MILLION } })),
    'vehicle.transmission',
    notListed,
  );
  await expectRefused(
    () => addVan(van({ meta: { been_written_off: MILLION } })),
    'meta.been_written_off',
    notListed,
  );
  await expectRefused(
    () => addVan(van({ policy: { stored_during_night: MILLION } })),
    'policy.stored_during_night',
    notListed,
  );
});

test('a number, or text the list does not serve, is not a transmission', async () => {
  for (const transmission of [12345, '12345', 'Steam']) {
    await expectRefused(
      () => addVan(van({ vehicle: { transmission } })),
      'vehicle.transmission',
      MESSAGES.optionNotListed,
    );
  }
  await expectRefused(
    () => addVan(van({ vehicle: { security_features: ['Deadlocks', 'Moat'] } })),
    'vehicle.security_features.1',
    MESSAGES.securityFeaturesProblem,
  );
});

test('mileage and estimated value are safe whole numbers within their maxima', async () => {
  for (const raw of [...NUMBERS, String(VEHICLE_LIMITS.annualMileageMax + 1)]) {
    await expectRefused(
      () => addVan(van({ meta: { mileage: RAW } }), raw),
      'meta.mileage',
      MESSAGES.mileageInvalid,
    );
  }
  for (const raw of [...NUMBERS, String(VEHICLE_LIMITS.valueMax + 1)]) {
    await expectRefused(
      () => addVan(van({ meta: { est_value: RAW } }), raw),
      'meta.est_value',
      MESSAGES.estValueInvalid,
    );
  }
});

test('text fields take 255 characters, not 256', async () => {
  await expectRefused(
    () => addVan(van({ vehicle: { make: 'x'.repeat(256) } })),
    'vehicle.make',
    MESSAGES.textTooLong,
  );
  await expectRefused(
    () => addVan(van({ meta: { is_modified: true, modifications: MILLION } })),
    'meta.modifications',
    MESSAGES.textTooLong,
  );
});

test("an update or the quick edit of car.driver's car is checked the same way", async () => {
  const vehicleUrl = `/policies/${POLICY_IDS.car}/vehicle/2011`;
  const update = (changes: object, raw?: string) =>
    send('PATCH', vehicleUrl, tokens.car, { change_type: 'update', ...changes }, raw);
  await expectRefused(
    () => update({ vehicle: { transmission: 12345 } }),
    'vehicle.transmission',
    MESSAGES.optionNotListed,
  );
  await expectRefused(
    () => update({ meta: { mileage: RAW } }, '1e308'),
    'meta.mileage',
    MESSAGES.mileageInvalid,
  );

  const check = (field: string, value: unknown) =>
    send('POST', `/policies/${POLICY_IDS.car}/vehicle/validate`, tokens.car, { field, value });
  await expectRefused(
    () => check('vehicle.transmission', 12345),
    'vehicle.transmission',
    MESSAGES.optionNotListed,
  );
  await expectRefused(() => check('vehicle.make', MILLION), 'vehicle.make', MESSAGES.textTooLong);
});

// car.driver's car policy, as the policy details form sends it.
const DETAILS = {
  home_address: true,
  home_owner: true,
  property_type: 'Owned with a mortgage',
  address: {
    line_one: '16 Harcourt Road',
    line_two: 'Headingley',
    town: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS6 3AB',
    dwelling_type: 'Semi-detached house',
  },
  drivers: [
    {
      ID: 1011,
      occupation_changed: false,
      usage: { description: 'Social, domestic and pleasure' },
    },
    {
      ID: 1012,
      occupation_changed: false,
      usage: { description: 'Social, domestic and pleasure' },
    },
  ],
  vehicles: [
    {
      ID: 2011,
      annual_mileage: 4000,
      stored_during_night: 'Garage',
      building_structure: 'Brick or stone',
      same_address: true,
    },
  ],
  effective_date: today,
};

const changeDetails = (body: object, raw?: string) =>
  send('PATCH', `/policies/${POLICY_IDS.car}`, tokens.car, body, raw);

test('the property type and overnight parking take only their lists; mileage its maximum', async () => {
  const notListed = MESSAGES.optionNotListed;
  await expectRefused(
    () => changeDetails({ ...DETAILS, property_type: MILLION }),
    'property_type',
    notListed,
  );
  await expectRefused(
    () => changeDetails({ ...DETAILS, property_type: 'Castle' }),
    'property_type',
    notListed,
  );
  const vehicle = (changes: object) => ({
    ...DETAILS,
    vehicles: [{ ...DETAILS.vehicles[0], ...changes }],
  });
  await expectRefused(
    () => changeDetails(vehicle({ stored_during_night: MILLION })),
    'vehicles.0.stored_during_night',
    notListed,
  );
  const max = VEHICLE_LIMITS.annualMileageMax;
  const mileage = policyFieldWholeNumber(POLICY_DETAILS_LABELS.annual_mileage, max);
  for (const raw of [...NUMBERS, String(max + 1)]) {
    await expectRefused(
      () => changeDetails(vehicle({ annual_mileage: RAW }), raw),
      'vehicles.0.annual_mileage',
      mileage,
    );
  }
});

// Someone to add to car.driver's car policy.
const PERSON = {
  effective_date: today,
  meta: {
    title: 'Mr',
    first_name: 'Tom',
    last_name: 'Mitchell',
    dob: '2006-05-01',
    marital_status: 'Single',
    uk_resident_since_birth: '1',
    relationship: 'Son or daughter',
  },
  address: {
    line_one: '14 Harcourt Road',
    line_two: 'Headingley',
    town: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS6 3AB',
  },
  license: { number: 'MITCH605016TM9AB', type: 'Full UK', date_passed: '2024-07-01' },
  usage: {
    description: 'Social, domestic and pleasure',
    main_user: false,
    has_criminal_offences: '0',
  },
  occupations: [{ status: 'Full-time student', business_nature: 'Education', title: 'Student' }],
};

const addPerson = (body: object, raw?: string) =>
  send('POST', `/policies/${POLICY_IDS.car}/person`, tokens.car, body, raw);

test('a person: choices from their lists, text of 255, fines and claims within maxima', async () => {
  const meta = (changes: object) => ({ ...PERSON, meta: { ...PERSON.meta, ...changes } });
  await expectRefused(
    () => addPerson(meta({ title: MILLION })),
    'meta.title',
    MESSAGES.textTooLong,
  );
  await expectRefused(
    () => addPerson(meta({ title: 'Lord' })),
    'meta.title',
    MESSAGES.optionNotListed,
  );
  await expectRefused(
    () => addPerson(meta({ last_name: 'x'.repeat(256) })),
    'meta.last_name',
    MESSAGES.textTooLong,
  );
  const conviction = { offence: 'SP30', date: today, points: 3, ban_expiry: today };
  for (const raw of [...NUMBERS, String(DRIVER_LIMITS.fineMax + 1)]) {
    await expectRefused(
      () => addPerson({ ...PERSON, convictions: [{ ...conviction, fined: RAW }] }, raw),
      'convictions.0.fined',
      MESSAGES.fineInvalid,
    );
  }
  const claim = { type: 'Theft', date: today, at_fault: false, no_claims_affected: false };
  await expectRefused(
    () => addPerson({ ...PERSON, claims: [{ ...claim, cost: RAW }] }, '9007199254740993'),
    'claims.0.cost',
    MESSAGES.claimCostInvalid,
  );
  await expectRefused(
    () => addPerson({ ...PERSON, also_change: [RAW] }, '9007199254740993'),
    'also_change.0',
    MESSAGES.idInvalid,
  );
});
