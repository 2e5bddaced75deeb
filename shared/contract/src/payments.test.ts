import * as v from 'valibot';
import { expect, test } from 'vitest';
import type { AnySchema } from './endpoint';
import { passesModulusCheck } from './bank-account';
import { MESSAGES } from './messages';
import {
  CardTokenSchema,
  CreditDecisionBodySchema,
  DirectDebitBodySchema,
  GuestPaymentBodySchema,
  GuestPaymentCheckBodySchema,
  PAYMENT_AMOUNT_MAX,
  PaymentAmountSchema,
  paymentEndpoints,
  PaymentsSchema,
  RefundBodySchema,
} from './payments';
import { validate } from './validation';

function errorsOf(schema: AnySchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

test('an amount is more than nothing, in pounds and pence', () => {
  expect(errorsOf(PaymentAmountSchema, 0.01)).toEqual({});
  expect(errorsOf(PaymentAmountSchema, 1234.5)).toEqual({});
  for (const amount of [0, -5, 10.005, Number.NaN, Number.POSITIVE_INFINITY, '10']) {
    expect(errorsOf(PaymentAmountSchema, amount)).toEqual({ '': [MESSAGES.amountInvalid] });
  }
  expect(errorsOf(PaymentAmountSchema, PAYMENT_AMOUNT_MAX)).toEqual({});
  for (const amount of [PAYMENT_AMOUNT_MAX + 0.01, Number.MAX_SAFE_INTEGER + 1]) {
    expect(errorsOf(PaymentAmountSchema, amount)).toEqual({ '': [MESSAGES.amountTooLarge] });
  }
  expect(errorsOf(PaymentAmountSchema, 1e308)['']).toContain(MESSAGES.amountTooLarge);
});

test('card details arrive as a processor token, never as a card number', () => {
  expect(errorsOf(CardTokenSchema, 'tok_1QxYz2AbCdEf')).toEqual({});
  expect(errorsOf(CardTokenSchema, '')).toEqual({ '': [MESSAGES.cardDetailsRequired] });
  expect(errorsOf(CardTokenSchema, undefined)).toEqual({ '': [MESSAGES.cardDetailsRequired] });
  for (const number of ['4111 1111 1111 1111', '4111-1111-1111-1111', '411111111111']) {
    expect(errorsOf(CardTokenSchema, number)).toEqual({ '': [MESSAGES.cardNumberNotAccepted] });
  }
  // 11 digits is not a card number; 12 is the shortest.
  expect(errorsOf(CardTokenSchema, '41111111111')).toEqual({});
  expect(errorsOf(CardTokenSchema, `tok_${'a'.repeat(251)}`)).toEqual({});
  expect(errorsOf(CardTokenSchema, `tok_${'a'.repeat(252)}`)).toEqual({
    '': [MESSAGES.cardDetailsRequired],
  });
});

const mandate = {
  account_holder: 'Sam Jones',
  sort_code: '20-00-00',
  account_number: '88837493',
  payment_day: 1,
  confirm: true,
};

test('a direct debit needs a 6-digit sort code and an 8-digit account number', () => {
  expect(v.parse(DirectDebitBodySchema, mandate).sort_code).toBe('200000');
  expect(v.parse(DirectDebitBodySchema, { ...mandate, sort_code: '20 00 00' }).sort_code).toBe(
    '200000',
  );
  for (const sort_code of ['12345', '1234567', '12-34-5a']) {
    expect(errorsOf(DirectDebitBodySchema, { ...mandate, sort_code })).toEqual({
      sort_code: [MESSAGES.sortCodeInvalid],
    });
  }
  for (const account_number of ['1234567', '123456789']) {
    expect(errorsOf(DirectDebitBodySchema, { ...mandate, account_number })).toEqual({
      account_number: [MESSAGES.accountNumberInvalid],
    });
  }
});

test('a sort code and account number that fail the modulus check are refused together', () => {
  expect(passesModulusCheck('20-00-00', '88837493')).toBe(true);
  // One digit changed, in the sort code or in the account number.
  expect(passesModulusCheck('20-00-01', '88837493')).toBe(false);
  expect(passesModulusCheck('20-00-00', '88837494')).toBe(false);
  expect(errorsOf(DirectDebitBodySchema, { ...mandate, sort_code: '20-00-01' })).toEqual({
    account_number: [MESSAGES.bankDetailsInvalid],
  });
  // A malformed sort code has its own message, not the modulus one.
  expect(errorsOf(DirectDebitBodySchema, { ...mandate, sort_code: '2000' })).toEqual({
    sort_code: [MESSAGES.sortCodeInvalid],
  });
});

test('a direct debit is collected on the 1st to the 28th, with the holder confirming', () => {
  expect(errorsOf(DirectDebitBodySchema, { ...mandate, payment_day: 28 })).toEqual({});
  for (const payment_day of [0, 29, 1.5]) {
    expect(errorsOf(DirectDebitBodySchema, { ...mandate, payment_day })).toEqual({
      payment_day: [MESSAGES.paymentDayInvalid],
    });
  }
  expect(errorsOf(DirectDebitBodySchema, { ...mandate, confirm: false })).toEqual({
    confirm: [MESSAGES.directDebitConfirmRequired],
  });
  expect(errorsOf(DirectDebitBodySchema, { ...mandate, account_holder: '' })).toEqual({
    account_holder: [MESSAGES.accountHolderRequired],
  });
});

test('a refund is accepted by its id', () => {
  expect(errorsOf(RefundBodySchema, { refund_id: 1 })).toEqual({});
  for (const refund_id of [0, undefined, 'one']) {
    expect(errorsOf(RefundBodySchema, { refund_id })).toEqual({
      refund_id: [MESSAGES.refundRequired],
    });
  }
});

test('a guest pays with the policy reference and the postcode on the policy', () => {
  const guest = {
    policy_reference: 'mw-1234',
    postcode: 'sw1a 1aa',
    amount: 25,
    card_token: 'tok_1',
  };
  expect(v.parse(GuestPaymentBodySchema, guest)).toMatchObject({
    policy_reference: 'MW-1234',
    postcode: 'SW1A 1AA',
  });
  expect(errorsOf(GuestPaymentBodySchema, {})).toEqual({
    policy_reference: [MESSAGES.policyReferenceRequired],
    postcode: [MESSAGES.postcodeRequired],
    amount: [MESSAGES.amountInvalid],
    card_token: [MESSAGES.cardDetailsRequired],
  });
  expect(errorsOf(GuestPaymentBodySchema, { ...guest, postcode: 'M1 1A' })).toEqual({
    postcode: [MESSAGES.postcodeLength],
  });
  expect(errorsOf(GuestPaymentBodySchema, { ...guest, postcode: 'M1 1AE' })).toEqual({});
});

test("a guest's details are checked before the card by the payment's own rules, without a card", () => {
  const details = { policy_reference: 'mw-1234', postcode: 'sw1a 1aa', amount: 25 };
  expect(v.parse(GuestPaymentCheckBodySchema, details)).toEqual({
    policy_reference: 'MW-1234',
    postcode: 'SW1A 1AA',
    amount: 25,
  });
  expect(errorsOf(GuestPaymentCheckBodySchema, {})).toEqual({
    policy_reference: [MESSAGES.policyReferenceRequired],
    postcode: [MESSAGES.postcodeRequired],
    amount: [MESSAGES.amountInvalid],
  });
  for (const [field, value] of [
    ['postcode', 'M1 1A'],
    ['amount', 0.001],
    ['amount', PAYMENT_AMOUNT_MAX + 0.01],
  ] as const) {
    const body = { ...details, [field]: value };
    expect(errorsOf(GuestPaymentCheckBodySchema, body)).toEqual(
      errorsOf(GuestPaymentBodySchema, { ...body, card_token: 'tok_1' }),
    );
  }
});

test('signing the credit agreement needs the full name and the tick; declining does not', () => {
  const signature = { decision: 'sign', full_name: 'Sam Jones', confirm: true };
  expect(errorsOf(CreditDecisionBodySchema, signature)).toEqual({});
  expect(errorsOf(CreditDecisionBodySchema, { decision: 'sign' })).toEqual({
    full_name: [MESSAGES.signatureRequired],
    confirm: [MESSAGES.creditConfirmRequired],
  });
  expect(errorsOf(CreditDecisionBodySchema, { ...signature, full_name: '  ' })).toEqual({
    full_name: [MESSAGES.signatureRequired],
  });
  expect(errorsOf(CreditDecisionBodySchema, { decision: 'decline' })).toEqual({});
  expect(errorsOf(CreditDecisionBodySchema, { decision: 'maybe' })).toEqual({
    decision: [MESSAGES.creditDecisionRequired],
  });
});

test('the payments summary has what the four payment screens show', () => {
  const summary = v.parse(PaymentsSchema, {
    amount_due: 42.5,
    due_date: '2026-12-01',
    renewal: null,
    refunds: [{ id: 1, label: 'Overpayment', amount: 12 }],
    direct_debit: {
      status: 'active',
      account_holder: 'Sam',
      account_ending: '5678',
      payment_day: 1,
    },
  });
  expect(summary.refunds[0]?.amount).toBe(12);
  expect(
    v.safeParse(PaymentsSchema, {
      ...summary,
      direct_debit: { ...summary.direct_debit, status: 'on' },
    }).success,
  ).toBe(false);
});

test('policy payments need a token; a guest payment and its check do not', () => {
  const { payAsGuest, checkGuestPayment, ...signedIn } = paymentEndpoints;
  expect(payAsGuest.auth).toBe('none');
  expect(payAsGuest.path).toBe('/payments/guest');
  expect(checkGuestPayment.auth).toBe('none');
  expect(checkGuestPayment.method).toBe('POST');
  expect(checkGuestPayment.path).toBe('/payments/guest/check');
  // It takes no card and charges nothing: there is nothing a repeat could do twice.
  expect(checkGuestPayment.idempotent).toBe(false);
  expect(Object.values(signedIn).every((endpoint) => endpoint.auth === 'token')).toBe(true);
  expect(
    Object.values(signedIn).every((endpoint) => endpoint.path.startsWith('/policies/:id/')),
  ).toBe(true);
});
