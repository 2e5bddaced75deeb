import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  AgreementDecisionSchema,
  agreementEndpoints,
  AgreementSchema,
  AgreementsRequestSchema,
} from './agreements';
import { MESSAGES } from './messages';
import { validate } from './validation';

function errorsOf(schema: v.GenericSchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

const INVITE = '0b6f7c1e-8a53-4a4e-9d36-2f1c0e5d7a90';

test('an agreement has pages of HTML, an info flag and a decline label or null', () => {
  const agreement = {
    ID: 4,
    title: 'Policy Terms and Conditions',
    content: ['<p>Page one</p>', '<p>Page two</p>'],
    info_page: false,
    decline_button: 'Decline',
  };
  expect(v.parse(AgreementSchema, agreement)).toEqual(agreement);
  expect(v.safeParse(AgreementSchema, { ...agreement, decline_button: null }).success).toBe(true);
  expect(v.safeParse(AgreementSchema, { ...agreement, content: [] }).success).toBe(false);
});

test('a signed-in user asks for agreements with no credentials', () => {
  expect(errorsOf(AgreementsRequestSchema, {})).toEqual({});
});

test('a visitor sends the activation code and invite id together', () => {
  expect(
    errorsOf(AgreementsRequestSchema, { activation_code: '123456', invite_id: INVITE }),
  ).toEqual({});
  expect(errorsOf(AgreementsRequestSchema, { activation_code: '123456' })).toEqual({
    invite_id: [MESSAGES.agreementInviteIncomplete],
  });
  expect(errorsOf(AgreementsRequestSchema, { invite_id: INVITE })).toEqual({
    invite_id: [MESSAGES.agreementInviteIncomplete],
  });
});

test('a visitor credential is checked at its limits', () => {
  expect(
    errorsOf(AgreementsRequestSchema, { activation_code: '12345', invite_id: INVITE.slice(1) }),
  ).toEqual({
    activation_code: [MESSAGES.activationCodeInvalid],
    invite_id: [MESSAGES.inviteIdInvalid],
  });
});

test('a decision names the agreement, with credentials when signed out', () => {
  expect(errorsOf(AgreementDecisionSchema, { ID: 4 })).toEqual({});
  expect(
    errorsOf(AgreementDecisionSchema, { ID: 4, activation_code: '123456', invite_id: INVITE }),
  ).toEqual({});
  expect(errorsOf(AgreementDecisionSchema, { ID: 0, activation_code: '123456' })).toEqual({
    ID: [MESSAGES.idInvalid],
    invite_id: [MESSAGES.agreementInviteIncomplete],
  });
});

test('the agreement calls work with or without a token and answer a message or null', () => {
  for (const call of Object.values(agreementEndpoints)) {
    expect(call.auth).toBe('optional');
    expect(call.method).toBe('POST');
  }
  const { response } = agreementEndpoints.acceptAgreement;
  expect(v.parse(response, 'Thank you')).toBe('Thank you');
  expect(v.parse(response, null)).toBeNull();
});
