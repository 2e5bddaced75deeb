import { expect, test } from 'vitest';
import {
  yearsBefore,
  driverFormSchema,
  MESSAGES,
  personDobOutOfRange,
  personMainUserRequired,
  personNotRemovable,
  providePersonField,
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
const tokens = {
  car: await api.signIn('car.driver'),
  van: await api.signIn('van.fleet'),
  bike: await api.signIn('bike.rider'),
};

function call(method: 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) {
  const headers = { ...newSubmission(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return api.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

async function documentOf(policyId: number): Promise<unknown> {
  const row = await db.get<{ document: string }>('SELECT document FROM policies WHERE id = ?', [
    policyId,
  ]);
  return row?.document;
}

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
    postcode: 'ls6 3ab',
  },
  license: { number: 'MITCH605016TM9AB', type: 'Full UK', date_passed: '2024-07-01' },
  usage: {
    description: 'Social, domestic and pleasure',
    main_user: false,
    has_criminal_offences: '0',
  },
  occupations: [{ status: 'Full-time student', business_nature: 'Education', title: 'Student' }],
};

function person(changes: { meta?: object; usage?: object } & Record<string, unknown>) {
  const { meta, usage, ...rest } = changes;
  return {
    ...PERSON,
    ...rest,
    meta: { ...PERSON.meta, ...meta },
    usage: { ...PERSON.usage, ...usage },
  };
}

const create = (policyId: number, token: string, body: object) =>
  call('POST', `/policies/${policyId}/person`, token, body);

test('adding a driver is sent for review whole, and the policy does not change', async () => {
  const before = await documentOf(POLICY_IDS.car);
  const response = await create(POLICY_IDS.car, tokens.car, PERSON);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(MESSAGES.sentForReview);
  const schema = driverFormSchema({
    mode: 'add',
    person: 'driver',
    anyDriver: false,
    mainUser: false,
    today,
  });
  const expected = validate(schema, PERSON);
  if (!expected.success) throw new Error('The fixture must be valid');
  expect((await changeRequestsOf(db, POLICY_IDS.car)).at(-1)).toEqual({
    id: expect.any(Number),
    userId: expect.any(Number),
    policyId: POLICY_IDS.car,
    type: 'person.create',
    payload: { body: JSON.parse(JSON.stringify(expected.output)) },
    status: 'pending',
    createdAt: api.clock.now().toISOString(),
  });
  expect(await documentOf(POLICY_IDS.car)).toBe(before);
});

test('the relationship is asked unless the policy is any-driver or it is the main user', async () => {
  const withoutRelationship = person({ meta: { relationship: '' } });
  const car = await create(POLICY_IDS.car, tokens.car, withoutRelationship);
  const mainUser = await create(
    POLICY_IDS.car,
    tokens.car,
    person({
      meta: { relationship: '' },
      usage: { main_user: true },
    }),
  );
  const anyDriver = await create(POLICY_IDS.van, tokens.van, withoutRelationship);

  const message = providePersonField('driver', 'relationship to the policyholder');
  expect(car.statusCode).toBe(422);
  expect(car.json()).toEqual({ message, errors: { 'meta.relationship': [message] } });
  expect(mainUser.statusCode).toBe(200);
  expect(anyDriver.statusCode).toBe(200);
});

test('the main-user question is required unless the policy is any-driver', async () => {
  const unanswered = person({ usage: { main_user: null } });
  const car = await create(POLICY_IDS.car, tokens.car, unanswered);
  const van = await create(POLICY_IDS.van, tokens.van, unanswered);

  expect(car.json().errors).toEqual({ 'usage.main_user': [personMainUserRequired('driver')] });
  expect(van.statusCode).toBe(200);
});

test('a bike policy words its messages for a rider', async () => {
  // A bike policy offers motorcycle licences (GET /meta/form-options for the policy).
  const license = { ...PERSON.license, type: 'Full UK motorcycle (A)' };
  const response = await create(
    POLICY_IDS.bike,
    tokens.bike,
    person({ meta: { relationship: '' }, license }),
  );

  const message = providePersonField('rider', 'relationship to the policyholder');
  expect(response.json().errors).toEqual({ 'meta.relationship': [message] });
});

test('the date of birth is checked against today: 16 years ago, not one day less', async () => {
  const sixteen = yearsBefore(today, 16);
  const oldEnough = await create(POLICY_IDS.car, tokens.car, person({ meta: { dob: sixteen } }));
  const tooYoung = await create(
    POLICY_IDS.car,
    tokens.car,
    person({
      meta: { dob: addDays(sixteen, 1) },
    }),
  );

  expect(oldEnough.statusCode).toBe(200);
  expect(tooYoung.statusCode).toBe(422);
  expect(tooYoung.json().errors).toEqual({ 'meta.dob': [personDobOutOfRange('driver')] });
});

test('the effective date may be 29 days ahead, not 30', async () => {
  const inWindow = await create(
    POLICY_IDS.car,
    tokens.car,
    person({ effective_date: addDays(today, 29) }),
  );
  const late = await create(
    POLICY_IDS.car,
    tokens.car,
    person({ effective_date: addDays(today, 30) }),
  );

  expect(inWindow.statusCode).toBe(200);
  expect(late.json().errors).toEqual({ effective_date: [MESSAGES.effectiveDateOutOfRange] });
});

test('also_change records the same change for another active motor policy, in one go', async () => {
  const second = await addSecondCar(api);
  const before = (await changeRequestsOf(db, second)).length;
  const response = await create(POLICY_IDS.car, tokens.car, person({ also_change: [second] }));

  expect(response.statusCode).toBe(200);
  const own = (await changeRequestsOf(db, POLICY_IDS.car)).at(-1);
  const other = await changeRequestsOf(db, second);
  expect(other).toHaveLength(before + 1);
  expect(other.at(-1)).toMatchObject({ type: own?.type, payload: own?.payload });
});

test("also_change refuses home, hidden, read-only, the same and other users' policies", async () => {
  const count = async () =>
    (await db.get<{ count: number }>('SELECT count(*) AS count FROM change_requests'))?.count;
  const before = await count();
  const refused = [
    POLICY_IDS.home,
    POLICY_IDS.expired,
    POLICY_IDS.recentlyExpired,
    POLICY_IDS.car,
    // Held at Ridgeline: changed there, not through Northway.
    POLICY_IDS.otherBrand,
    POLICY_IDS.van,
  ];
  for (const id of refused) {
    const response = await create(
      POLICY_IDS.car,
      tokens.car,
      person({ also_change: [POLICY_IDS.otherBrand, id] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ also_change: [MESSAGES.alsoChangeInvalid] });
  }
  expect(await count()).toBe(before);
});

test('updating sends the changed parts for review, with the person they are about', async () => {
  const body = { effective_date: today, meta: { marital_status: 'Divorced' } };
  const response = await call('PATCH', `/policies/${POLICY_IDS.car}/person/1012`, tokens.car, body);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(MESSAGES.sentForReview);
  const change = (await changeRequestsOf(db, POLICY_IDS.car)).at(-1);
  expect(change?.type).toBe('person.update');
  expect(change?.payload).toEqual({ person_id: 1012, body });
});

test('on update the relationship is asked of a driver who is not the main user', async () => {
  const body = { effective_date: today, meta: { relationship: '' } };
  const mark = await call('PATCH', `/policies/${POLICY_IDS.car}/person/1012`, tokens.car, body);
  const sarah = await call('PATCH', `/policies/${POLICY_IDS.car}/person/1011`, tokens.car, body);

  expect(mark.statusCode).toBe(422);
  expect(Object.keys(mark.json().errors)).toEqual(['meta.relationship']);
  expect(sarah.statusCode).toBe(200);
});

test('on update a licence number must still be 16 characters', async () => {
  const body = (number: string) => ({ effective_date: today, license: { number } });
  const url = `/policies/${POLICY_IDS.car}/person/1012`;
  const fifteen = await call('PATCH', url, tokens.car, body('MITCH811054MJ9A'));
  const sixteen = await call('PATCH', url, tokens.car, body('MITCH811054MJ9AC'));

  expect(fifteen.json().errors).toEqual({ 'license.number': [MESSAGES.licenceNumberLength] });
  expect(sixteen.statusCode).toBe(200);
});

test('a person who is not on the policy answers 404 to update and removal', async () => {
  const body = { effective_date: today, meta: { title: 'Dr' } };
  for (const personId of [9999, 1061, 'abc']) {
    const url = `/policies/${POLICY_IDS.car}/person/${personId}`;
    expect((await call('PATCH', url, tokens.car, body)).statusCode).toBe(404);
    expect((await call('DELETE', url, tokens.car)).statusCode).toBe(404);
  }
});

test('removing a named driver is sent for review; the policy keeps them meanwhile', async () => {
  const before = await documentOf(POLICY_IDS.car);
  const response = await call('DELETE', `/policies/${POLICY_IDS.car}/person/1012`, tokens.car);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(MESSAGES.sentForReview);
  expect((await changeRequestsOf(db, POLICY_IDS.car)).at(-1)).toMatchObject({
    type: 'person.remove',
    payload: { person_id: 1012 },
    status: 'pending',
  });
  expect(await documentOf(POLICY_IDS.car)).toBe(before);
});

test('the main driver and the only driver cannot be removed', async () => {
  const main = await call('DELETE', `/policies/${POLICY_IDS.car}/person/1011`, tokens.car);
  const only = await call('DELETE', `/policies/${POLICY_IDS.van}/person/1061`, tokens.van);

  expect(main.statusCode).toBe(403);
  expect(main.json()).toEqual({ message: personNotRemovable('driver', 'main') });
  expect(only.statusCode).toBe(403);
  expect(only.json()).toEqual({ message: personNotRemovable('driver', 'only') });
});

test('read-only, unsupported and recently expired policies answer 403 to every person call', async () => {
  const cases = [
    [POLICY_IDS.recentlyExpired, tokens.car, 1041],
    [POLICY_IDS.home, tokens.car, 1],
    [POLICY_IDS.bikeReadOnly, tokens.bike, 1081],
  ] as const;
  for (const [policyId, token, personId] of cases) {
    const responses = [
      await create(policyId, token, PERSON),
      await call('PATCH', `/policies/${policyId}/person/${personId}`, token, {
        effective_date: today,
      }),
      await call('DELETE', `/policies/${policyId}/person/${personId}`, token),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.policyReadOnly });
    }
  }
});

test("another user's policy answers 404, and no token 401", async () => {
  const person = `/policies/${POLICY_IDS.van}/person/1061`;
  const requests = [
    ['POST', `/policies/${POLICY_IDS.van}/person`, PERSON],
    ['PATCH', person, { effective_date: today }],
    ['DELETE', person, undefined],
  ] as const;
  for (const [method, url, payload] of requests) {
    expect((await call(method, url, tokens.car, payload)).statusCode).toBe(404);
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  }
});
