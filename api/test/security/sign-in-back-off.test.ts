import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@portal/contract';
import { expect, test } from 'vitest';
import { ADDRESS_BACK_OFF, DEVICE_COOKIE, USERNAME_BACK_OFF } from '../../src/auth/throttle';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { DEMO_SUPPORT_PASSWORD } from '../../src/support-console/staff-sessions';
import { createTestApi, type TestApi } from '../../src/test/create-test-api';

// Sign-in is slowed by back-off, never locked (docs/decisions/016): strangers' wrong passwords
// slow only devices the user has not signed in from; a spray from many addresses is slowed per
// username; each failure past the free ones doubles the wait. The same holds for the support
// console's password. Each test has an API of its own.

const HOME = '198.51.100.10';
const WRONG = 'Wrong-Password-1!';

function signIn(api: TestApi, username: string, password: string, address: string, cookie = '') {
  return api.app.inject({
    method: 'POST',
    url: '/api/user/token',
    payload: { username, password },
    remoteAddress: address,
    headers: { 'x-portal': 'northway', ...(cookie ? { cookie } : {}) },
  });
}

/** The `name=value` of the cookie `name` a response sets, for the next request's Cookie header. */
function cookieSet(setCookie: string | string[] | undefined, name: string): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = all.find((cookie) => cookie.startsWith(`${name}=`));
  if (!found) throw new Error(`No ${name} cookie in ${String(setCookie)}`);
  return found.split(';')[0] ?? '';
}

/** The user signs in from home, which keeps their device's cookie. */
async function signInAtHome(api: TestApi, username: string): Promise<string> {
  const response = await signIn(api, username, DEMO_PASSWORD, HOME);
  expect(response.statusCode).toBe(200);
  return cookieSet(response.headers['set-cookie'], DEVICE_COOKIE);
}

function expectThrottled(response: LightMyRequestResponse, retryAfter: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: MESSAGES.signInThrottled });
  expect(response.headers['retry-after']).toBe(String(retryAfter));
}

test("five wrong passwords from a stranger's address do not keep the user out of their known device", async () => {
  const api = await createTestApi();
  const device = await signInAtHome(api, 'car.driver');
  expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]{43}$`));

  for (let attempt = 1; attempt <= USERNAME_BACK_OFF.free; attempt += 1) {
    const failed = await signIn(api, 'car.driver', WRONG, '203.0.113.66');
    expect(failed.statusCode, `attempt ${attempt}`).toBe(422);
  }
  // A device the user never signed in from waits...
  expectThrottled(await signIn(api, 'car.driver', DEMO_PASSWORD, '192.0.2.44'), 1);

  // ...but theirs does not: with its cookie from anywhere, or from the address it signed in from.
  expect((await signIn(api, 'car.driver', DEMO_PASSWORD, '192.0.2.45', device)).statusCode).toBe(
    200,
  );
  expect((await signIn(api, 'car.driver', DEMO_PASSWORD, HOME)).statusCode).toBe(200);
});

test("the stranger's guesses at the user's own address are slowed apart from the user's device", async () => {
  const api = await createTestApi();
  const device = await signInAtHome(api, 'car.driver');

  // Someone on the same address (a shared network), without the cookie.
  for (let attempt = 1; attempt <= USERNAME_BACK_OFF.free; attempt += 1) {
    expect((await signIn(api, 'car.driver', WRONG, HOME)).statusCode).toBe(422);
  }
  expectThrottled(await signIn(api, 'car.driver', DEMO_PASSWORD, HOME), 1);

  expect((await signIn(api, 'car.driver', DEMO_PASSWORD, HOME, device)).statusCode).toBe(200);
});

test('spraying one username from twenty addresses is slowed, for new devices only', async () => {
  const api = await createTestApi();
  const device = await signInAtHome(api, 'van.fleet');
  const answers: number[] = [];

  for (let address = 1; address <= 20; address += 1) {
    answers.push((await signIn(api, 'van.fleet', WRONG, `203.0.113.${address}`)).statusCode);
  }

  // Only the free failures had their password checked; the rest waited, none of them a lock.
  expect(answers.filter((status) => status === 422)).toHaveLength(USERNAME_BACK_OFF.free);
  expect(answers.filter((status) => status === 429)).toHaveLength(20 - USERNAME_BACK_OFF.free);
  expectThrottled(await signIn(api, 'van.fleet', DEMO_PASSWORD, '203.0.113.99'), 1);
  expect((await signIn(api, 'van.fleet', DEMO_PASSWORD, HOME, device)).statusCode).toBe(200);
});

test('each failure past the free ones doubles the wait, up to fifteen minutes', async () => {
  const api = await createTestApi();
  // Every guess from an address of its own, so only the username's count can slow them.
  let address = 0;
  const stranger = (password = WRONG) => {
    address += 1;
    return signIn(api, 'bike.rider', password, `203.0.113.${address}`);
  };
  for (let attempt = 1; attempt <= USERNAME_BACK_OFF.free; attempt += 1) {
    expect((await stranger()).statusCode).toBe(422);
  }

  const waits: number[] = [];
  for (let failure = 0; failure < 12; failure += 1) {
    const refused = await stranger(DEMO_PASSWORD);
    const wait = Number(refused.headers['retry-after']);
    expectThrottled(refused, wait);
    waits.push(wait);
    // A second short of the wait, even the right password still waits.
    api.clock.advance((wait - 1) * 1000);
    if (wait > 1) expectThrottled(await stranger(DEMO_PASSWORD), 1);
    api.clock.advance(1000);
    expect((await stranger()).statusCode).toBe(422);
  }

  expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  expect(USERNAME_BACK_OFF.maxWaitMs).toBe(900_000);
  // Once the wait is over, the right password gets in and the count starts again.
  api.clock.advance(USERNAME_BACK_OFF.maxWaitMs);
  expect((await stranger(DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await stranger()).statusCode).toBe(422);
});

test('one address trying many usernames is slowed across them, doubling too', async () => {
  const api = await createTestApi();
  const address = '203.0.113.77';
  for (let attempt = 1; attempt <= ADDRESS_BACK_OFF.free; attempt += 1) {
    expect((await signIn(api, `guess.${attempt}`, WRONG, address)).statusCode).toBe(422);
  }

  expectThrottled(await signIn(api, 'new.customer', DEMO_PASSWORD, address), 1);
  api.clock.advance(1000);
  expect((await signIn(api, 'another.guess', WRONG, address)).statusCode).toBe(422);
  expectThrottled(await signIn(api, 'new.customer', DEMO_PASSWORD, address), 2);
  // The user whose address it is not, elsewhere, is not slowed by it.
  expect((await signIn(api, 'new.customer', DEMO_PASSWORD, HOME)).statusCode).toBe(200);
});

test("the support console: strangers' guesses slow new devices, not a staff member's known one", async () => {
  const api = await createTestApi();
  const consoleSignIn = (password: string, address: string, cookie = '') =>
    api.app.inject({
      method: 'POST',
      url: '/support/sign-in',
      remoteAddress: address,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams({ password }).toString(),
    });
  const first = await consoleSignIn(DEMO_SUPPORT_PASSWORD, HOME);
  expect(first.statusCode).toBe(303);
  const device = cookieSet(first.headers['set-cookie'], 'portal_support_device');

  // A spray at the shared password, one guess from each of twenty addresses.
  const answers: number[] = [];
  for (let address = 1; address <= 20; address += 1) {
    answers.push((await consoleSignIn('guess', `203.0.113.${address}`)).statusCode);
  }

  expect(answers.filter((status) => status === 401)).toHaveLength(USERNAME_BACK_OFF.free);
  expect(answers.filter((status) => status === 429)).toHaveLength(20 - USERNAME_BACK_OFF.free);
  const refused = await consoleSignIn(DEMO_SUPPORT_PASSWORD, '192.0.2.44');
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('1');
  expect(refused.body).toContain(
    'Too many wrong passwords. Please wait a few minutes and try again.',
  );
  expect((await consoleSignIn(DEMO_SUPPORT_PASSWORD, '192.0.2.45', device)).statusCode).toBe(303);
});
