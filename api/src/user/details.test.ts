import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { createTestApi } from '../test/create-test-api';

// GET/PUT /user/details and GET/PATCH /user/correspondence (portal.md §2 Settings, §5, §7).

const api = await createTestApi();

function call(method: 'GET' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) {
  return api.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

const PRIYA = {
  title: 'Dr',
  first_name: 'Priya',
  last_name: 'Shah-Evans',
  email: 'priya.evans@example.co.uk',
  username: 'Priya.Evans',
  landline_number: '0117 496 0789',
  mobile_number: '',
};

/** PRIYA's details change the email, numbers and username: the current password comes too. */
const CONFIRMED = { ...PRIYA, current_password: DEMO_PASSWORD };

test("the details are the account holder's, with empty numbers as null", async () => {
  const token = await api.signIn('new.customer');

  const response = await call('GET', '/user/details', token);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    title: 'Mr',
    first_name: 'Tom',
    last_name: 'Hughes',
    email: 'tom.hughes@example.co.uk',
    username: 'new.customer',
    landline_number: null,
    mobile_number: '07700 900234',
    correspondence: 'email',
  });
});

test('updating the details answers a message; the username is kept lower-case', async () => {
  const token = await api.signIn('bike.rider');

  const response = await call('PUT', '/user/details', token, CONFIRMED);

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: MESSAGES.detailsUpdated, meta: { token } });
  const details = await call('GET', '/user/details', token);
  expect(details.json().data).toEqual({
    ...PRIYA,
    username: 'priya.evans',
    mobile_number: null,
    correspondence: 'written',
  });
  // The new username signs in.
  await expect(api.signIn('priya.evans')).resolves.toEqual(expect.any(String));
});

test('a username another account has is a 422 on username', async () => {
  const token = await api.signIn('van.fleet');

  const response = await call('PUT', '/user/details', token, {
    ...CONFIRMED,
    username: 'CAR.DRIVER',
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: MESSAGES.usernameTaken,
    errors: { username: [MESSAGES.usernameTaken] },
  });
});

test('the details form rules: names, e-mail, username characters, one phone at least', async () => {
  const token = await api.signIn('van.fleet');
  const cases: [Record<string, unknown>, Record<string, unknown>][] = [
    [{ first_name: ' ' }, { first_name: [MESSAGES.firstNameRequired] }],
    [{ last_name: '' }, { last_name: [MESSAGES.lastNameRequired] }],
    [{ email: 'priya.example.co.uk' }, { email: [MESSAGES.emailInvalid] }],
    [{ username: 'priya evans' }, { username: [MESSAGES.usernameInvalid] }],
    [
      { landline_number: '', mobile_number: '' },
      { landline_number: [MESSAGES.landlineInvalid], mobile_number: [MESSAGES.mobileInvalid] },
    ],
    [{ mobile_number: '077009' }, { mobile_number: [MESSAGES.mobileInvalid] }],
    [{ landline_number: '0117 496 07890' }, { landline_number: [MESSAGES.landlineInvalid] }],
  ];
  for (const [changes, errors] of cases) {
    const response = await call('PUT', '/user/details', token, { ...CONFIRMED, ...changes });
    expect(response.statusCode, JSON.stringify(changes)).toBe(422);
    expect(response.json().errors, JSON.stringify(changes)).toEqual(errors);
  }
  // 13 characters is a valid number (portal.md §9: 7-13).
  const thirteen = await call('PUT', '/user/details', token, {
    ...CONFIRMED,
    username: 'daniel.okafor',
    landline_number: '0161 496 0456',
  });
  expect(thirteen.statusCode).toBe(200);
});

test('names alone change with the token; the email, a number or the username need the password', async () => {
  const token = await api.signIn('new.customer');
  const held = (await call('GET', '/user/details', token)).json().data;
  const form = { ...held, landline_number: '', correspondence: undefined };

  const names = await call('PUT', '/user/details', token, { ...form, first_name: 'Thomas' });
  expect(names.statusCode).toBe(200);

  for (const change of [
    { email: 'tom@example.org' },
    { username: 'tom.hughes' },
    { mobile_number: '07700 900999' },
    { landline_number: '0113 496 0999' },
  ]) {
    const refused = await call('PUT', '/user/details', token, { ...form, ...change });
    expect(refused.statusCode, JSON.stringify(change)).toBe(422);
    expect(refused.json().errors).toEqual({ current_password: [MESSAGES.currentPasswordRequired] });
  }
  const details = await call('GET', '/user/details', token);
  expect(details.json().data).toEqual({ ...held, first_name: 'Thomas' });
});

test('the paperless preference is read and changed on its own call', async () => {
  const token = await api.signIn('car.driver');

  const before = await call('GET', '/user/correspondence', token);
  const toPost = await call('PATCH', '/user/correspondence', token, { correspondence: 'written' });
  const after = await call('GET', '/user/correspondence', token);
  const toOnline = await call('PATCH', '/user/correspondence', token, { correspondence: 'email' });

  expect(before.json().data).toEqual({ correspondence: 'email' });
  expect(toPost.json().data).toBe(MESSAGES.correspondencePost);
  expect(after.json().data).toEqual({ correspondence: 'written' });
  expect(toOnline.json().data).toBe(MESSAGES.correspondenceOnline);
});

test('a preference other than email or written is a 422', async () => {
  const token = await api.signIn('car.driver');

  const response = await call('PATCH', '/user/correspondence', token, { correspondence: 'fax' });

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ correspondence: [MESSAGES.correspondenceInvalid] });
});

test('details and correspondence need a token', async () => {
  const calls = [
    call('GET', '/user/details'),
    call('PUT', '/user/details', undefined, PRIYA),
    call('GET', '/user/correspondence'),
    call('PATCH', '/user/correspondence', undefined, { correspondence: 'email' }),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  }
});
