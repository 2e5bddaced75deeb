import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { DEMO_INVITATION } from '../seed/demo-users';
import { createTestApi } from '../test/create-test-api';

// POST /user/activate with the seeded invitation (api/README.md): the invited user chooses a
// username and password and is signed in (portal.md §5 Activation, docs/decisions/007).

const api = await createTestApi();

const PASSWORD = 'Moseley-Road-52!';
const VALID = {
  activation_code: DEMO_INVITATION.activationCode,
  invite_id: DEMO_INVITATION.inviteId,
  phone: DEMO_INVITATION.mobile,
  username: 'james.patel',
  password: PASSWORD,
};

function activate(changes: Record<string, unknown> = {}) {
  return api.app.inject({
    method: 'POST',
    url: '/api/user/activate',
    payload: { ...VALID, ...changes },
  });
}

test('a wrong code, a phone not on the account and a taken username are 422s by field', async () => {
  const response = await activate({
    activation_code: 'NW000000',
    phone: '07700 900999',
    username: 'Car.Driver',
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: expect.any(String),
    errors: {
      activation_code: [MESSAGES.activationCodeIncorrect],
      phone: [MESSAGES.activationPhoneMismatch],
      username: [MESSAGES.usernameTaken],
    },
  });
});

test('activation checks its fields: code 6-10, invitation 36-60, phone, username, password', async () => {
  const cases: [Record<string, unknown>, Record<string, unknown>][] = [
    [{ activation_code: 'NW482' }, { activation_code: [MESSAGES.activationCodeInvalid] }],
    [{ activation_code: 'NW48291300X' }, { activation_code: [MESSAGES.activationCodeInvalid] }],
    [{ invite_id: 'x'.repeat(35) }, { invite_id: [MESSAGES.inviteIdInvalid] }],
    [{ invite_id: 'x'.repeat(61) }, { invite_id: [MESSAGES.inviteIdInvalid] }],
    [{ phone: '077009' }, { phone: [MESSAGES.phoneInvalid] }],
    [{ phone: '07700 90056789' }, { phone: [MESSAGES.phoneInvalid] }],
    // The contract's username rule also reports the empty username's characters.
    [{ username: '' }, { username: expect.arrayContaining([MESSAGES.usernameRequired]) }],
    [{ username: 'james patel' }, { username: [MESSAGES.usernameInvalid] }],
    [{ username: 'j'.repeat(256) }, { username: [MESSAGES.usernameTooLong] }],
    [{ password: 'Moseley-Rd' }, { password: [MESSAGES.passwordRule] }],
    [{ password: 'moseley-road-52!' }, { password: [MESSAGES.passwordRule] }],
  ];
  for (const [changes, errors] of cases) {
    const response = await activate(changes);
    expect(response.statusCode, JSON.stringify(changes)).toBe(422);
    expect(response.json().errors, JSON.stringify(changes)).toEqual(errors);
  }
});

test('an invitation that does not exist is a 422 on invite_id', async () => {
  const response = await activate({ invite_id: '00000000-0000-4000-8000-000000000000' });

  expect(response.json().errors).toEqual({ invite_id: [MESSAGES.inviteIdInvalid] });
});

test('the seeded invited user activates, is signed in, and signs in again later', async () => {
  // The code is typed in any case; the phone with or without its space.
  const response = await activate({ activation_code: 'nw482913', phone: '07700900567' });

  expect(response.statusCode).toBe(200);
  const body = response.json<{ data: { token: string }; meta: { token: string } }>();
  expect(body.data).toEqual({
    token: expect.any(String),
    greeting: 'Good morning, James',
    todo_count: 0,
  });
  expect(body.meta.token).toBe(body.data.token);
  await expect(api.signIn('james.patel', PASSWORD)).resolves.toEqual(expect.any(String));

  // The code and the invitation are used up.
  const again = await activate({ username: 'james.patel2' });
  expect(again.json().errors).toEqual({ invite_id: [MESSAGES.inviteIdInvalid] });
});
