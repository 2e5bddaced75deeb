import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { readOutbox } from '../outbox/store';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { POLICY_REFERENCES } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';
import { usernameHint } from './codes';

// POST /user/password (signed in) and POST /username-reminder (portal.md §5, §7).

const api = await createTestApi();
const { db } = api.context;

function changePassword(token: string | undefined, payload: Record<string, unknown>) {
  return api.app.inject({
    method: 'POST',
    url: '/api/user/password',
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function remind(payload: Record<string, unknown>, app = api.app) {
  return app.inject({ method: 'POST', url: '/api/username-reminder', payload });
}

test('changing the password with the current one: the new one signs in', async () => {
  const token = await api.signIn('van.fleet');

  const response = await changePassword(token, {
    old_password: DEMO_PASSWORD,
    new_password: 'Castlefield-27!',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: MESSAGES.passwordChanged, meta: { token } });
  await expect(api.signIn('van.fleet', 'Castlefield-27!')).resolves.toEqual(expect.any(String));
  await expect(api.signIn('van.fleet', DEMO_PASSWORD)).rejects.toThrow(/422/);
});

test('a wrong current password is a 422 on old_password and changes nothing', async () => {
  const token = await api.signIn('bike.rider');

  const response = await changePassword(token, {
    old_password: 'Not-My-Password-1!',
    new_password: 'Clifton-Terrace-8!',
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: MESSAGES.currentPasswordIncorrect,
    errors: { old_password: [MESSAGES.currentPasswordIncorrect] },
  });
  await expect(api.signIn('bike.rider', DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
});

test('the new password must meet the rule; the current one is required', async () => {
  const token = await api.signIn('bike.rider');
  // 9 characters fails the length, 10 passes it (portal.md §5).
  const nine = await changePassword(token, {
    old_password: DEMO_PASSWORD,
    new_password: 'Clifton8!',
  });
  const noSymbol = await changePassword(token, {
    old_password: DEMO_PASSWORD,
    new_password: 'CliftonTerrace8',
  });
  const noCurrent = await changePassword(token, { old_password: '', new_password: 'Clifton88!' });

  expect(nine.json().errors).toEqual({ new_password: [MESSAGES.passwordRule] });
  expect(noSymbol.json().errors).toEqual({ new_password: [MESSAGES.passwordRule] });
  expect(noCurrent.json().errors).toEqual({ old_password: [MESSAGES.currentPasswordRequired] });
});

test('changing the password needs a token', async () => {
  const response = await changePassword(undefined, {
    old_password: DEMO_PASSWORD,
    new_password: 'Clifton-Terrace-8!',
  });

  expect(response.statusCode).toBe(401);
});

test('a username reminder e-mails the policy holder a hint, not the username', async () => {
  const response = await remind({ policy: POLICY_REFERENCES.car.toLowerCase() });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: MESSAGES.usernameReminderSent, meta: {} });
  const [message] = await readOutbox(db, 'sarah.mitchell@example.co.uk');
  expect(message).toMatchObject({ channel: 'email', subject: 'Your username reminder' });
  expect(message?.body).toContain('ca*******r');
  expect(message?.body).not.toContain('car.driver');
});

test('an unknown reference answers the same and sends nothing', async () => {
  const before = (await readOutbox(db)).length;

  const response = await remind({ policy: 'NWM-CAR-000000' });

  expect(response.json()).toEqual({ data: MESSAGES.usernameReminderSent, meta: {} });
  expect(await readOutbox(db)).toHaveLength(before);
});

test('the reminder needs a policy reference, and the captcha token when captcha is on', async () => {
  const empty = await remind({ policy: '' });
  expect(empty.statusCode).toBe(422);
  expect(empty.json()).toEqual({
    message: MESSAGES.policyReferenceRequired,
    errors: { policy: [MESSAGES.policyReferenceRequired] },
  });

  const withCaptcha = await createTestApiWithCaptcha();
  const noToken = await remind({ policy: POLICY_REFERENCES.van }, withCaptcha);
  const withToken = await remind(
    { policy: POLICY_REFERENCES.van, recaptcha_token: 'token-from-the-widget' },
    withCaptcha,
  );
  expect(noToken.json().errors).toEqual({ recaptcha_token: [MESSAGES.captchaRequired] });
  expect(withToken.statusCode).toBe(200);
});

test('hints show the ends of the username only', () => {
  expect(usernameHint('car.driver')).toBe('ca*******r');
  expect(usernameHint('tom.h')).toBe('t***h');
  expect(usernameHint('abc')).toBe('a**');
  expect(usernameHint('ab')).toBe('a**');
});

async function createTestApiWithCaptcha() {
  return (await createTestApi({ captchaKey: 'test-captcha-key' })).app;
}
