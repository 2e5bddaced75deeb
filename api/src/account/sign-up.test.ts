import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { readOutbox } from '../outbox/store';
import { INVITED_POLICY } from '../seed/account';
import { DEMO_INVITATION } from '../seed/demo-users';
import { POLICY_REFERENCES } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';

// POST /user/sign-up, /user/invitation/validate, /user/activation-code and /user/activate from
// sign-up to a signed-in session (portal.md §1 "Visitors", §5, §7; docs/decisions/007).

const api = await createTestApi();
const { db } = api.context;

function post(url: string, payload: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: `/api${url}`, payload });
}

function signUp(policy_reference: string, mobile_number: string = INVITED_POLICY.mobile) {
  return post('/user/sign-up', { policy_reference, mobile_number });
}

/** The newest message sent to `to`. */
async function lastMessageTo(to: string) {
  const [message] = await readOutbox(db, to);
  if (!message) throw new Error(`Nothing was sent to ${to}`);
  return message;
}

test('signing up with a policy reference sends its holder an activation code by SMS', async () => {
  const response = await signUp(INVITED_POLICY.reference.toLowerCase(), '07700900567');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: MESSAGES.signUpSent, meta: {} });
  const message = await lastMessageTo(INVITED_POLICY.mobile);
  expect(message).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^[A-Z2-9]{8}$/) });
  expect(message.body).toContain(message.code);
  expect(message.body).toContain(`/user/activate?invite_id=${DEMO_INVITATION.inviteId}`);
});

const SENT = { data: MESSAGES.signUpSent, meta: {} };

test('an unknown policy reference answers the same and sends nothing', async () => {
  const before = (await readOutbox(db)).length;
  const response = await signUp('NWM-CAR-000000');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(SENT);
  expect(await readOutbox(db)).toHaveLength(before);
});

test('a holder who already has an account is answered the same and told so by SMS', async () => {
  const response = await signUp(POLICY_REFERENCES.car, '07700 900123');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(SENT);
  const message = await lastMessageTo('07700 900123');
  expect(message).toMatchObject({ channel: 'sms', code: null });
  expect(message.body).toContain('you already have an online account');
});

test('a mobile number other than the one on the policy answers the same and sends nothing', async () => {
  const before = (await readOutbox(db)).length;
  const invited = await signUp(INVITED_POLICY.reference, '07700 900999');
  const registered = await signUp(POLICY_REFERENCES.van, '07700 900999');

  expect(invited.json()).toEqual(SENT);
  expect(registered.json()).toEqual(SENT);
  expect(await readOutbox(db)).toHaveLength(before);
});

test('sign-up fields follow the rules: mobile 7 to 13 digits and spaces, reference required', async () => {
  const tooShort = await signUp(INVITED_POLICY.reference, '077009');
  const shortest = await signUp(INVITED_POLICY.reference, '0770090');
  const longest = await signUp(INVITED_POLICY.reference, '07700 9005670');
  const tooLong = await signUp(INVITED_POLICY.reference, '07700 90056701');
  const letters = await signUp(INVITED_POLICY.reference, '07700 90O567');
  const noReference = await signUp('   ');

  expect(tooShort.json().errors).toEqual({ mobile_number: [MESSAGES.mobileInvalid] });
  // 7 and 13 characters are valid numbers, just not this holder's.
  expect(shortest.json()).toEqual(SENT);
  expect(longest.json()).toEqual(SENT);
  expect(tooLong.json().errors).toEqual({ mobile_number: [MESSAGES.mobileInvalid] });
  expect(letters.json().errors).toEqual({ mobile_number: [MESSAGES.mobileInvalid] });
  expect(noReference.json().errors).toEqual({
    policy_reference: [MESSAGES.policyReferenceRequired],
  });
});

test('a valid invitation names the invited user and suggests their e-mail as username', async () => {
  const response = await post('/user/invitation/validate', { invite_id: DEMO_INVITATION.inviteId });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    invite_id: DEMO_INVITATION.inviteId,
    first_name: 'James',
    suggested_username: 'james.patel@example.co.uk',
  });
});

test('an unknown or malformed invitation is a 422 on invite_id', async () => {
  const unknown = await post('/user/invitation/validate', {
    invite_id: '00000000-0000-4000-8000-000000000000',
  });
  const tooShort = await post('/user/invitation/validate', { invite_id: 'x'.repeat(35) });
  const tooLong = await post('/user/invitation/validate', { invite_id: 'x'.repeat(61) });

  for (const response of [unknown, tooShort, tooLong]) {
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ invite_id: [MESSAGES.inviteIdInvalid] });
  }
});

test('asking for a new activation code sends one and the previous code stops working', async () => {
  const response = await post('/user/activation-code', { invite_id: DEMO_INVITATION.inviteId });
  const first = (await lastMessageTo(INVITED_POLICY.mobile)).code;
  await post('/user/activation-code', { invite_id: DEMO_INVITATION.inviteId });
  const second = (await lastMessageTo(INVITED_POLICY.mobile)).code;

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: MESSAGES.activationCodeSent, meta: {} });
  expect(second).not.toBe(first);
  const stale = await post('/user/activate', {
    activation_code: first,
    invite_id: DEMO_INVITATION.inviteId,
    phone: INVITED_POLICY.mobile,
    username: 'james.patel',
    password: 'Moseley-Road-52!',
  });
  expect(stale.json().errors).toEqual({ activation_code: [MESSAGES.activationCodeIncorrect] });
});

test('an activation code for an unknown invitation is a 422 on invite_id', async () => {
  const response = await post('/user/activation-code', {
    invite_id: '00000000-0000-4000-8000-000000000000',
  });

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ invite_id: [MESSAGES.inviteIdInvalid] });
});

test('sign-up, the code from the outbox, activation: the new user is signed in', async () => {
  await signUp(INVITED_POLICY.reference);
  // As a developer reads it: the outbox's newest message to the number.
  const outbox = await api.app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    query: { to: INVITED_POLICY.mobile },
    headers: await api.staff(),
  });
  const [sms] = outbox.json<{ data: { body: string; code: string | null }[] }>().data;
  const inviteId = /invite_id=([\w-]+)/.exec(sms?.body ?? '')?.[1] ?? '';

  const activated = await post('/user/activate', {
    activation_code: sms?.code?.toLowerCase(),
    invite_id: inviteId,
    phone: '07700900567',
    username: 'James.Patel',
    password: 'Moseley-Road-52!',
  });

  expect(activated.statusCode).toBe(200);
  const body = activated.json<{ data: { token: string }; meta: { token: string } }>();
  expect(body.data).toEqual({
    token: expect.any(String),
    greeting: 'Good morning, James',
    todo_count: 0,
  });
  expect(body.meta.token).toBe(body.data.token);
  // Usernames are kept lower-case; the password chosen now signs in.
  await expect(api.signIn('james.patel', 'Moseley-Road-52!')).resolves.toEqual(expect.any(String));
  // The invitation is used up.
  const again = await post('/user/invitation/validate', { invite_id: inviteId });
  expect(again.json().errors).toEqual({ invite_id: [MESSAGES.inviteIdInvalid] });
  // Signing up again answers as before; the new account's holder is told it exists.
  const signUpAgain = await signUp(INVITED_POLICY.reference);
  expect(signUpAgain.json()).toEqual(SENT);
  expect((await lastMessageTo(INVITED_POLICY.mobile)).body).toContain(
    'you already have an online account',
  );
});
