import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';

// What the agreed-value form reads before it is filled in (policy-changes.md §3 'Document slots
// fetched for a vehicle: id, label, tooltips', §7 GET .../avp/documents/{type} and .../avp/required).

const api = await createTestApi();
const tokens = {
  car: await api.signIn('car.driver'),
  van: await api.signIn('van.fleet'),
  bike: await api.signIn('bike.rider'),
};

interface Slot {
  id: string;
  label: string;
  tooltips: string[];
}

function get(url: string, token: string | null = tokens.car) {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  return api.app.inject({ method: 'GET', url: `/api${url}`, headers });
}

test("a vehicle's photo slots come with labels and tips", async () => {
  const response = await get(`/policies/${POLICY_IDS.car}/avp/documents/2011`);
  const byKind = await get(`/policies/${POLICY_IDS.car}/avp/documents/car`);
  const bike = await get(`/policies/${POLICY_IDS.bike}/avp/documents/2071`, tokens.bike);

  expect(response.statusCode).toBe(200);
  const slots = response.json<{ data: Slot[] }>().data;
  expect(slots.map((slot) => slot.id)).toEqual([
    'front',
    'rear',
    'offside',
    'nearside',
    'interior',
    'engine',
    'odometer',
  ]);
  expect(slots.every((slot) => slot.label !== '' && slot.tooltips.length > 0)).toBe(true);
  expect(byKind.json().data).toEqual(slots);
  expect(bike.json<{ data: Slot[] }>().data.map((slot) => slot.id)).toContain('left');
});

test('slots for a vehicle that is not on the policy answer 404', async () => {
  const response = await get(`/policies/${POLICY_IDS.car}/avp/documents/2061`);

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: MESSAGES.notFound });
});

test('the required list shows each vehicle and the steps it still needs', async () => {
  const response = await get(`/policies/${POLICY_IDS.van}/avp/required`, tokens.van);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual([
    {
      vehicle_id: '2061',
      avp_required: true,
      avp_completed: false,
      steps: ['vehicle', 'condition', 'documents', 'evidence'],
    },
    { vehicle_id: '2062', avp_required: true, avp_completed: true, steps: [] },
    { vehicle_id: '2063', avp_required: false, avp_completed: false, steps: [] },
  ]);
});

test("another user's policy answers 404, and no token 401, to both lookups", async () => {
  for (const path of ['avp/documents/2061', 'avp/required']) {
    expect((await get(`/policies/${POLICY_IDS.van}/${path}`)).statusCode).toBe(404);
    expect((await get(`/policies/${POLICY_IDS.van}/${path}`, null)).statusCode).toBe(401);
  }
});
