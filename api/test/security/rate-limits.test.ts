import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@portal/contract';
import { expect, onTestFinished, test } from 'vitest';
import { MAX_ACTIVATION_TRIES } from '../../src/account/accounts';
import { buildApi } from '../../src/app';
import { readOutbox } from '../../src/outbox/store';
import {
  ACTIVATION_CODE_LIMITS,
  ACTIVATION_LIMITS,
  CHANGE_PASSWORD_LIMITS,
  GUEST_PAYMENT_LIMITS,
  INVITED_AGREEMENT_LIMITS,
  SIGN_UP_LIMITS,
  USERNAME_REMINDER_LIMITS,
  type CallLimits,
} from '../../src/rate-limits/limits';
import type { WindowLimit } from '../../src/rate-limits/rate-limit';
import { INVITED_POLICY } from '../../src/seed/account';
import { DEMO_INVITATION, DEMO_PASSWORD } from '../../src/seed/demo-users';
import { POLICY_REFERENCES } from '../../src/seed/policies/references';
import { cardToken } from '../../src/test/card-tokens';
import { createTestApi, createTestClock, type TestApi } from '../../src/test/create-test-api';
import { newSubmission } from '../../src/test/idempotency-key';
import { createTestDatabase } from '../../src/test/test-database';

// Item by item, the calls a visitor makes without a password, and the password change, replayed
// as an attacker would: past each limit the answer is a 429 with Retry-After and nothing is sent
// or stored; the limit is per target and per address; the test clock lets the user in again
// (docs/decisions/016). Each test has an API of its own, so counts never leak between them.

const ATTACKER = '203.0.113.66';

type Payload = Record<string, unknown>;

function post(
  api: TestApi,
  url: string,
  payload: Payload,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return api.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress,
    headers: { 'x-portal': 'northway', ...headers },
  });
}

/** Sends `count` attempts one after another, each expected to be answered `status`. */
async function exhaust(
  count: number,
  status: number,
  send: (attempt: number) => Promise<LightMyRequestResponse>,
): Promise<void> {
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await send(attempt);
    expect(response.statusCode, `attempt ${attempt + 1}: ${response.body}`).toBe(status);
  }
}

/** Every attempt was made at the same instant, so the wait is the whole window. */
function expectTooMany(
  response: LightMyRequestResponse,
  limit: WindowLimit,
  message: string = MESSAGES.tooManyAttempts,
): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message });
  expect(response.headers['retry-after']).toBe(String(limit.windowMs / 1000));
}

/** Targets the limit has not seen: each its own, none of them real. */
function otherTargets(count: number, make: (index: number) => string): string[] {
  return Array.from({ length: count }, (_, index) => make(index));
}

/** How many attempts at other targets fill the address's limit, the first target's included. */
function fillAddress(limits: CallLimits): number {
  return limits.address.max - limits.target.max;
}

const unknownInvitation = () => randomUUID();
const unknownReference = (index: number) => `NWM-CAR-9${String(index).padStart(5, '0')}`;

// POST /user/activate

const ACTIVATION = {
  activation_code: DEMO_INVITATION.activationCode,
  invite_id: DEMO_INVITATION.inviteId,
  phone: DEMO_INVITATION.mobile,
  username: 'james.patel',
  password: 'Moseley-Road-52!',
};

test('activation: past the limit of an invitation a 429, until the window has passed', async () => {
  const api = await createTestApi();
  const { max } = ACTIVATION_LIMITS.target;
  // The code is right each time, so only the limit can stop them, not the code's own count.
  await exhaust(max, 422, () =>
    post(api, '/user/activate', { ...ACTIVATION, phone: '07700 900999' }, ATTACKER),
  );

  const refused = await post(api, '/user/activate', ACTIVATION, '198.51.100.7');

  expectTooMany(refused, ACTIVATION_LIMITS.target);
  expect(
    (
      await api.context.db.get<{ count: number }>(
        `SELECT count(*) AS count FROM users WHERE status = 'invited'`,
      )
    )?.count,
  ).toBe(1);
  api.clock.advance(ACTIVATION_LIMITS.target.windowMs);
  expect((await post(api, '/user/activate', ACTIVATION, '198.51.100.7')).statusCode).toBe(200);
});

test('activation: past the limit of an address, another invitation is refused too', async () => {
  const api = await createTestApi();
  const invitations = otherTargets(ACTIVATION_LIMITS.address.max, unknownInvitation);
  await exhaust(invitations.length, 422, (attempt) =>
    post(api, '/user/activate', { ...ACTIVATION, invite_id: invitations[attempt] }, ATTACKER),
  );

  expectTooMany(await post(api, '/user/activate', ACTIVATION, ATTACKER), ACTIVATION_LIMITS.address);
  expect((await post(api, '/user/activate', ACTIVATION, '198.51.100.7')).statusCode).toBe(200);
});

test(`the activation code dies after ${MAX_ACTIVATION_TRIES} wrong codes; a new one works`, async () => {
  const api = await createTestApi();
  await exhaust(MAX_ACTIVATION_TRIES, 422, (attempt) =>
    post(api, '/user/activate', { ...ACTIVATION, activation_code: `ZZ00000${attempt}` }, ATTACKER),
  );

  // The right code is refused now: it is dead, whoever types it.
  const dead = await post(api, '/user/activate', ACTIVATION, '198.51.100.7');
  expect(dead.statusCode).toBe(422);
  expect(dead.json().errors).toEqual({ activation_code: [MESSAGES.activationCodeIncorrect] });

  const asked = await post(
    api,
    '/user/activation-code',
    { invite_id: ACTIVATION.invite_id },
    '198.51.100.7',
  );
  expect(asked.statusCode).toBe(200);
  const [sms] = await readOutbox(api.context.db, INVITED_POLICY.mobile);
  const activated = await post(
    api,
    '/user/activate',
    { ...ACTIVATION, activation_code: sms?.code },
    '198.51.100.7',
  );
  expect(activated.statusCode).toBe(200);
});

// POST /agreements with an invitation (portal.md §6: accepted without signing in)

const INVITE = {
  invite_id: DEMO_INVITATION.inviteId,
  activation_code: DEMO_INVITATION.activationCode,
};

test('agreements with an invitation: past the limit of an invitation a 429, until the window has passed', async () => {
  const api = await createTestApi();
  await exhaust(INVITED_AGREEMENT_LIMITS.target.max, 200, () =>
    post(api, '/agreements', INVITE, ATTACKER),
  );

  const refused = await post(api, '/agreements/accept', { ID: 1, ...INVITE }, '198.51.100.7');

  expectTooMany(refused, INVITED_AGREEMENT_LIMITS.target);
  expect(
    (
      await api.context.db.get<{ count: number }>(
        `SELECT count(*) AS count FROM user_agreements WHERE status = 'accepted'`,
      )
    )?.count,
  ).toBe(0);
  api.clock.advance(INVITED_AGREEMENT_LIMITS.target.windowMs);
  expect((await post(api, '/agreements', INVITE, '198.51.100.7')).statusCode).toBe(200);
});

test('agreements with an invitation: past the limit of an address, another invitation is refused too', async () => {
  const api = await createTestApi();
  await exhaust(INVITED_AGREEMENT_LIMITS.target.max, 200, () =>
    post(api, '/agreements', INVITE, ATTACKER),
  );
  const invitations = otherTargets(fillAddress(INVITED_AGREEMENT_LIMITS), unknownInvitation);
  await exhaust(invitations.length, 422, (attempt) =>
    post(api, '/agreements', { ...INVITE, invite_id: invitations[attempt] }, ATTACKER),
  );

  const refused = await post(api, '/agreements', { ...INVITE, invite_id: randomUUID() }, ATTACKER);

  expectTooMany(refused, INVITED_AGREEMENT_LIMITS.address);
});

test('wrong codes sent with agreements count against the activation code too', async () => {
  const api = await createTestApi();
  const wrong = { ...INVITE, activation_code: 'ZZ000000' };
  await exhaust(MAX_ACTIVATION_TRIES - 1, 422, () => post(api, '/agreements', wrong, ATTACKER));
  expect(
    (await post(api, '/user/activate', { ...ACTIVATION, activation_code: 'ZZ000001' }, ATTACKER))
      .statusCode,
  ).toBe(422);

  const dead = await post(api, '/agreements', INVITE, '198.51.100.7');

  expect(dead.statusCode).toBe(422);
  expect(dead.json().errors).toEqual({ activation_code: [MESSAGES.activationCodeIncorrect] });
});

// POST /user/activation-code: each sends a text message

test('a new activation code: past the limit of an invitation a 429 and no text, until the window has passed', async () => {
  const api = await createTestApi();
  const { db } = api.context;
  const resend = (address: string) =>
    post(api, '/user/activation-code', { invite_id: DEMO_INVITATION.inviteId }, address);
  await exhaust(ACTIVATION_CODE_LIMITS.target.max, 200, () => resend(ATTACKER));
  const sent = (await readOutbox(db)).length;

  expectTooMany(await resend('198.51.100.7'), ACTIVATION_CODE_LIMITS.target);
  expect(await readOutbox(db)).toHaveLength(sent);
  api.clock.advance(ACTIVATION_CODE_LIMITS.target.windowMs);
  expect((await resend('198.51.100.7')).statusCode).toBe(200);
  expect(await readOutbox(db)).toHaveLength(sent + 1);
});

test('a new activation code: past the limit of an address, another invitation is refused too', async () => {
  const api = await createTestApi();
  const invitations = otherTargets(ACTIVATION_CODE_LIMITS.address.max, unknownInvitation);
  await exhaust(invitations.length, 422, (attempt) =>
    post(api, '/user/activation-code', { invite_id: invitations[attempt] }, ATTACKER),
  );
  const sent = (await readOutbox(api.context.db)).length;

  const refused = await post(
    api,
    '/user/activation-code',
    { invite_id: DEMO_INVITATION.inviteId },
    ATTACKER,
  );

  expectTooMany(refused, ACTIVATION_CODE_LIMITS.address);
  expect(await readOutbox(api.context.db)).toHaveLength(sent);
});

// POST /user/sign-up: one with the holder's mobile sends a text message

const SIGN_UP = {
  policy_reference: INVITED_POLICY.reference,
  mobile_number: INVITED_POLICY.mobile,
};

test('sign-up: past the limit of a policy reference a 429 and no text, until the window has passed', async () => {
  const api = await createTestApi();
  const { db } = api.context;
  // Typed in any case, the reference is one target.
  await exhaust(SIGN_UP_LIMITS.target.max, 200, (attempt) =>
    post(
      api,
      '/user/sign-up',
      {
        ...SIGN_UP,
        policy_reference:
          attempt % 2 ? SIGN_UP.policy_reference.toLowerCase() : SIGN_UP.policy_reference,
      },
      ATTACKER,
    ),
  );
  const sent = (await readOutbox(db)).length;

  expectTooMany(await post(api, '/user/sign-up', SIGN_UP, '198.51.100.7'), SIGN_UP_LIMITS.target);
  expect(await readOutbox(db)).toHaveLength(sent);
  api.clock.advance(SIGN_UP_LIMITS.target.windowMs);
  expect((await post(api, '/user/sign-up', SIGN_UP, '198.51.100.7')).statusCode).toBe(200);
});

test('sign-up: past the limit of an address, another policy reference is refused too', async () => {
  const api = await createTestApi();
  const references = otherTargets(SIGN_UP_LIMITS.address.max, unknownReference);
  // Unknown references are answered as known ones (sign-up does not tell).
  await exhaust(references.length, 200, (attempt) =>
    post(api, '/user/sign-up', { ...SIGN_UP, policy_reference: references[attempt] }, ATTACKER),
  );
  const sent = (await readOutbox(api.context.db)).length;

  expectTooMany(await post(api, '/user/sign-up', SIGN_UP, ATTACKER), SIGN_UP_LIMITS.address);
  expect(await readOutbox(api.context.db)).toHaveLength(sent);
});

// POST /username-reminder: one for a registered policy sends an e-mail

const CAR_HOLDER_EMAIL = 'sarah.mitchell@example.co.uk';

test('username reminder: past the limit of a policy reference a 429 and no e-mail, until the window has passed', async () => {
  const api = await createTestApi();
  const { db } = api.context;
  const remind = (address: string) =>
    post(api, '/username-reminder', { policy: POLICY_REFERENCES.car }, address);
  await exhaust(USERNAME_REMINDER_LIMITS.target.max, 200, () => remind(ATTACKER));
  expect(await readOutbox(db, CAR_HOLDER_EMAIL)).toHaveLength(USERNAME_REMINDER_LIMITS.target.max);

  expectTooMany(await remind('198.51.100.7'), USERNAME_REMINDER_LIMITS.target);
  expect(await readOutbox(db, CAR_HOLDER_EMAIL)).toHaveLength(USERNAME_REMINDER_LIMITS.target.max);
  api.clock.advance(USERNAME_REMINDER_LIMITS.target.windowMs);
  expect((await remind('198.51.100.7')).statusCode).toBe(200);
  expect(await readOutbox(db, CAR_HOLDER_EMAIL)).toHaveLength(
    USERNAME_REMINDER_LIMITS.target.max + 1,
  );
});

test('username reminder: past the limit of an address, another policy reference is refused too', async () => {
  const api = await createTestApi();
  // Unknown references count as known ones do: the 429 says nothing of which are registered.
  const references = otherTargets(USERNAME_REMINDER_LIMITS.address.max, unknownReference);
  await exhaust(references.length, 200, (attempt) =>
    post(api, '/username-reminder', { policy: references[attempt] }, ATTACKER),
  );

  const refused = await post(
    api,
    '/username-reminder',
    { policy: POLICY_REFERENCES.car },
    ATTACKER,
  );

  expectTooMany(refused, USERNAME_REMINDER_LIMITS.address);
  expect(await readOutbox(api.context.db, CAR_HOLDER_EMAIL)).toHaveLength(0);
});

// POST /payments/guest: a policy looked up by reference and postcode

const GUEST = {
  policy_reference: POLICY_REFERENCES.car,
  postcode: 'LS6 3AB',
  amount: 10,
  // Refused before any card is charged: a token that was never issued.
  card_token: 'tok_000000000000000000000000',
};

function payAsGuest(api: TestApi, payload: Payload, address: string) {
  return post(api, '/payments/guest', payload, address, newSubmission());
}

// A refused payment also says so of the money: its visitor has given a card.
const GUEST_TOO_MANY = `${MESSAGES.tooManyAttempts} ${MESSAGES.noMoneyTaken}`;

async function guestPayments(api: TestApi): Promise<unknown> {
  return (
    await api.context.db.get<{ count: number }>(
      `SELECT count(*) AS count FROM payments WHERE kind = 'guest'`,
    )
  )?.count;
}

test('guest payment: past the limit of a policy reference a 429 and no payment, until the window has passed', async () => {
  const api = await createTestApi();
  // Guessing the postcode of a known reference.
  await exhaust(GUEST_PAYMENT_LIMITS.target.max, 422, (attempt) =>
    payAsGuest(api, { ...GUEST, postcode: `LS6 ${attempt}ZZ` }, ATTACKER),
  );

  expectTooMany(
    await payAsGuest(api, GUEST, '198.51.100.7'),
    GUEST_PAYMENT_LIMITS.target,
    GUEST_TOO_MANY,
  );
  expect(await guestPayments(api)).toBe(0);
  api.clock.advance(GUEST_PAYMENT_LIMITS.target.windowMs);
  const card_token = await cardToken(api);
  expect((await payAsGuest(api, { ...GUEST, card_token }, '198.51.100.7')).statusCode).toBe(200);
  expect(await guestPayments(api)).toBe(1);
});

test('guest payment: past the limit of an address, another policy reference is refused too', async () => {
  const api = await createTestApi();
  const references = otherTargets(GUEST_PAYMENT_LIMITS.address.max, unknownReference);
  await exhaust(references.length, 422, (attempt) =>
    payAsGuest(api, { ...GUEST, policy_reference: references[attempt] }, ATTACKER),
  );

  expectTooMany(
    await payAsGuest(api, GUEST, ATTACKER),
    GUEST_PAYMENT_LIMITS.address,
    GUEST_TOO_MANY,
  );
  expect(await guestPayments(api)).toBe(0);
});

// POST /user/password: a token's holder guessing the password behind it

function changePassword(api: TestApi, token: string, oldPassword: string, address: string) {
  return post(
    api,
    '/user/password',
    { old_password: oldPassword, new_password: 'Castlefield-27!' },
    address,
    { authorization: `Bearer ${token}` },
  );
}

test('change password: past the limit of wrong passwords a 429, even for the right one, until the window has passed', async () => {
  const api = await createTestApi();
  const token = await api.signIn('car.driver');
  await exhaust(CHANGE_PASSWORD_LIMITS.target.max, 422, (attempt) =>
    changePassword(api, token, `Guess-${attempt}-Password!`, ATTACKER),
  );

  const refused = await changePassword(api, token, DEMO_PASSWORD, '198.51.100.7');

  expectTooMany(refused, CHANGE_PASSWORD_LIMITS.target);
  await expect(api.signIn('car.driver', DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
  api.clock.advance(CHANGE_PASSWORD_LIMITS.target.windowMs);
  expect((await changePassword(api, token, DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
});

test('change password: right passwords do not count, and past the limit of an address another user is refused too', async () => {
  const api = await createTestApi();
  const [carDriver, vanFleet, bikeRider] = await Promise.all(
    ['car.driver', 'van.fleet', 'bike.rider'].map((username) => api.signIn(username)),
  );
  // A user changing their password again and again is not held back by it.
  let password = DEMO_PASSWORD;
  for (let change = 0; change <= CHANGE_PASSWORD_LIMITS.target.max; change += 1) {
    const response = await post(
      api,
      '/user/password',
      { old_password: password, new_password: `Castlefield-${change}!` },
      ATTACKER,
      { authorization: `Bearer ${bikeRider}` },
    );
    expect(response.statusCode, `change ${change + 1}`).toBe(200);
    password = `Castlefield-${change}!`;
  }
  for (const token of [carDriver, vanFleet]) {
    await exhaust(CHANGE_PASSWORD_LIMITS.target.max, 422, () =>
      changePassword(api, token ?? '', 'Not-My-Password-1!', ATTACKER),
    );
  }

  const refused = await changePassword(api, bikeRider ?? '', password, ATTACKER);

  expectTooMany(refused, CHANGE_PASSWORD_LIMITS.address);
});

// Across restarts

test('a limit holds across a restart of the API', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-'));
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
  // The folder's SQLite file, or on PostgreSQL a schema of the test's own, kept across the
  // restart. Finished hooks run last first: it is dropped after the API is closed.
  const database = await createTestDatabase();
  onTestFinished(() => database.drop());
  const clock = createTestClock();
  const start = async () => {
    const app = buildApi({ ...database.options, dataDir, now: clock.now, seed: true, dev: true });
    await app.ready();
    return app;
  };
  const remind = (app: Awaited<ReturnType<typeof start>>) =>
    app.inject({
      method: 'POST',
      url: '/api/username-reminder',
      payload: { policy: POLICY_REFERENCES.car },
      remoteAddress: ATTACKER,
      headers: { 'x-portal': 'northway' },
    });

  const before = await start();
  await exhaust(USERNAME_REMINDER_LIMITS.target.max, 200, () => remind(before));
  await before.close();
  const after = await start();
  onTestFinished(() => after.close());

  expectTooMany(await remind(after), USERNAME_REMINDER_LIMITS.target);
});
