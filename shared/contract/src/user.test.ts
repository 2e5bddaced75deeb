import * as v from 'valibot';
import { expect, test } from 'vitest';
import { MESSAGES } from './messages';
import {
  AlertSchema,
  changedSignInDetails,
  CorrespondenceUpdateSchema,
  UserDetailsUpdateSchema,
  userDetailsUpdateFor,
  userEndpoints,
  UserNotificationListSchema,
} from './user';
import { validate } from './validation';

function errorsOf(schema: v.GenericSchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

const DETAILS = {
  title: 'Ms',
  first_name: 'Jo',
  last_name: 'Smith',
  email: 'jo@example.com',
  username: 'jo.smith',
  landline_number: '',
  mobile_number: '07700 900123',
};

test('valid account details pass and keep every field', () => {
  expect(v.parse(UserDetailsUpdateSchema, DETAILS)).toEqual(DETAILS);
});

test('account details need a landline or a mobile, each 7 to 13 when given', () => {
  const none = { ...DETAILS, landline_number: null, mobile_number: '' };
  expect(errorsOf(UserDetailsUpdateSchema, none)).toEqual({
    landline_number: [MESSAGES.landlineInvalid],
    mobile_number: [MESSAGES.mobileInvalid],
  });
  const landlineOnly = { ...DETAILS, landline_number: '0113496000', mobile_number: '' };
  expect(errorsOf(UserDetailsUpdateSchema, landlineOnly)).toEqual({});
  const both = { ...DETAILS, landline_number: '0113496000' };
  expect(errorsOf(UserDetailsUpdateSchema, both)).toEqual({});
  const shortMobile = { ...DETAILS, mobile_number: '123456' };
  expect(errorsOf(UserDetailsUpdateSchema, shortMobile)).toEqual({
    mobile_number: [MESSAGES.mobileInvalid],
  });
  const longLandline = { ...DETAILS, landline_number: '12345678901234' };
  expect(errorsOf(UserDetailsUpdateSchema, longLandline)).toEqual({
    landline_number: [MESSAGES.landlineInvalid],
  });
});

test('account details check the username characters, the email and the names', () => {
  expect(
    errorsOf(UserDetailsUpdateSchema, {
      ...DETAILS,
      username: 'jo smith',
      email: 'jo@',
      first_name: '',
      last_name: 'S'.repeat(256),
    }),
  ).toEqual({
    username: ['The username contains invalid characters.'],
    email: [MESSAGES.emailInvalid],
    first_name: [MESSAGES.firstNameRequired],
    last_name: [MESSAGES.textTooLong],
  });
});

const HELD = { ...DETAILS, landline_number: null };

test('changing the email, a phone number or the username asks for the current password', () => {
  const form = userDetailsUpdateFor(HELD);
  const asked = { current_password: [MESSAGES.currentPasswordRequired] };

  // Names alone need no password.
  expect(errorsOf(form, { ...DETAILS, first_name: 'Joanna', title: 'Dr' })).toEqual({});
  for (const change of [
    { email: 'jo.smith@example.com' },
    { username: 'joanna' },
    { mobile_number: '07700 900124' },
    { landline_number: '0113 496 0000' },
  ]) {
    expect(errorsOf(form, { ...DETAILS, ...change }), JSON.stringify(change)).toEqual(asked);
    expect(errorsOf(form, { ...DETAILS, ...change, current_password: '' })).toEqual(asked);
    expect(errorsOf(form, { ...DETAILS, ...change, current_password: 'x' })).toEqual({});
  }
});

test('the same detail spelt another way is no change', () => {
  expect(
    changedSignInDetails(HELD, {
      email: ' JO@example.com ',
      username: 'Jo.Smith',
      landline_number: '',
      mobile_number: '077009 00123',
    }),
  ).toEqual([]);
  expect(
    changedSignInDetails(HELD, { ...DETAILS, email: 'jo@example.org', mobile_number: '' }),
  ).toEqual(['email', 'mobile_number']);
});

test('correspondence is email or written', () => {
  expect(errorsOf(CorrespondenceUpdateSchema, { correspondence: 'written' })).toEqual({});
  expect(errorsOf(CorrespondenceUpdateSchema, { correspondence: 'email' })).toEqual({});
  expect(errorsOf(CorrespondenceUpdateSchema, { correspondence: 'post' })).toEqual({
    correspondence: [MESSAGES.correspondenceInvalid],
  });
});

test('an alert names a route of the portal, one of the eight types and its slot', () => {
  const alert = {
    id: 'pay_single:101',
    label: 'Your renewal is due',
    value: 7,
    button: 'Renew now',
    route: 'payments-renew',
    type: 'pay_renewal',
    slot: 'todo',
  };
  expect(v.parse(AlertSchema, alert)).toEqual(alert);
  expect(v.safeParse(AlertSchema, { ...alert, route: 'no-such-route' }).success).toBe(false);
  expect(v.safeParse(AlertSchema, { ...alert, type: 'pay' }).success).toBe(false);
  expect(v.safeParse(AlertSchema, { ...alert, slot: 'sidebar' }).success).toBe(false);
});

test('an announcement has no policy, button or route', () => {
  const announcement = {
    id: 'alert:2',
    label: 'New features are here',
    value: null,
    button: null,
    route: null,
    type: 'announcement',
    slot: 'dashboard',
  };
  expect(v.safeParse(AlertSchema, announcement).success).toBe(true);
});

test('notifications are a list with a count', () => {
  const list = { items: [{ id: 1, label: 'Your documents are ready', value: null }], count: 1 };
  expect(v.parse(UserNotificationListSchema, list)).toEqual(list);
});

test('the user calls need a token', () => {
  expect(Object.values(userEndpoints).map((call) => call.auth)).toEqual(
    Object.values(userEndpoints).map(() => 'token'),
  );
  expect(userEndpoints.deleteNotification.path).toBe('/user/notifications/:id');
  expect(userEndpoints.updateUserDetails.method).toBe('PUT');
  expect(userEndpoints.updateCorrespondence.method).toBe('PATCH');
});
