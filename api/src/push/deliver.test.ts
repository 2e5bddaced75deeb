import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { afterEach, expect, test, vi } from 'vitest';
import webpush from 'web-push';
import { createTestApi } from '../test/create-test-api';
import { deliverPush } from './deliver';
import { pushSubscriptionsOf, type StoredPushSubscription } from './store';
import { vapidKeys } from './vapid';

// Real pushes (portal.md §1 "push opt-in"): the API signs with its own VAPID key, made on first
// start, and encrypts for each browser the user subscribed. The push service is the network
// boundary: web-push's sendNotification is replaced by one that records what would be sent.

const api = await createTestApi();
const { db } = api.context;

afterEach(() => vi.restoreAllMocks());

/** A browser's subscription with real P-256 and auth keys, as `PushSubscription.toJSON()` gives. */
function browserSubscription(endpoint: string): StoredPushSubscription {
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: browserKey.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

async function userId(username: string): Promise<number> {
  const row = await db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', [username]);
  return Number(row?.id);
}

async function subscribe(username: string, subscription: StoredPushSubscription) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    headers: { authorization: `Bearer ${await api.signIn(username)}` },
    payload: subscription,
  });
  expect(response.statusCode).toBe(200);
}

function verifiesWith(publicKey: string, jwt: string): boolean {
  const [header, claims, signature] = jwt.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  return verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
}

test('the VAPID keys are made on first start, kept, and the public one is served to signed-in users', async () => {
  const stored = await vapidKeys(db);
  expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
  expect(await vapidKeys(db)).toEqual(stored);

  const response = await api.app.inject({
    method: 'GET',
    url: '/api/push/public-key',
    headers: { authorization: `Bearer ${await api.signIn('new.customer')}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({ publicKey: stored.publicKey });
});

test("a new notification is pushed, encrypted and signed with the server's key, to each of the user's browsers", async () => {
  const phone = browserSubscription('https://fcm.googleapis.com/fcm/send/phone-of-car-driver');
  const laptop = browserSubscription('https://updates.push.services.mozilla.com/wpush/v2/laptop');
  await subscribe('car.driver', phone);
  await subscribe('car.driver', laptop);
  const sent: { endpoint: string; headers: Record<string, string>; body: string }[] = [];
  vi.spyOn(webpush, 'sendNotification').mockImplementation(
    async (subscription, payload, options) => {
      const request = webpush.generateRequestDetails(subscription, payload ?? undefined, options);
      sent.push({
        endpoint: request.endpoint,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.from(request.body ?? '').toString('latin1'),
      });
      return { statusCode: 201, body: '', headers: {} };
    },
  );

  const response = await api.app.inject({
    method: 'POST',
    url: '/api/dev/notification',
    payload: { username: 'car.driver', label: 'Your documents are ready', value: '/inbox' },
    headers: await api.staff(),
  });
  expect(response.statusCode).toBe(200);
  await vi.waitFor(() => expect(sent).toHaveLength(2));

  const { publicKey } = await vapidKeys(db);
  expect(sent.map((request) => request.endpoint).sort()).toEqual(
    [laptop.endpoint, phone.endpoint].sort(),
  );
  for (const request of sent) {
    expect(request.headers['Content-Encoding']).toBe('aes128gcm');
    expect(Number(request.headers['TTL'])).toBe(86_400);
    const [, jwt, key] =
      /^vapid t=([^,]+), k=(.+)$/.exec(request.headers['Authorization'] ?? '') ?? [];
    expect(key).toBe(publicKey);
    expect(verifiesWith(publicKey, jwt ?? '')).toBe(true);
    const claims = JSON.parse(Buffer.from(jwt?.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.aud).toBe(new URL(request.endpoint).origin);
    // Encrypted: the notification's words are not in the body.
    expect(request.body).not.toContain('Your documents are ready');
  }
});

test('a subscription the push service says is gone is forgotten; other failures keep it', async () => {
  const gone = browserSubscription('https://fcm.googleapis.com/fcm/send/uninstalled-browser');
  const flaky = browserSubscription('https://fcm.googleapis.com/fcm/send/flaky-push-service');
  await subscribe('bike.rider', gone);
  await subscribe('bike.rider', flaky);
  const warnings: string[] = [];

  const delivered = await deliverPush(
    db,
    await userId('bike.rider'),
    { title: 'New notification', body: 'Hello', url: null },
    {
      transport: async (subscription) => {
        const statusCode = subscription.endpoint === gone.endpoint ? 410 : 502;
        throw Object.assign(new Error('Received unexpected response code'), { statusCode });
      },
      log: { warn: (_details, message) => warnings.push(message) },
    },
  );

  expect(delivered).toBe(0);
  expect(
    (await pushSubscriptionsOf(db, await userId('bike.rider'))).map((s) => s.endpoint),
  ).toEqual([flaky.endpoint]);
  expect(warnings).toEqual(['A push could not be delivered']);
});

test('a user with no subscribed browser gets no push', async () => {
  const transport = vi.fn();
  const delivered = await deliverPush(
    db,
    await userId('new.customer'),
    { title: 'New notification', body: 'Hello', url: null },
    { transport },
  );
  expect(delivered).toBe(0);
  expect(transport).not.toHaveBeenCalled();
});
