import * as v from 'valibot';
import { expect, test } from 'vitest';
import { MESSAGES } from './messages';
import {
  ActivationCodeSchema,
  AuthCodeSchema,
  EmailSchema,
  IdSchema,
  InviteIdSchema,
  meetsPasswordRule,
  passwordCriteria,
  PasswordSchema,
  phoneSchema,
  requiredText,
  SignInUsernameSchema,
  TextSchema,
  UsernameSchema,
  withPhonePair,
} from './rules';
import { validate } from './validation';

function errorsOf(schema: v.GenericSchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

function messageOf(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
}

test('a username is 1 to 255 characters', () => {
  expect(messageOf(UsernameSchema, '')).toBe(MESSAGES.usernameRequired);
  expect(messageOf(UsernameSchema, 'a')).toBeUndefined();
  expect(messageOf(UsernameSchema, 'a'.repeat(255))).toBeUndefined();
  expect(messageOf(UsernameSchema, 'a'.repeat(256))).toBe(MESSAGES.usernameTooLong);
});

test('a username may use letters, digits and the listed symbols only', () => {
  expect(messageOf(UsernameSchema, "Jo.Smith+1@example.com!#$%'*-/=?^_`{|}~")).toBeUndefined();
  for (const bad of ['jo smith', 'jo"smith', 'jo(smith)', 'jo,smith', 'jö']) {
    expect(messageOf(UsernameSchema, bad)).toBe('The username contains invalid characters.');
  }
});

test('the sign-in username is required, at most 255 characters and lowercased', () => {
  expect(messageOf(SignInUsernameSchema, '')).toBe(MESSAGES.usernameRequired);
  expect(messageOf(SignInUsernameSchema, undefined)).toBe(MESSAGES.usernameRequired);
  expect(v.parse(SignInUsernameSchema, 'J')).toBe('j');
  expect(v.parse(SignInUsernameSchema, 'Jo.Smith@Example.COM')).toBe('jo.smith@example.com');
  expect(messageOf(SignInUsernameSchema, 'A'.repeat(255))).toBeUndefined();
  expect(messageOf(SignInUsernameSchema, 'A'.repeat(256))).toBe(MESSAGES.usernameTooLong);
});

test('a password needs 10 characters: 9 fail, 10 pass; 255 at most', () => {
  expect(messageOf(PasswordSchema, 'Abcdef12!')).toBe(MESSAGES.passwordRule);
  expect(messageOf(PasswordSchema, 'Abcdefg12!')).toBeUndefined();
  expect(messageOf(PasswordSchema, `Ab1!${'x'.repeat(251)}`)).toBeUndefined();
  expect(messageOf(PasswordSchema, `Ab1!${'x'.repeat(252)}`)).toBe(MESSAGES.passwordTooLong);
});

test('a password missing any one class of character fails with the rule message', () => {
  const missing = {
    uppercase: 'abcdefg12!',
    lowercase: 'ABCDEFG12!',
    number: 'Abcdefghi!',
    symbol: 'Abcdefgh12',
  };
  for (const password of Object.values(missing)) {
    expect(messageOf(PasswordSchema, password)).toBe(
      'Passwords must be a minimum length of 10 characters including uppercase and lowercase letters, numbers and symbols.',
    );
  }
});

test('every listed symbol meets the symbol criterion, others do not', () => {
  for (const symbol of `?!%$£&@#.,:;'"^*_~+-=\\|<>()[]{}`) {
    expect(meetsPasswordRule(`Abcdefgh1${symbol}`)).toBe(true);
  }
  for (const other of ['/', '`', '€', ' ']) {
    expect(meetsPasswordRule(`Abcdefgh1${other}`)).toBe(false);
  }
});

test('the password checklist says which criteria hold', () => {
  expect(passwordCriteria('abc1')).toEqual([
    { id: 'length', label: 'Minimum length of 10 characters', met: false },
    { id: 'uppercase', label: 'An uppercase letter', met: false },
    { id: 'lowercase', label: 'A lowercase letter', met: true },
    { id: 'number', label: 'A number', met: true },
    { id: 'symbol', label: 'A symbol', met: false },
  ]);
  expect(passwordCriteria('Abcdefg12£').every((criterion) => criterion.met)).toBe(true);
});

test('a phone number is digits and spaces, 7 to 13 characters', () => {
  const phone = phoneSchema();
  expect(messageOf(phone, '123456')).toBe(MESSAGES.phoneInvalid);
  expect(messageOf(phone, '1234567')).toBeUndefined();
  expect(messageOf(phone, '07700 900123')).toBeUndefined();
  expect(messageOf(phone, '0770 0900 123')).toBeUndefined();
  expect(messageOf(phone, '1234567890123')).toBeUndefined();
  expect(messageOf(phone, '12345678901234')).toBe(MESSAGES.phoneInvalid);
  expect(messageOf(phone, '+447700900123')).toBe(MESSAGES.phoneInvalid);
  expect(messageOf(phone, '0770-090012')).toBe(MESSAGES.phoneInvalid);
  expect(v.parse(phone, ' 07700 900123 ')).toBe('07700 900123');
});

const details = withPhonePair({ username: UsernameSchema });

test('landline and mobile: either one alone is enough', () => {
  expect(errorsOf(details, { username: 'jo', landline_number: '0113 496 0000' })).toEqual({});
  expect(errorsOf(details, { username: 'jo', mobile_number: '07700 900123' })).toEqual({});
  expect(
    errorsOf(details, {
      username: 'jo',
      landline_number: '0113 496 0000',
      mobile_number: '07700 900123',
    }),
  ).toEqual({});
});

test('landline and mobile: both empty marks both with their own messages', () => {
  expect(errorsOf(details, { username: 'jo', landline_number: '', mobile_number: null })).toEqual({
    landline_number: [
      'The landline phone number must contain numbers and spaces only and be between 7 and 13 digits.',
    ],
    mobile_number: [
      'The mobile phone number must contain numbers and spaces only and be between 7 and 13 digits.',
    ],
  });
});

test('landline and mobile: a filled one is checked even when the other is valid', () => {
  expect(
    errorsOf(details, { username: 'jo', landline_number: '123456', mobile_number: '07700900123' }),
  ).toEqual({ landline_number: [MESSAGES.landlineInvalid] });
  expect(
    errorsOf(details, { username: 'jo', landline_number: '01134960000', mobile_number: '12345' }),
  ).toEqual({ mobile_number: [MESSAGES.mobileInvalid] });
});

test('landline and mobile are checked even when another field fails', () => {
  expect(errorsOf(details, { username: 'jo smith' })).toEqual({
    username: [MESSAGES.usernameInvalid],
    landline_number: [MESSAGES.landlineInvalid],
    mobile_number: [MESSAGES.mobileInvalid],
  });
});

test('the phone pair keeps the other fields in its output', () => {
  expect(v.parse(details, { username: 'jo', mobile_number: ' 07700900123 ' })).toEqual({
    username: 'jo',
    landline_number: '',
    mobile_number: '07700900123',
  });
});

test('authentication and activation codes are 6 to 10 characters', () => {
  for (const [schema, message] of [
    [AuthCodeSchema, MESSAGES.authCodeInvalid],
    [ActivationCodeSchema, MESSAGES.activationCodeInvalid],
  ] as const) {
    expect(messageOf(schema, '12345')).toBe(message);
    expect(messageOf(schema, '123456')).toBeUndefined();
    expect(messageOf(schema, '1234567890')).toBeUndefined();
    expect(messageOf(schema, '12345678901')).toBe(message);
  }
});

test('an invite id is 36 to 60 characters', () => {
  expect(messageOf(InviteIdSchema, 'x'.repeat(35))).toBe(MESSAGES.inviteIdInvalid);
  expect(messageOf(InviteIdSchema, 'x'.repeat(36))).toBeUndefined();
  expect(messageOf(InviteIdSchema, 'x'.repeat(60))).toBeUndefined();
  expect(messageOf(InviteIdSchema, 'x'.repeat(61))).toBe(MESSAGES.inviteIdInvalid);
});

test('text fields hold at most 255 characters', () => {
  expect(messageOf(TextSchema, '')).toBeUndefined();
  expect(messageOf(TextSchema, 'a'.repeat(255))).toBeUndefined();
  expect(messageOf(TextSchema, 'a'.repeat(256))).toBe(MESSAGES.textTooLong);
  const firstName = requiredText(MESSAGES.firstNameRequired);
  expect(messageOf(firstName, '  ')).toBe(MESSAGES.firstNameRequired);
  expect(messageOf(firstName, 'J')).toBeUndefined();
  expect(messageOf(firstName, 'J'.repeat(256))).toBe(MESSAGES.textTooLong);
});

test('an email address is required and valid', () => {
  expect(messageOf(EmailSchema, '')).toBe(MESSAGES.emailRequired);
  expect(messageOf(EmailSchema, 'jo.smith')).toBe(MESSAGES.emailInvalid);
  expect(messageOf(EmailSchema, 'jo@example')).toBe(MESSAGES.emailInvalid);
  expect(v.parse(EmailSchema, ' jo@example.com ')).toBe('jo@example.com');
});

test('an id is a positive safe whole number', () => {
  expect(messageOf(IdSchema, 1)).toBeUndefined();
  expect(messageOf(IdSchema, Number.MAX_SAFE_INTEGER)).toBeUndefined();
  expect(messageOf(IdSchema, 0)).toBe(MESSAGES.idInvalid);
  expect(messageOf(IdSchema, 1.5)).toBe(MESSAGES.idInvalid);
  expect(messageOf(IdSchema, '1')).toBe(MESSAGES.idInvalid);
  expect(messageOf(IdSchema, Number.MAX_SAFE_INTEGER + 1)).toBe(MESSAGES.idInvalid);
  expect(messageOf(IdSchema, 1e308)).toBe(MESSAGES.idInvalid);
});
