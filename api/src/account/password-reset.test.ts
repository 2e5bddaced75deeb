import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { readOutbox } from '../outbox/store';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { createTestApi } from '../test/create-test-api';
import { MAX_RESET_ATTEMPTS, MAX_RESET_CODES, RESET_CODE_LIFETIME_MS } from './reset-codes';

// POST /password/auth-code and /password/reset (portal.md §5, §7): a code by SMS to the
// account's own number, valid for 15 minutes and once, then every session ends.

const api = await createTestApi();
const { db } = api.context;

// Each user is used by one test, so the tests do not share codes.
const NUMBERS = {
  'car.driver': { landline: '0113 496 0123', mobile: '07700 900123' },
  'van.fleet': { landline: '0161 496 0456', mobile: '07700 900456' },
  'bike.rider': { landline: '', mobile: '07700 900789' },
  'agreements.pending': { landline: '0117 496 0345', mobile: '07700 900345' },
  'new.customer': { landline: '', mobile: '07700 900234' },
} as const;

const NEW_PASSWORD = 'Headingley-Road-14!';

function post(url: string, payload: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: `/api${url}`, payload });
}

function requestCode(
  username: string,
  phones: { landline_number?: string; mobile_number?: string },
) {
  return post('/password/auth-code', {
    landline_number: '',
    mobile_number: '',
    username,
    ...phones,
  });
}

function reset(username: string, auth_code: string, sms_number: string, password = NEW_PASSWORD) {
  return post('/password/reset', { username, auth_code, sms_number, password });
}

/** Asks for a code by mobile and reads it from the outbox. */
async function codeFor(username: keyof typeof NUMBERS): Promise<string> {
  const response = await requestCode(username, { mobile_number: NUMBERS[username].mobile });
  expect(response.statusCode).toBe(200);
  const [message] = await readOutbox(db, NUMBERS[username].mobile);
  if (!message?.code) throw new Error('No code was sent');
  return message.code;
}

test("a code goes by SMS to the number given when it is the account holder's", async () => {
  const byLandline = await requestCode('CAR.DRIVER', { landline_number: '01134960123' });

  expect(byLandline.statusCode).toBe(200);
  expect(byLandline.json()).toEqual({ data: MESSAGES.authCodeSent, meta: {} });
  const [message] = await readOutbox(db, NUMBERS['car.driver'].landline);
  expect(message).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{8}$/) });
  expect(message?.body).toContain(message?.code);
});

test('an unknown user or a number not theirs gets the same answer, and nothing is sent', async () => {
  const before = (await readOutbox(db)).length;
  const unknown = await requestCode('no.such.user', { mobile_number: '07700 900123' });
  const wrongNumber = await requestCode('car.driver', { mobile_number: '07700 900999' });
  // The landline of the account given as its mobile is not the mobile on record.
  const swapped = await requestCode('car.driver', { mobile_number: '0113 496 0123' });

  for (const response of [unknown, wrongNumber, swapped]) {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: MESSAGES.authCodeSent, meta: {} });
  }
  expect(await readOutbox(db)).toHaveLength(before);
});

test('exactly one of landline or mobile is required, each 7 to 13 digits and spaces', async () => {
  const neither = await requestCode('car.driver', {});
  const both = await requestCode('car.driver', {
    landline_number: '0113 496 0123',
    mobile_number: '07700 900123',
  });
  const shortMobile = await requestCode('car.driver', { mobile_number: '077009' });
  const noUsername = await requestCode('', { mobile_number: '07700 900123' });

  expect(neither.json().errors).toEqual({
    landline_number: [MESSAGES.landlineInvalid],
    mobile_number: [MESSAGES.mobileInvalid],
  });
  expect(both.json().errors).toEqual({ mobile_number: [MESSAGES.phoneEitherNotBoth] });
  expect(shortMobile.json().errors).toEqual({ mobile_number: [MESSAGES.mobileInvalid] });
  expect(noUsername.json().errors).toEqual({ username: [MESSAGES.usernameRequired] });
});

test('password code, reset, then sign-in with the new password; old sessions end', async () => {
  const oldSession = await api.signIn('van.fleet');
  const code = await codeFor('van.fleet');

  const response = await reset('van.fleet', code, '07700900456');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: MESSAGES.passwordResetDone, meta: {} });
  await expect(api.signIn('van.fleet', NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  await expect(api.signIn('van.fleet', DEMO_PASSWORD)).rejects.toThrow(/422/);
  const withOldToken = await api.app.inject({
    method: 'GET',
    url: '/api/user/details',
    headers: { authorization: `Bearer ${oldSession}` },
  });
  expect(withOldToken.statusCode).toBe(401);
  // Single use: the same code does not reset the password twice.
  const again = await reset('van.fleet', code, '07700 900456', 'Another-Password-1!');
  expect(again.json().errors).toEqual({ auth_code: [MESSAGES.authCodeIncorrect] });
});

test('a code works up to its 15 minutes, not at them; only the newest code works', async () => {
  const first = await codeFor('bike.rider');
  const second = await codeFor('bike.rider');
  expect(first).not.toBe(second);
  const older = await reset('bike.rider', first, '07700 900789');
  expect(older.json().errors).toEqual({ auth_code: [MESSAGES.authCodeIncorrect] });

  api.clock.advance(RESET_CODE_LIFETIME_MS);
  const expired = await reset('bike.rider', second, '07700 900789');
  expect(expired.statusCode).toBe(422);
  expect(expired.json()).toEqual({
    message: MESSAGES.authCodeIncorrect,
    errors: { auth_code: [MESSAGES.authCodeIncorrect] },
  });

  const third = await codeFor('bike.rider');
  api.clock.advance(RESET_CODE_LIFETIME_MS - 1);
  const inTime = await reset('bike.rider', third, '07700 900789');
  expect(inTime.statusCode).toBe(200);
});

test('the code must come with the number it went to and the right username', async () => {
  const code = await codeFor('agreements.pending');

  const otherNumber = await reset('agreements.pending', code, '0117 496 0345');
  const otherUser = await reset('car.driver', code, '07700 900345');
  const unknownUser = await reset('no.such.user', code, '07700 900345');

  for (const response of [otherNumber, otherUser, unknownUser]) {
    expect(response.json().errors).toEqual({ auth_code: [MESSAGES.authCodeIncorrect] });
  }
});

test(`a code dies after ${MAX_RESET_ATTEMPTS} wrong tries, and codes are limited`, async () => {
  const wrongTries = async (count: number) => {
    for (let attempt = 0; attempt < count; attempt += 1) {
      const wrong = await reset('new.customer', '00000000', '07700 900234');
      expect(wrong.statusCode).toBe(422);
    }
  };
  const first = await codeFor('new.customer');
  await wrongTries(MAX_RESET_ATTEMPTS);
  const afterFive = await reset('new.customer', first, '07700 900234');
  expect(afterFive.json().errors).toEqual({ auth_code: [MESSAGES.authCodeIncorrect] });

  const second = await codeFor('new.customer');
  await wrongTries(MAX_RESET_ATTEMPTS - 1);
  const afterFour = await reset('new.customer', second, '07700 900234');
  expect(afterFour.statusCode).toBe(200);

  // At most MAX_RESET_CODES codes within a code's lifetime (two were sent above).
  for (let sent = 2; sent < MAX_RESET_CODES; sent += 1) await codeFor('new.customer');
  const before = (await readOutbox(db)).length;
  const refused = await requestCode('new.customer', { mobile_number: '07700 900234' });
  expect(refused.json()).toEqual({ data: MESSAGES.authCodeSent, meta: {} });
  expect(await readOutbox(db)).toHaveLength(before);
  api.clock.advance(RESET_CODE_LIFETIME_MS);
  await codeFor('new.customer');
  expect(await readOutbox(db)).toHaveLength(before + 1);
});

test('the reset checks its fields: code 6 to 10 characters, number, password rule', async () => {
  const shortCode = await reset('car.driver', '12345', '07700 900123');
  const longCode = await reset('car.driver', '12345678901', '07700 900123');
  const badNumber = await reset('car.driver', '123456', '0770');
  const weak = await reset('car.driver', '1234567890', '07700 900123', 'password12');

  expect(shortCode.json().errors).toEqual({ auth_code: [MESSAGES.authCodeInvalid] });
  expect(longCode.json().errors).toEqual({ auth_code: [MESSAGES.authCodeInvalid] });
  expect(badNumber.json().errors).toEqual({ sms_number: [MESSAGES.phoneInvalid] });
  expect(weak.json().errors).toEqual({ password: [MESSAGES.passwordRule] });
  // 6 and 10 characters are well formed, just not a code that was sent.
  const six = await reset('car.driver', '123456', '07700 900123');
  const ten = await reset('car.driver', '1234567890', '07700 900123');
  expect(six.json().errors).toEqual({ auth_code: [MESSAGES.authCodeIncorrect] });
  expect(ten.json().errors).toEqual({ auth_code: [MESSAGES.authCodeIncorrect] });
});
