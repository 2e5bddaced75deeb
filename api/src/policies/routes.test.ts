import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { answerPolicy } from '../standing/standing';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';
import { todayOf } from '../today';
import { policiesOf } from './store';

const api = await createTestApi();
const carDriver = await api.signIn('car.driver');
const today = todayOf(api.clock.now());

function get(url: string, token?: string, portal?: string) {
  const headers: Record<string, string> = {};
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (portal) headers['x-portal'] = portal;
  return api.app.inject({ method: 'GET', url: `/api${url}`, headers });
}

interface Listed {
  id: number;
  correct_portal: boolean;
  can_modify: boolean;
  flags: { recently_expired: boolean };
}

test("the list is the caller's policies, derived for the asking portal and today", async () => {
  const response = await get('/policies', carDriver, 'northway');

  expect(response.statusCode).toBe(200);
  const policies = response.json<{ data: Listed[] }>().data;
  expect(policies.map((policy) => policy.id)).toEqual([
    POLICY_IDS.car,
    POLICY_IDS.home,
    POLICY_IDS.expired,
    POLICY_IDS.recentlyExpired,
    POLICY_IDS.otherBrand,
  ]);
  const carDriverRow = await api.context.db.get<{ id: number }>(
    `SELECT id FROM users WHERE username = 'car.driver'`,
  );
  const userId = Number(carDriverRow?.id);
  const stored = await policiesOf(api.context.db, userId);
  // Each policy answered alone is what the list says of it.
  const expected = [];
  for (const record of stored) {
    expected.push(await answerPolicy(api.context.db, record, { portal: 'northway', today }));
  }
  expect(response.json().data).toEqual(expected);
});

test('correct_portal follows the X-Portal header', async () => {
  const atNorthway = (await get('/policies', carDriver, 'northway')).json<{ data: Listed[] }>();
  const atRidgeline = (await get('/policies', carDriver, 'ridgeline')).json<{ data: Listed[] }>();

  const held = (list: Listed[]) => list.map((policy) => [policy.id, policy.correct_portal]);
  expect(held(atNorthway.data)).toContainEqual([POLICY_IDS.car, true]);
  expect(held(atNorthway.data)).toContainEqual([POLICY_IDS.otherBrand, false]);
  expect(held(atRidgeline.data)).toContainEqual([POLICY_IDS.car, false]);
  expect(held(atRidgeline.data)).toContainEqual([POLICY_IDS.otherBrand, true]);
});

test('the X-Portal id is read as every route reads it: spaces and case aside', async () => {
  const exact = (await get('/policies', carDriver, 'ridgeline')).json<{ data: Listed[] }>();
  const loose = (await get('/policies', carDriver, ' RidgeLine ')).json<{ data: Listed[] }>();

  expect(loose.data).toEqual(exact.data);
  expect(loose.data.find((policy) => policy.id === POLICY_IDS.otherBrand)?.correct_portal).toBe(
    true,
  );
});

test('recently expired is derived from today: renewal 45 days ago is over 40', async () => {
  const policies = (await get('/policies', carDriver, 'northway')).json<{ data: Listed[] }>().data;
  const recent = policies.find((policy) => policy.id === POLICY_IDS.recentlyExpired);

  expect(recent).toMatchObject({ can_modify: false, flags: { recently_expired: true } });
});

test('a user with no policies gets an empty list', async () => {
  const response = await get('/policies', await api.signIn('new.customer'), 'northway');

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual([]);
});

test('one policy is answered as the list shows it', async () => {
  const list = (await get('/policies', carDriver, 'northway')).json<{ data: Listed[] }>().data;
  const response = await get(`/policies/${POLICY_IDS.car}`, carDriver, 'northway');

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual(list[0]);
});

test("another user's policy, an unknown id and a malformed id all answer 404", async () => {
  for (const id of [POLICY_IDS.van, 999, 'abc']) {
    const response = await get(`/policies/${id}`, carDriver, 'northway');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  }
});

test('without a token both calls answer 401', async () => {
  for (const url of ['/policies', `/policies/${POLICY_IDS.car}`]) {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  }
});
