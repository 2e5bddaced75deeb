import { MESSAGES, userDetailsFormValues, type UserDetails } from '@portal/contract';
import { expect, test } from 'vitest';
import { readOutbox } from '../../src/outbox/store';
import { CHANGE_PASSWORD_LIMITS } from '../../src/rate-limits/limits';
import { INVITED_POLICY } from '../../src/seed/account';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { POLICY_REFERENCES } from '../../src/seed/policies/references';
import { createTestApi, type TestApi } from '../../src/test/create-test-api';
import { connected, disconnected, testSockets } from '../../src/test/sockets';

// Issue 38, item 4 and part of item 9: a stolen session must not become a permanent takeover.
// The probe changed the mobile with the token alone, asked for a reset code to it and set a new
// password. Now the email, phone numbers and username change only with the current password (its
// wrong guesses limited with the password change's), and the old address and number are told; a
// new password ends the user's other sign-ins and their sockets; and sign-up answers a reference
// that has an account exactly as one that has none.

const api = await createTestApi();
const baseUrl = await api.listen();
const { open } = testSockets(baseUrl);

function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  { token, payload, on = api }: { token?: string; payload?: object; on?: TestApi } = {},
) {
  return on.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

async function detailsOf(token: string, on: TestApi = api): Promise<UserDetails> {
  const response = await call('GET', '/user/details', { token, on });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: UserDetails }>().data;
}

const CHANGES = [
  { email: 'attacker@example.net' },
  { mobile_number: '07700 900999' },
  { landline_number: '0113 496 0999' },
  { username: 'taken.over' },
];

test('with the token alone the email, mobile, landline and username are refused; nothing changes or is sent', async () => {
  const token = await api.signIn('car.driver');
  const before = await detailsOf(token);
  const sent = (await readOutbox(api.context.db)).length;

  for (const change of CHANGES) {
    const label = JSON.stringify(change);
    const bare = await call('PUT', '/user/details', {
      token,
      payload: { ...userDetailsFormValues(before), ...change },
    });
    expect(bare.statusCode, label).toBe(422);
    expect(bare.json(), label).toEqual({
      message: MESSAGES.currentPasswordRequired,
      errors: { current_password: [MESSAGES.currentPasswordRequired] },
    });

    const wrong = await call('PUT', '/user/details', {
      token,
      payload: {
        ...userDetailsFormValues(before),
        ...change,
        current_password: 'Guess-Password-1!',
      },
    });
    expect(wrong.statusCode, label).toBe(422);
    expect(wrong.json(), label).toEqual({
      message: MESSAGES.currentPasswordIncorrect,
      errors: { current_password: [MESSAGES.currentPasswordIncorrect] },
    });
  }

  expect(await detailsOf(token)).toEqual(before);
  expect(await readOutbox(api.context.db)).toHaveLength(sent);
  // The old username still signs in; the new one does not.
  await expect(api.signIn('car.driver')).resolves.toEqual(expect.any(String));
  await expect(api.signIn('taken.over')).rejects.toThrow(/422/);
});

test("the probe's takeover fails: no new mobile by token, so no reset code reaches the attacker", async () => {
  const token = await api.signIn('bike.rider');
  const before = await detailsOf(token);

  const changed = await call('PUT', '/user/details', {
    token,
    payload: { ...userDetailsFormValues(before), mobile_number: '07700 900998' },
  });
  const code = await call('POST', '/password/auth-code', {
    payload: { username: 'bike.rider', mobile_number: '07700 900998' },
  });

  expect(changed.statusCode).toBe(422);
  expect(code.statusCode).toBe(200);
  expect(await readOutbox(api.context.db, '07700 900998')).toEqual([]);
});

test('with the current password they change, and the old address and numbers are told', async () => {
  const token = await api.signIn('van.fleet');
  const before = await detailsOf(token);

  const response = await call('PUT', '/user/details', {
    token,
    payload: {
      ...userDetailsFormValues(before),
      email: 'daniel.o@example.org',
      username: 'daniel.o',
      landline_number: '0161 496 0999',
      mobile_number: '07700 900997',
      current_password: DEMO_PASSWORD,
    },
  });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(MESSAGES.detailsUpdated);
  expect(await detailsOf(token)).toMatchObject({
    email: 'daniel.o@example.org',
    username: 'daniel.o',
    landline_number: '0161 496 0999',
    mobile_number: '07700 900997',
  });
  const [email] = await readOutbox(api.context.db, 'daniel.okafor@example.co.uk');
  expect(email).toMatchObject({ channel: 'email', subject: 'Your account details have changed' });
  expect(email?.body).toContain(
    'the email address, username, landline number and mobile number of your online account were changed',
  );
  expect(email?.body).toContain('If you did not make this change, please phone us');
  for (const old of ['0161 496 0456', '07700 900456']) {
    const [sms] = await readOutbox(api.context.db, old);
    expect(sms, old).toMatchObject({ channel: 'sms' });
    expect(sms?.body).toContain('was changed from this number');
  }
  // The new address and numbers are not the ones told.
  expect(await readOutbox(api.context.db, 'daniel.o@example.org')).toEqual([]);
  expect(await readOutbox(api.context.db, '07700 900997')).toEqual([]);
  await expect(api.signIn('daniel.o')).resolves.toEqual(expect.any(String));
});

test('names alone, or the same number spaced otherwise, need no password and tell nobody', async () => {
  const token = await api.signIn('new.customer');
  const before = await detailsOf(token);
  const sent = (await readOutbox(api.context.db)).length;

  const response = await call('PUT', '/user/details', {
    token,
    payload: {
      ...userDetailsFormValues(before),
      first_name: 'Thomas',
      mobile_number: '07700900234',
    },
  });

  expect(response.statusCode).toBe(200);
  expect((await detailsOf(token)).first_name).toBe('Thomas');
  expect(await readOutbox(api.context.db)).toHaveLength(sent);
});

test('wrong passwords on the details count with the password change: past the limit a 429, even for the right one', async () => {
  const own = await createTestApi();
  const token = await own.signIn('car.driver');
  const form = {
    ...userDetailsFormValues(await detailsOf(token, own)),
    email: 'attacker@example.net',
  };
  // Half the guesses on one call, half on the other: one count for both.
  for (let attempt = 0; attempt < CHANGE_PASSWORD_LIMITS.target.max; attempt += 1) {
    const guess = `Guess-${attempt}-Password!`;
    const response =
      attempt % 2
        ? await call('POST', '/user/password', {
            token,
            payload: { old_password: guess, new_password: 'Castlefield-27!' },
            on: own,
          })
        : await call('PUT', '/user/details', {
            token,
            payload: { ...form, current_password: guess },
            on: own,
          });
    expect(response.statusCode, `guess ${attempt + 1}`).toBe(422);
  }

  const refused = await call('PUT', '/user/details', {
    token,
    payload: { ...form, current_password: DEMO_PASSWORD },
    on: own,
  });

  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: MESSAGES.tooManyAttempts });
  expect(refused.headers['retry-after']).toBe(
    String(CHANGE_PASSWORD_LIMITS.target.windowMs / 1000),
  );
  expect((await detailsOf(token, own)).email).toBe('sarah.mitchell@example.co.uk');
});

test("a password change ends the user's other sign-ins and their sockets, and keeps this one", async () => {
  const here = await api.signIn('bike.rider');
  const elsewhere = await api.signIn('bike.rider');
  const [herePage, elsewherePage] = [open(here), open(elsewhere)];
  await Promise.all([connected(herePage), connected(elsewherePage)]);
  const [hereClosed, elsewhereClosed] = [disconnected(herePage), disconnected(elsewherePage)];

  const changed = await call('POST', '/user/password', {
    token: here,
    payload: { old_password: DEMO_PASSWORD, new_password: 'Castlefield-27!' },
  });

  expect(changed.statusCode).toBe(200);
  expect(await elsewhereClosed).toBe('io server disconnect');
  expect(await hereClosed).toBe('still connected');
  const gone = await call('GET', '/user/details', { token: elsewhere });
  expect(gone.statusCode).toBe(401);
  expect(gone.json()).toEqual({ message: MESSAGES.unauthenticated });
  const kept = await call('GET', '/user/details', { token: here });
  expect(kept.statusCode).toBe(200);
  // The other sign-in cannot come back on its old socket either.
  const again = open(elsewhere);
  await expect(connected(again)).rejects.toThrow(MESSAGES.unauthenticated);
});

// Sign-up: the same neutral answer as the username reminder, whether or not an account exists.

async function signUp(policy_reference: string, mobile_number: string) {
  const response = await call('POST', '/user/sign-up', {
    payload: { policy_reference, mobile_number },
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}

test('sign-up answers a reference that has an account exactly as one that has none', async () => {
  const sent = (await readOutbox(api.context.db)).length;
  // car.driver's policy has an account; the invited policy and the unknown one have none.
  const otherMobile = [
    await signUp(POLICY_REFERENCES.car, '07700 900999'),
    await signUp(INVITED_POLICY.reference, '07700 900999'),
    await signUp('NWM-CAR-000000', '07700 900999'),
  ];
  const nothingSent = (await readOutbox(api.context.db)).length;
  const holdersMobile = [
    await signUp(POLICY_REFERENCES.car, '07700 900123'),
    await signUp(INVITED_POLICY.reference, INVITED_POLICY.mobile),
  ];

  const neutral = { status: 200, body: { data: MESSAGES.signUpSent, meta: {} } };
  expect([...otherMobile, ...holdersMobile]).toEqual(Array(5).fill(neutral));
  // Only a holder's own mobile hears anything: the account holder, that they have one.
  expect(nothingSent).toBe(sent);
  expect(await readOutbox(api.context.db, '07700 900999')).toEqual([]);
  expect((await readOutbox(api.context.db, '07700 900123'))[0]?.body).toContain(
    'you already have an online account',
  );
});
