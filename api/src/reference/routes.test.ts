import { expect, test } from 'vitest';
import { OPTION_LIST_NAMES, OVERNIGHT_NEEDS_BUILDING, MESSAGES } from '@portal/contract';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';

const api = await createTestApi();
const carDriver = await api.signIn('car.driver');
const bikeRider = await api.signIn('bike.rider');

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

interface Option {
  id: string;
  label: string;
}

interface StoredParts {
  vehicles?: { registration: string; make: string; model: string }[];
  drivers?: Record<string, unknown>[];
}

/** Every seeded policy's document, parsed. */
async function seededDocuments(): Promise<StoredParts[]> {
  const rows = await api.context.db.all<{ document: string }>('SELECT document FROM policies');
  return rows.map((row) => JSON.parse(row.document) as StoredParts);
}

/** The value at a path of keys and indexes ('meta.title', 'occupations.0.status'), if any. */
function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (part, key) =>
        typeof part === 'object' && part !== null
          ? (part as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}

// Address lookup (policy-changes.md §7: unauthenticated)

test('a postcode finds its addresses, whatever its spacing and case, without a token', async () => {
  const spaced = await call('POST', '/meta/address-lookup', undefined, { postcode: 'LS6 3AB' });
  const packed = await call('POST', '/meta/address-lookup', undefined, { postcode: ' ls63ab ' });

  expect(spaced.statusCode).toBe(200);
  const addresses = spaced.json().data;
  expect(addresses).toHaveLength(4);
  expect(addresses).toContainEqual({
    label: '14 Harcourt Road, Headingley, Leeds, LS6 3AB',
    line_one: '14 Harcourt Road',
    line_two: 'Headingley',
    line_three: '',
    town: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS6 3AB',
  });
  expect(packed.json().data).toEqual(addresses);
});

test('postcodes of 6 and of 8 characters are looked up', async () => {
  const six = await call('POST', '/meta/address-lookup', undefined, { postcode: 'M5 4WT' });
  const eight = await call('POST', '/meta/address-lookup', undefined, { postcode: 'EH10 5QR' });

  expect(six.json().data.length).toBeGreaterThan(1);
  expect(eight.json().data.length).toBeGreaterThan(1);
});

test('an unknown postcode finds nothing, so the form offers manual entry', async () => {
  const response = await call('POST', '/meta/address-lookup', undefined, { postcode: 'ZZ1 1ZZ' });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual([]);
});

test('a missing postcode, or one of 5 or 9 characters, is a 422 on postcode', async () => {
  const cases = [
    [{}, MESSAGES.postcodeRequired],
    [{ postcode: 'M54WT' }, MESSAGES.postcodeLength],
    [{ postcode: 'EH10 5QRX' }, MESSAGES.postcodeLength],
  ] as const;
  for (const [payload, message] of cases) {
    const response = await call('POST', '/meta/address-lookup', undefined, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { postcode: [message] } });
  }
});

// Registration lookup

test('a known registration is found, as typed with spaces and in lower case', async () => {
  const response = await call('POST', '/vehicle/registration-lookup', carDriver, {
    registration: 'h417 kub',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    make: 'Mazda',
    model: 'MX-5',
    engine: '1597cc',
    registration: 'H417KUB',
    year: 1991,
    transmission: 'Manual',
    trim: 'Mk1 1.6i',
    doors: 2,
    fuel: 'Petrol',
    label: '1991 Mazda MX-5 Mk1 1.6i, 1597cc Manual',
  });
});

test("every seeded policy's vehicle is found by its registration", async () => {
  const vehicles = (await seededDocuments()).flatMap((document) =>
    (document.vehicles ?? []).map(({ registration, make, model }) => ({
      registration,
      make,
      model,
    })),
  );
  expect(vehicles.length).toBeGreaterThanOrEqual(8);
  for (const { registration, make, model } of vehicles) {
    const response = await call('POST', '/vehicle/registration-lookup', carDriver, {
      registration,
    });
    expect(response.json().data, registration).toMatchObject({ make, model });
  }
});

test('an unknown registration of 8 characters answers 404 with the finder message', async () => {
  const response = await call('POST', '/vehicle/registration-lookup', carDriver, {
    registration: 'ZZ99 ZZZZ',
  });

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: MESSAGES.vehicleNotFound });
});

test('an empty registration, or one of 9 characters, is a 422 on registration', async () => {
  const cases = [
    ['', 'Please provide the vehicle registration number'],
    ['ZZ99 ZZZZZ', MESSAGES.registrationTooLong],
  ] as const;
  for (const [registration, message] of cases) {
    const response = await call('POST', '/vehicle/registration-lookup', carDriver, {
      registration,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ registration: [message] });
  }
});

// Makes and models (the id is the policy's)

test("a policy's type decides the makes: cars for a car policy, bikes for a bike policy", async () => {
  const car = await call('GET', `/vehicle/makes-and-models/${POLICY_IDS.car}`, carDriver);
  const bike = await call('GET', `/vehicle/makes-and-models/${POLICY_IDS.bike}`, bikeRider);

  type Make = Option & { models: Option[] };
  const names = (makes: Make[]) => makes.map((make) => make.label);
  const carMakes = car.json<{ data: Make[] }>().data;
  expect(car.statusCode).toBe(200);
  expect(names(carMakes)).toContain('Mazda');
  expect(names(carMakes)).not.toContain('Ducati');
  const mazda = carMakes.find((make) => make.label === 'Mazda');
  expect(mazda?.models.map((model) => model.label)).toContain('MX-5');
  expect(names(bike.json<{ data: Make[] }>().data)).toContain('Ducati');
  expect(names(bike.json<{ data: Make[] }>().data)).not.toContain('Mazda');
});

test("another user's policy answers 404 for makes and models", async () => {
  const response = await call('GET', `/vehicle/makes-and-models/${POLICY_IDS.bike}`, carDriver);

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: MESSAGES.notFound });
});

// Form options

test('every option list of the contract comes with choices', async () => {
  const response = await call('GET', '/meta/form-options', carDriver);

  expect(response.statusCode).toBe(200);
  const lists = response.json<{ data: Record<string, Option[]> }>().data;
  for (const name of OPTION_LIST_NAMES) expect(lists[name]?.length, name).toBeGreaterThan(1);
  const ids = (name: string) => lists[name]?.map((option) => option.id);
  expect(ids('overnight')).toEqual(
    expect.arrayContaining([...OVERNIGHT_NEEDS_BUILDING, 'Driveway', 'Street']),
  );
  expect(ids('quick_quote_type')).toEqual(['car', 'van', 'bike', 'home']);
  expect(lists['occupation']?.length).toBeGreaterThanOrEqual(60);
  expect(lists['industry']?.length).toBeGreaterThanOrEqual(30);
});

test("the seeded policies' answers are among the choices the forms offer", async () => {
  const lists = (await call('GET', '/meta/form-options', carDriver)).json<{
    data: Record<string, Option[]>;
  }>().data;
  const drivers = (await seededDocuments()).flatMap((document) => document.drivers ?? []);
  const seeded = (path: string) => [
    ...new Set(
      drivers
        .map((driver) => valueAt(driver, path))
        .filter((value) => value !== undefined && value !== null),
    ),
  ];
  const answers = {
    title: seeded('meta.title'),
    marital_status: seeded('meta.marital_status'),
    license_type: seeded('license.type'),
    vehicle_use: seeded('usage.description'),
    employment_status: seeded('occupations.0.status'),
    industry: seeded('occupations.0.business_nature'),
    occupation: seeded('occupations.0.title'),
  };
  for (const [list, values] of Object.entries(answers)) {
    const ids = lists[list]?.map((option) => option.id);
    expect(values.length, list).toBeGreaterThan(0);
    for (const value of values) expect(ids, list).toContain(value);
  }
});

test("a policy's options apply to its type: a bike policy offers motorcycle licences", async () => {
  const all = await call('GET', '/meta/form-options', bikeRider);
  const bike = await call('GET', `/meta/form-options?policy_id=${POLICY_IDS.bike}`, bikeRider);

  const licences = (response: typeof all) =>
    response.json<{ data: { license_type: Option[] } }>().data.license_type.map((o) => o.id);
  expect(licences(all)).toEqual(expect.arrayContaining(['Full UK', 'Full UK motorcycle (A)']));
  expect(licences(bike)).toContain('Full UK motorcycle (A)');
  expect(licences(bike)).not.toContain('Full UK');
});

test("form options for another user's policy answer 404, a malformed policy id 422", async () => {
  const other = await call('GET', `/meta/form-options?policy_id=${POLICY_IDS.bike}`, carDriver);
  const malformed = await call('GET', '/meta/form-options?policy_id=abc', carDriver);

  expect(other.statusCode).toBe(404);
  expect(malformed.statusCode).toBe(422);
  expect(Object.keys(malformed.json().errors)).toEqual(['policy_id']);
});

// Jobs and industries

test('without a search each list answers its first 25 choices', async () => {
  const response = await call('GET', '/meta/jobs-and-industries', carDriver);

  expect(response.statusCode).toBe(200);
  const { jobs, industries } = response.json<{ data: Record<string, Option[]> }>().data;
  expect(jobs).toHaveLength(25);
  expect(industries).toHaveLength(25);
  expect(jobs?.[0]).toEqual({ id: 'Accountant', label: 'Accountant' });
});

test('the search matches anywhere in the label, in any case', async () => {
  const response = await call('GET', '/meta/jobs-and-industries?search=%20TEACH%20', carDriver);
  const engineering = await call('GET', '/meta/jobs-and-industries?search=engineer', carDriver);

  const labels = (list: Option[] | undefined) => list?.map((option) => option.label);
  const found = response.json<{ data: Record<string, Option[]> }>().data;
  expect(labels(found['jobs'])).toEqual(['Teacher', 'Teaching Assistant']);
  expect(labels(found['industries'])).toEqual([]);
  const both = engineering.json<{ data: Record<string, Option[]> }>().data;
  expect(labels(both['jobs'])).toEqual(['Civil Engineer']);
  expect(labels(both['industries'])).toEqual(['Engineering']);
});

test("jobs for another user's policy answer 404", async () => {
  const response = await call(
    'GET',
    `/meta/jobs-and-industries?policy_id=${POLICY_IDS.van}`,
    carDriver,
  );

  expect(response.statusCode).toBe(404);
});

test('the signed-in lookups answer 401 without a token', async () => {
  const calls = [
    call('POST', '/vehicle/registration-lookup', undefined, { registration: 'H417KUB' }),
    call('GET', `/vehicle/makes-and-models/${POLICY_IDS.car}`),
    call('GET', '/meta/form-options'),
    call('GET', '/meta/jobs-and-industries'),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  }
});
