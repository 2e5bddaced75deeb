import { MESSAGES } from '@portal/contract';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { createTestApi } from '../test/create-test-api';
import { ADDRESS_BACK_OFF, USERNAME_BACK_OFF } from './throttle';

const api = await createTestApi();
let nextAddress = 1;

/** Each test signs in from its own address, so the per-address limit stays its own. */
function signIn(username: string, password: string, remoteAddress = '203.0.113.1') {
  return api.app.inject({
    method: 'POST',
    url: '/api/user/token',
    payload: { username, password },
    remoteAddress,
  });
}

function freshAddress(): string {
  nextAddress += 1;
  return `198.51.100.${nextAddress}`;
}

const FAILED = {
  message: MESSAGES.signInFailed,
  errors: { password: [MESSAGES.signInFailed] },
};

test('signing in answers a token, the greeting and the to-do count', async () => {
  const response = await signIn('car.driver', DEMO_PASSWORD, freshAddress());

  expect(response.statusCode).toBe(200);
  const body = response.json<{ data: { token: string }; meta: { token: string } }>();
  expect(body.data).toMatchObject({ todo_count: 9 });
  expect(body).toEqual({
    data: {
      token: expect.stringMatching(/^[\w-]{43}$/),
      greeting: 'Good morning, Sarah',
      // car.driver's to-dos: what her car policy asks of her, and an announcement.
      todo_count: expect.any(Number),
    },
    meta: { token: body.data.token },
  });
});

test('the to-do count adds the undismissed posted alerts in the todo slot', async () => {
  const { db, now } = api.context;
  const user = await db.get<{ id: number }>(`SELECT id FROM users WHERE username = 'van.fleet'`);
  const userId = user?.id;
  const insert = (slot: string, dismissedAt: string | null, at: string) =>
    db.run(
      `INSERT INTO alerts (user_id, type, label, slot, dismissed_at, created_at) VALUES (?, 'announcement', 'Hello', ?, ?, ?)`,
      [userId, slot, dismissedAt, at],
    );
  const at = now().toISOString();
  await insert('todo', null, at);
  await insert('todo', null, at);
  await insert('todo', at, at);
  await insert('dashboard', null, at);

  const response = await signIn('van.fleet', DEMO_PASSWORD, freshAddress());

  // van.fleet's policy asks for a payment, an agreed value and has unread post: 3, and 2 posted.
  expect(response.json().data.todo_count).toBe(3 + 2);
});

test('the username is not case-sensitive', async () => {
  const response = await signIn('Car.Driver', DEMO_PASSWORD, freshAddress());

  expect(response.statusCode).toBe(200);
});

test('a wrong password and an unknown username fail alike, as field errors', async () => {
  const address = freshAddress();
  const wrong = await signIn('car.driver', 'Portal-Demo-2025!', address);
  const unknown = await signIn('no.such.user', DEMO_PASSWORD, address);

  expect(wrong.statusCode).toBe(422);
  expect(wrong.json()).toEqual(FAILED);
  expect(unknown.statusCode).toBe(422);
  expect(unknown.json()).toEqual(FAILED);
});

test('the invited user cannot sign in before activating', async () => {
  const { db } = api.context;
  const invited = await db.get<{ email: string }>(
    `SELECT email FROM users WHERE status = 'invited'`,
  );

  const response = await signIn(String(invited?.email), DEMO_PASSWORD, freshAddress());

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual(FAILED);
});

test('a sign-in body that fails the contract is a 422 with its messages', async () => {
  const response = await signIn('', 'short', freshAddress());

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: 'Sorry there are 2 problems below, please check them and try again.',
    errors: { username: [MESSAGES.usernameRequired], password: [MESSAGES.signInPassword] },
  });
});

test('after five failures at a username from new devices the next one waits, even a right one', async () => {
  for (let attempt = 1; attempt <= USERNAME_BACK_OFF.free; attempt += 1) {
    const failed = await signIn('bike.rider', 'Wrong-Password-1!', freshAddress());
    expect(failed.statusCode, `attempt ${attempt}`).toBe(422);
  }

  const refused = await signIn('bike.rider', DEMO_PASSWORD, freshAddress());

  expect(refused.statusCode).toBe(429);
  // The first wait of the back-off (docs/decisions/016), not a lock-out.
  expect(refused.headers['retry-after']).toBe('1');
  expect(refused.json()).toEqual({ message: MESSAGES.signInThrottled });

  api.clock.advance(USERNAME_BACK_OFF.firstWaitMs);
  expect((await signIn('bike.rider', DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);
});

test('a successful sign-in clears the failures of its username', async () => {
  for (let attempt = 1; attempt < USERNAME_BACK_OFF.free; attempt += 1) {
    await signIn('new.customer', 'Wrong-Password-1!', freshAddress());
  }
  expect((await signIn('new.customer', DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);

  for (let attempt = 1; attempt < USERNAME_BACK_OFF.free; attempt += 1) {
    await signIn('new.customer', 'Wrong-Password-1!', freshAddress());
  }
  expect((await signIn('new.customer', DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);
});

test('after twenty failures from one address, that address waits for any username', async () => {
  const address = freshAddress();
  for (let attempt = 1; attempt <= ADDRESS_BACK_OFF.free; attempt += 1) {
    const failed = await signIn(`guess.${attempt}`, 'Wrong-Password-1!', address);
    expect(failed.statusCode, `attempt ${attempt}`).toBe(422);
  }

  const refused = await signIn('car.driver', DEMO_PASSWORD, address);
  const elsewhere = await signIn('car.driver', DEMO_PASSWORD, freshAddress());

  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('1');
  expect(refused.json()).toEqual({ message: MESSAGES.signInThrottled });
  expect(elsewhere.statusCode).toBe(200);
});

test('with a captcha key configured, sign-in needs the captcha token', async () => {
  const withCaptcha = await createTestApi({ captchaKey: 'site-key' });

  const without = await withCaptcha.app.inject({
    method: 'POST',
    url: '/api/user/token',
    payload: { username: 'car.driver', password: DEMO_PASSWORD },
  });
  const withToken = await withCaptcha.app.inject({
    method: 'POST',
    url: '/api/user/token',
    payload: { username: 'car.driver', password: DEMO_PASSWORD, recaptcha_token: 'token' },
  });

  expect(without.statusCode).toBe(422);
  expect(without.json()).toEqual({
    message: MESSAGES.captchaRequired,
    errors: { recaptcha_token: [MESSAGES.captchaRequired] },
  });
  expect(withToken.statusCode).toBe(200);
});
