import { MESSAGES } from '@portal/contract';
import { expect, test } from 'vitest';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';
import { newSubmission } from '../test/idempotency-key';

const api = await createTestApi();
// The form sends its sections even when every field in them is empty.
const EMPTY_FORM = { meta: {}, license: {}, usage: {}, address: {} };

async function post(username: string, url: string, payload: unknown) {
  const token = await api.signIn(username);
  return api.app.inject({
    method: 'POST',
    url,
    headers: { ...newSubmission(), authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
}

test("a bike policy's person form speaks of the rider from the first message", async () => {
  const response = await post('bike.rider', `/api/policies/${POLICY_IDS.bike}/person`, EMPTY_FORM);

  expect(response.statusCode).toBe(422);
  const { errors } = response.json<{ errors: Record<string, string[]> }>();
  expect(errors['meta.first_name']).toEqual(["Please provide the rider's first name"]);
  expect(JSON.stringify(errors)).not.toContain("driver's");
});

test("a car policy's person form speaks of the driver", async () => {
  const response = await post('car.driver', `/api/policies/${POLICY_IDS.car}/person`, EMPTY_FORM);

  expect(response.json<{ errors: Record<string, string[]> }>().errors['meta.first_name']).toEqual([
    "Please provide the driver's first name",
  ]);
});

test('an empty quick edit is refused under the field being edited', async () => {
  const response = await post('car.driver', `/api/policies/${POLICY_IDS.car}/vehicle/validate`, {
    field: 'vehicle.registration',
    value: '',
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({
    message: MESSAGES.quickEditEmpty,
    errors: { 'vehicle.registration': [MESSAGES.quickEditEmpty] },
  });
});
