import { MESSAGES } from '@portal/contract';
import { expect, test, vi } from 'vitest';
import { deliverPush, type PushTransport } from '../../src/push/deliver';
import { isAllowedPushEndpoint, pushHostsFromEnv } from '../../src/push/endpoint-hosts';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, pushSubscriptionsOf } from '../../src/push/store';
import { createTestApi } from '../../src/test/create-test-api';

// A push makes the server open a connection to the subscription's endpoint. The probe had it
// accept 127.0.0.1, 169.254.169.254 and internal names, keep 300 subscriptions for one user
// (300 connections per notification), and move an endpoint to whoever subscribed it last. Only
// the browsers' push services are accepted now, ten subscriptions per user, and an endpoint
// stays with the user who subscribed it.

const api = await createTestApi();
const { db } = api.context;
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

async function userId(username: string): Promise<number> {
  return Number(
    (await db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', [username]))?.id,
  );
}

function subscribe(token: string, endpoint: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    headers: { authorization: `Bearer ${token}` },
    payload: { endpoint, keys: KEYS, expirationTime: null },
  });
}

async function held(endpoint: string): Promise<unknown> {
  return (
    await db.get<{ user_id: number }>('SELECT user_id FROM push_subscriptions WHERE endpoint = ?', [
      endpoint,
    ])
  )?.user_id;
}

test('an endpoint on an address, an internal name, another port or plain http is refused with 422', async () => {
  const token = await api.signIn('car.driver');
  const refused = [
    'https://127.0.0.1/push',
    'https://169.254.169.254/latest/meta-data/',
    'https://2130706433/push',
    'https://0x7f.1/push',
    'https://[::1]/push',
    'https://localhost/push',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://push.internal/send',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:secret@fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
    'https://notify.windows.com/w/abc',
  ];
  for (const endpoint of refused) {
    const response = await subscribe(token, endpoint);
    expect(response.statusCode, endpoint).toBe(422);
    expect(response.json(), endpoint).toEqual({
      message: MESSAGES.pushEndpointNotAllowed,
      errors: { endpoint: [MESSAGES.pushEndpointNotAllowed] },
    });
    expect(await held(endpoint), endpoint).toBeUndefined();
  }
  const plain = await subscribe(token, 'http://fcm.googleapis.com/fcm/send/abc');
  expect(plain.statusCode).toBe(422);
  expect(plain.json().errors).toEqual({ endpoint: [MESSAGES.pushEndpointInvalid] });

  const accepted = [
    'https://fcm.googleapis.com/fcm/send/chrome',
    'https://updates.push.services.mozilla.com/wpush/v2/firefox',
    'https://wns2-by3p.notify.windows.com/w/?token=edge',
    'https://web.push.apple.com/safari',
  ];
  for (const endpoint of accepted) {
    expect((await subscribe(token, endpoint)).statusCode, endpoint).toBe(200);
  }
});

test('PORTAL_PUSH_HOSTS replaces the list, and takes host names only', () => {
  const hosts = pushHostsFromEnv({ PORTAL_PUSH_HOSTS: 'push.example.com, *.push.example.net' });
  expect(isAllowedPushEndpoint('https://push.example.com/a', hosts)).toBe(true);
  expect(isAllowedPushEndpoint('https://eu.push.example.net/a', hosts)).toBe(true);
  expect(isAllowedPushEndpoint('https://fcm.googleapis.com/a', hosts)).toBe(false);
  for (const wrong of ['*', '10.0.0.1', 'intranet', '*.com.', 'push.example.com/path']) {
    expect(() => pushHostsFromEnv({ PORTAL_PUSH_HOSTS: wrong }), wrong).toThrow(
      /PORTAL_PUSH_HOSTS/,
    );
  }
});

test('a user keeps at most ten subscriptions: the least recently subscribed goes', async () => {
  const token = await api.signIn('bike.rider');
  const endpoints = Array.from(
    { length: MAX_PUSH_SUBSCRIPTIONS_PER_USER + 2 },
    (_, index) => `https://fcm.googleapis.com/fcm/send/bike-${index}`,
  );
  for (const endpoint of endpoints) {
    api.clock.advance(1000);
    expect((await subscribe(token, endpoint)).statusCode).toBe(200);
    // The first browser subscribes again: the recently renewed are kept.
    if (endpoint.endsWith('-5')) await subscribe(token, endpoints[0] ?? '');
  }

  const kept = (await pushSubscriptionsOf(db, await userId('bike.rider'))).map(
    (each) => each.endpoint,
  );
  expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  expect(kept).toContain(endpoints[0]);
  expect(kept).not.toContain(endpoints[1]);
  expect(kept).not.toContain(endpoints[2]);
  expect(kept).toContain(endpoints.at(-1));
});

test("subscribing another user's endpoint is refused, and it stays theirs", async () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/car-drivers-phone';
  expect((await subscribe(await api.signIn('car.driver'), endpoint)).statusCode).toBe(200);

  const taken = await subscribe(await api.signIn('van.fleet'), endpoint);

  expect(taken.statusCode).toBe(409);
  expect(taken.json()).toEqual({ message: MESSAGES.pushEndpointTaken });
  expect(await held(endpoint)).toBe(await userId('car.driver'));
  expect(await pushSubscriptionsOf(db, await userId('van.fleet'))).toEqual([]);
});

test('a subscription kept before the allow-list is never contacted, and is forgotten', async () => {
  const id = await userId('new.customer');
  const at = api.clock.now().toISOString();
  await db.run(
    `INSERT INTO push_subscriptions (user_id, endpoint, auth, p256dh, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [id, 'https://169.254.169.254/latest/meta-data/', KEYS.auth, KEYS.p256dh, at, at],
  );
  const transport = vi.fn<PushTransport>(async () => ({ statusCode: 201 }));

  const delivered = await deliverPush(
    db,
    id,
    { title: 'New message', body: 'Hi', url: null },
    { transport },
  );

  expect(delivered).toBe(0);
  expect(transport).not.toHaveBeenCalled();
  expect(await pushSubscriptionsOf(db, id)).toEqual([]);
});
