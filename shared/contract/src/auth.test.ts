import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  ActivationSchema,
  authEndpoints,
  ChangePasswordSchema,
  PasswordCodeRequestSchema,
  PasswordResetSchema,
  SignInResponseSchema,
  SignInSchema,
  SignUpSchema,
  UsernameReminderSchema,
} from './auth';
import { MESSAGES } from './messages';
import { validate } from './validation';

function errorsOf(schema: v.GenericSchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

const PASSWORD = 'Abcdefg12!';
const INVITE = '0b6f7c1e-8a53-4a4e-9d36-2f1c0e5d7a90';

test('sign-in lowercases the username and needs a password of 8 characters', () => {
  expect(v.parse(SignInSchema, { username: 'Jo.Smith', password: '12345678' })).toEqual({
    username: 'jo.smith',
    password: '12345678',
  });
  expect(errorsOf(SignInSchema, { username: 'jo', password: '1234567' })).toEqual({
    password: [
      'Password must be a minimum length of 10 characters including uppercase and lowercase letters, numbers and symbols',
    ],
  });
  expect(errorsOf(SignInSchema, { username: '', password: '' })).toEqual({
    username: [MESSAGES.usernameRequired],
    password: [MESSAGES.signInPassword],
  });
});

test('sign-in sends the captcha token when there is one', () => {
  const input = { username: 'jo', password: '12345678', recaptcha_token: 'tok' };
  expect(v.parse(SignInSchema, input)).toEqual(input);
  const token = (length: number) => ({ ...input, recaptcha_token: 'x'.repeat(length) });
  expect(errorsOf(SignInSchema, token(4096))).toEqual({});
  expect(errorsOf(SignInSchema, token(4097))).toEqual({
    recaptcha_token: [MESSAGES.captchaRequired],
  });
});

test('a sign-in password is at most 255 characters', () => {
  const password = (length: number) => ({ username: 'jo', password: 'x'.repeat(length) });
  expect(errorsOf(SignInSchema, password(255))).toEqual({});
  expect(errorsOf(SignInSchema, password(256))).toEqual({
    password: [MESSAGES.passwordTooLong],
  });
});

test('a sign-in answers a token, a greeting and the to-do count', () => {
  const session = { token: 'abc', greeting: 'Good morning, Jo', todo_count: 2 };
  expect(v.parse(SignInResponseSchema, session)).toEqual(session);
  expect(v.safeParse(SignInResponseSchema, { ...session, todo_count: -1 }).success).toBe(false);
});

test('sign-up needs a mobile number of 7 to 13 and a policy reference', () => {
  const signUp = { mobile_number: '1234567', policy_reference: 'POL123' };
  expect(errorsOf(SignUpSchema, signUp)).toEqual({});
  expect(errorsOf(SignUpSchema, { ...signUp, mobile_number: '1234567890123' })).toEqual({});
  expect(errorsOf(SignUpSchema, { mobile_number: '123456', policy_reference: '' })).toEqual({
    mobile_number: [MESSAGES.mobileInvalid],
    policy_reference: [MESSAGES.policyReferenceRequired],
  });
  expect(errorsOf(SignUpSchema, { ...signUp, mobile_number: '12345678901234' })).toEqual({
    mobile_number: [MESSAGES.mobileInvalid],
  });
});

test('a password code request takes exactly one of landline or mobile', () => {
  const username = 'jo';
  expect(errorsOf(PasswordCodeRequestSchema, { username, landline_number: '0113496000' })).toEqual(
    {},
  );
  expect(errorsOf(PasswordCodeRequestSchema, { username, mobile_number: '07700900123' })).toEqual(
    {},
  );
  expect(errorsOf(PasswordCodeRequestSchema, { username })).toEqual({
    landline_number: [MESSAGES.landlineInvalid],
    mobile_number: [MESSAGES.mobileInvalid],
  });
  expect(
    errorsOf(PasswordCodeRequestSchema, {
      username,
      landline_number: '0113496000',
      mobile_number: '07700900123',
    }),
  ).toEqual({ mobile_number: [MESSAGES.phoneEitherNotBoth] });
});

test('a password code request checks the number given and needs the username', () => {
  expect(errorsOf(PasswordCodeRequestSchema, { username: '', mobile_number: '123456' })).toEqual({
    username: [MESSAGES.usernameRequired],
    mobile_number: [MESSAGES.mobileInvalid],
  });
});

test('a password reset needs a 6 to 10 character code, the number and a valid password', () => {
  const reset = {
    auth_code: '123456',
    username: 'Jo',
    sms_number: '07700900123',
    password: PASSWORD,
  };
  expect(v.parse(PasswordResetSchema, reset)).toEqual({ ...reset, username: 'jo' });
  expect(errorsOf(PasswordResetSchema, { ...reset, auth_code: '1234567890' })).toEqual({});
  expect(
    errorsOf(PasswordResetSchema, {
      auth_code: '12345',
      username: '',
      sms_number: '123456',
      password: 'abcdefg12!',
    }),
  ).toEqual({
    auth_code: [MESSAGES.authCodeInvalid],
    username: [MESSAGES.usernameRequired],
    sms_number: [MESSAGES.phoneInvalid],
    password: [MESSAGES.passwordRule],
  });
  expect(errorsOf(PasswordResetSchema, { ...reset, auth_code: '12345678901' })).toEqual({
    auth_code: [MESSAGES.authCodeInvalid],
  });
});

test('activation checks the code, invite id, phone, username characters and password', () => {
  const activation = {
    activation_code: '123456',
    invite_id: INVITE,
    phone: '07700900123',
    username: 'jo.smith@example.com',
    password: PASSWORD,
  };
  expect(errorsOf(ActivationSchema, activation)).toEqual({});
  expect(
    errorsOf(ActivationSchema, {
      activation_code: '12345',
      invite_id: INVITE.slice(1),
      phone: '12345678901234',
      username: 'jo smith',
      password: 'Abcdefg12',
    }),
  ).toEqual({
    activation_code: [MESSAGES.activationCodeInvalid],
    invite_id: [MESSAGES.inviteIdInvalid],
    phone: [MESSAGES.phoneInvalid],
    username: ['The username contains invalid characters.'],
    password: [MESSAGES.passwordRule],
  });
});

test('changing the password needs the current one and a new one meeting the rule', () => {
  expect(errorsOf(ChangePasswordSchema, { old_password: 'x', new_password: PASSWORD })).toEqual({});
  expect(errorsOf(ChangePasswordSchema, { old_password: '', new_password: 'short' })).toEqual({
    old_password: [MESSAGES.currentPasswordRequired],
    new_password: [MESSAGES.passwordRule],
  });
});

test('a username reminder needs the policy reference', () => {
  expect(errorsOf(UsernameReminderSchema, { policy: 'POL123' })).toEqual({});
  for (const policy of ['', '   ', undefined]) {
    expect(errorsOf(UsernameReminderSchema, { policy })).toEqual({
      policy: ['The Policy Reference Number is required.'],
    });
  }
});

test('every account call but sign-out and change password is made without a token', () => {
  const auth = Object.fromEntries(
    Object.entries(authEndpoints).map(([name, { method, path, auth }]) => [
      name,
      `${auth} ${method} ${path}`,
    ]),
  );
  expect(auth).toEqual({
    signIn: 'none POST /user/token',
    signOut: 'token DELETE /user/token',
    signUp: 'none POST /user/sign-up',
    requestPasswordCode: 'none POST /password/auth-code',
    resetPassword: 'none POST /password/reset',
    validateInvitation: 'none POST /user/invitation/validate',
    requestActivationCode: 'none POST /user/activation-code',
    activateAccount: 'none POST /user/activate',
    changePassword: 'token POST /user/password',
    requestUsernameReminder: 'none POST /username-reminder',
  });
});
