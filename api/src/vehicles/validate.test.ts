import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';

// The quick edit's check (policy-changes.md §2 'Quick edit of the registration'; decision 007:
// POST /policies/{id}/vehicle/validate answers the value as it will be stored).

const api = await createTestApi();
const tokens = {
  car: await api.signIn('car.driver'),
  van: await api.signIn('van.fleet'),
  bike: await api.signIn('bike.rider'),
};

function check(policyId: number, payload: object, token: string | null = tokens.van) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const url = `/api/policies/${policyId}/vehicle/validate`;
  return api.app.inject({ method: 'POST', url, headers, payload });
}

const registration = (value: string) => ({ field: 'vehicle.registration', value });

test('the check answers the registration as it will be stored', async () => {
  const response = await check(POLICY_IDS.van, registration('ab12 cde'));

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({ field: 'vehicle.registration', value: 'AB12CDE' });
});

test('a registration may have 8 characters, not 9; errors are keyed by the field', async () => {
  const eight = await check(POLICY_IDS.van, registration('AB12 CDEF'));
  const nine = await check(POLICY_IDS.van, registration('AB12 CDEFG'));

  expect(eight.statusCode).toBe(200);
  expect(nine.statusCode).toBe(422);
  expect(nine.json().errors).toEqual({ 'vehicle.registration': [MESSAGES.registrationTooLong] });
});

test("a registration already on one of the caller's vehicles is refused", async () => {
  const response = await check(POLICY_IDS.van, registration('MF70 KLR'));

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: MESSAGES.registrationInUse,
    errors: { 'vehicle.registration': [MESSAGES.registrationInUse] },
  });
});

test('an empty value and a field the quick edit cannot change are refused', async () => {
  const empty = await check(POLICY_IDS.van, registration(' '));
  const unknown = await check(POLICY_IDS.van, { field: 'vehicle.colour', value: 'Red' });

  expect(empty.statusCode).toBe(422);
  expect(empty.json().message).toBe(MESSAGES.quickEditEmpty);
  expect(unknown.json().errors).toEqual({ field: [MESSAGES.vehicleFieldUnknown] });
});

test('a read-only policy answers 403', async () => {
  const response = await check(POLICY_IDS.bikeReadOnly, registration('AB12CDE'), tokens.bike);

  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: MESSAGES.policyReadOnly });
});

test("another user's policy answers 404, and no token 401", async () => {
  const other = await check(POLICY_IDS.van, registration('AB12CDE'), tokens.car);
  const anonymous = await check(POLICY_IDS.van, registration('AB12CDE'), null);

  expect(other.statusCode).toBe(404);
  expect(anonymous.statusCode).toBe(401);
});
