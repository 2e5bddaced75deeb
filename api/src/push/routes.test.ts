import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createTestApi } from '../test/create-test-api';
import { pushSubscriptionsOf } from './store';

// POST /push/subscribe and /push/unsubscribe (portal.md §3, §5 "Push: endpoint (url) and keys
// required", §7): subscriptions are kept per user, one per endpoint.

const api = await createTestApi();
const { db } = api.context;

const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdC1zdWJzY3JpcHRpb24',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

function post(url: string, token: string | undefined, payload: object) {
  return api.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
}

async function userId(username: string): Promise<number> {
  const row = await db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', [username]);
  return Number(row?.id);
}

test("subscribing keeps the browser's subscription for the user", async () => {
  const token = await api.signIn('car.driver');

  const response = await post('/push/subscribe', token, SUBSCRIPTION);

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: null, meta: { token } });
  expect(await pushSubscriptionsOf(db, await userId('car.driver'))).toEqual([SUBSCRIPTION]);
});

test("the same endpoint again is one subscription with new keys; another user's stays theirs", async () => {
  const carDriver = await api.signIn('car.driver');
  const vanFleet = await api.signIn('van.fleet');
  const endpoint = `${SUBSCRIPTION.endpoint}-shared`;
  const renewed = {
    ...SUBSCRIPTION,
    endpoint,
    keys: { ...SUBSCRIPTION.keys, auth: 'bmV3LWF1dGgtc2VjcmV0' },
  };

  await post('/push/subscribe', carDriver, { ...SUBSCRIPTION, endpoint });
  await post('/push/subscribe', carDriver, renewed);
  expect(await pushSubscriptionsOf(db, await userId('car.driver'))).toContainEqual(renewed);
  const taken = await post('/push/subscribe', vanFleet, { ...renewed, keys: SUBSCRIPTION.keys });

  expect(taken.statusCode).toBe(409);
  expect(taken.json()).toEqual({ message: MESSAGES.pushEndpointTaken });
  expect(await pushSubscriptionsOf(db, await userId('car.driver'))).toContainEqual(renewed);
  expect(await pushSubscriptionsOf(db, await userId('van.fleet'))).toEqual([]);
  expect(
    await db.get('SELECT count(*) AS count FROM push_subscriptions WHERE endpoint = ?', [endpoint]),
  ).toEqual({ count: 1 });
});

test("unsubscribing forgets it; unsubscribing what is gone, or another user's, changes nothing", async () => {
  const bikeRider = await api.signIn('bike.rider');
  const endpoint = `${SUBSCRIPTION.endpoint}-bike`;
  await post('/push/subscribe', bikeRider, { ...SUBSCRIPTION, endpoint });

  const someoneElse = await post('/push/unsubscribe', await api.signIn('new.customer'), {
    endpoint,
  });
  expect(someoneElse.statusCode).toBe(200);
  expect(await pushSubscriptionsOf(db, await userId('bike.rider'))).toHaveLength(1);

  const response = await post('/push/unsubscribe', bikeRider, { endpoint });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: null, meta: { token: bikeRider } });
  expect(await pushSubscriptionsOf(db, await userId('bike.rider'))).toEqual([]);

  const again = await post('/push/unsubscribe', bikeRider, { endpoint });
  expect(again.statusCode).toBe(200);
});

test('the endpoint must be an https URL and both keys are required', async () => {
  const token = await api.signIn('car.driver');
  const cases: [object, Record<string, string[]>][] = [
    [{ ...SUBSCRIPTION, endpoint: 'not a url' }, { endpoint: [MESSAGES.pushEndpointInvalid] }],
    [
      { ...SUBSCRIPTION, endpoint: 'http://push.example/plain' },
      { endpoint: [MESSAGES.pushEndpointInvalid] },
    ],
    [{ ...SUBSCRIPTION, keys: undefined }, { keys: [MESSAGES.pushKeysRequired] }],
    [
      { ...SUBSCRIPTION, keys: { ...SUBSCRIPTION.keys, auth: '' } },
      { 'keys.auth': [MESSAGES.pushKeysRequired] },
    ],
    [
      { ...SUBSCRIPTION, keys: { auth: SUBSCRIPTION.keys.auth } },
      { 'keys.p256dh': [MESSAGES.pushKeysRequired] },
    ],
  ];
  for (const [payload, errors] of cases) {
    const response = await post('/push/subscribe', token, payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    expect(response.json().errors, JSON.stringify(payload)).toEqual(errors);
  }
  const unsubscribe = await post('/push/unsubscribe', token, { endpoint: '' });
  expect(unsubscribe.json().errors).toEqual({ endpoint: [MESSAGES.pushEndpointInvalid] });
});

test('push calls need a token', async () => {
  expect((await post('/push/subscribe', undefined, SUBSCRIPTION)).statusCode).toBe(401);
  expect((await post('/push/unsubscribe', undefined, SUBSCRIPTION)).statusCode).toBe(401);
});
