import { MESSAGES } from '@portal/contract';
import { expect, test } from 'vitest';
import { ADDRESS_BACK_OFF, DEVICE_COOKIE } from '../../src/auth/throttle';
import { trustProxyFromEnv } from '../../src/http/trust-proxy';
import { DEMO_SUPPORT_PASSWORD } from '../../src/support-console/staff-sessions';
import { createTestApi, type TestApi } from '../../src/test/create-test-api';

// Behind the TLS proxy every deployment has, every visitor came from the proxy's address: 20
// failed sign-ins at random usernames locked everyone out, and cookies never got Secure.
// PORTAL_TRUST_PROXY names the proxy; only then does X-Forwarded-For say who the client is and
// X-Forwarded-Proto whether the request was HTTPS. Each test has an API of its own.

const PROXY = '10.0.0.2';
const WRONG = 'Wrong-Password-1!';

function signIn(api: TestApi, username: string, password: string, headers: Record<string, string>) {
  return api.app.inject({
    method: 'POST',
    url: '/api/user/token',
    payload: { username, password },
    remoteAddress: PROXY,
    headers,
  });
}

/** The status of each of a client's failed sign-ins at usernames nobody has. */
async function spray(api: TestApi, times: number, headers: Record<string, string>) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await signIn(api, `nobody.${Math.random()}`, WRONG, headers);
    statuses.push(response.statusCode);
  }
  return statuses;
}

test('PORTAL_TRUST_PROXY takes a hop count or the proxies addresses and ranges, and is off unset', () => {
  expect(trustProxyFromEnv({})).toBe(false);
  expect(trustProxyFromEnv({ PORTAL_TRUST_PROXY: '0' })).toBe(false);
  const oneHop = trustProxyFromEnv({ PORTAL_TRUST_PROXY: '1' });
  if (typeof oneHop !== 'function') throw new Error('A hop count is a function of the hop');
  expect([oneHop('10.0.0.2', 0), oneHop('203.0.113.5', 1)]).toEqual([true, false]);
  expect(trustProxyFromEnv({ PORTAL_TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8' })).toEqual([
    '10.0.0.2',
    '10.1.0.0/16',
    'fd00::/8',
  ]);
  for (const wrong of ['true', 'proxy.internal', '10.0.0.0/33', '10.0.0.2,']) {
    expect(() => trustProxyFromEnv({ PORTAL_TRUST_PROXY: wrong }), wrong).toThrow(
      /PORTAL_TRUST_PROXY must be a hop count/,
    );
  }
});

test('behind a trusted proxy, two clients are limited by their own addresses', async () => {
  const api = await createTestApi({ trustProxy: trustProxyFromEnv({ PORTAL_TRUST_PROXY: PROXY }) });
  const first = { 'x-forwarded-for': '203.0.113.5' };

  const statuses = await spray(api, ADDRESS_BACK_OFF.free + 1, first);
  expect(statuses.slice(0, ADDRESS_BACK_OFF.free).every((status) => status === 422)).toBe(true);
  expect(statuses.at(-1)).toBe(429);

  // The other client behind the same proxy is not slowed, and signs in.
  const second = { 'x-forwarded-for': '198.51.100.7' };
  expect(await spray(api, 1, second)).toEqual([422]);
  const signedIn = await signIn(api, 'car.driver', 'Portal-Demo-2026!', second);
  expect(signedIn.statusCode).toBe(200);
});

test('without PORTAL_TRUST_PROXY, or from a peer that is not the proxy, X-Forwarded-For is ignored', async () => {
  const direct = await createTestApi();
  await spray(direct, ADDRESS_BACK_OFF.free, { 'x-forwarded-for': '203.0.113.5' });
  // Another forwarded address changes nothing: the proxy's own is the one limited.
  const next = await signIn(direct, 'nobody.else', WRONG, { 'x-forwarded-for': '198.51.100.7' });
  expect(next.statusCode).toBe(429);
  expect(next.json()).toEqual({ message: MESSAGES.signInThrottled });

  const trusting = await createTestApi({ trustProxy: [PROXY] });
  const spoofed = await trusting.app.inject({
    method: 'POST',
    url: '/api/user/token',
    payload: { username: 'car.driver', password: 'Portal-Demo-2026!' },
    remoteAddress: '192.0.2.80',
    headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' },
  });
  expect(spoofed.statusCode).toBe(200);
  // Not the proxy: its X-Forwarded-Proto is not believed either.
  expect(String(spoofed.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
});

test('over HTTPS at a trusted proxy, the device cookies are Secure; over plain http they are not', async () => {
  const api = await createTestApi({ trustProxy: [PROXY] });
  const https = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };

  const secure = await signIn(api, 'car.driver', 'Portal-Demo-2026!', https);
  expect(secure.statusCode).toBe(200);
  const [device] = [secure.headers['set-cookie']].flat();
  expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]+;.*; Secure$`));

  const plain = await signIn(api, 'car.driver', 'Portal-Demo-2026!', {
    'x-forwarded-for': '203.0.113.9',
  });
  expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/i);

  // The support console's cookies, its device cookie with them.
  const staff = await api.app.inject({
    method: 'POST',
    url: '/support/sign-in',
    payload: new URLSearchParams({ password: DEMO_SUPPORT_PASSWORD }).toString(),
    remoteAddress: PROXY,
    headers: { ...https, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(staff.statusCode).toBe(303);
  const cookies = [staff.headers['set-cookie']].flat();
  expect(cookies.length).toBeGreaterThanOrEqual(2);
  for (const cookie of cookies) expect(cookie, cookie).toMatch(/; Secure(?:;|$)/);
  expect(cookies.every((cookie) => (cookie?.match(/Secure/g) ?? []).length === 1)).toBe(true);
});
