import * as v from 'valibot';
import { formObject, postcodeSchema } from './address';
import { passesModulusCheck } from './bank-account';
import { endpoint } from './endpoint';
import { MESSAGES } from './messages';
import { requiredText } from './rules';

// portal.md §1 (pay, direct debit, renew, refunds, credit agreement, guest payments), §2 (the
// payments and credit screens and their outcome routes), §3 Policy flags direct_debit,
// payments_available, refunds_available, renewal_available, credit_agreement_required.
// The spec shows no calls for them; these are ours, one resource per policy:
//   GET  /policies/:id/payments                 what the four payment screens show
//   POST /policies/:id/payments/{pay,renew,direct-debit,refunds}
//   POST /payments/guest/check                  no token: the policy and amount, before the card
//   POST /payments/guest                        no token (portal.md §1 visitors)
//   GET, POST /policies/:id/credit-agreement    read, then sign or decline
// Card details never reach the portal's API: the payment form of the card processor turns
// them into a one-time token and only that token is sent. Amounts are pounds (portal.md §9).

/** An amount from the server, in pounds. */
const AmountSchema = v.pipe(v.number(), v.minValue(0));

// Ours: more than any premium or balance a motor policy runs to; the server checks the amount
// against what is due as well.
export const PAYMENT_AMOUNT_MAX = 100_000;

/** An amount a person enters: pounds and pence, more than nothing. */
export const PaymentAmountSchema = v.pipe(
  v.number(MESSAGES.amountInvalid),
  v.finite(MESSAGES.amountInvalid),
  v.gtValue(0, MESSAGES.amountInvalid),
  // Infinity already has the message above.
  v.check(
    (amount) => !Number.isFinite(amount) || amount <= PAYMENT_AMOUNT_MAX,
    MESSAGES.amountTooLarge,
  ),
  v.check(
    (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
    MESSAGES.amountInvalid,
  ),
);

/** 12 to 19 digits, however spaced: a card number, which must never be sent here. */
function looksLikeCardNumber(value: string): boolean {
  return /^\d{12,19}$/.test(value.replace(/[\s-]/g, ''));
}

export const CardTokenSchema = v.pipe(
  v.string(MESSAGES.cardDetailsRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.cardDetailsRequired),
  v.check((token) => !looksLikeCardNumber(token), MESSAGES.cardNumberNotAccepted),
  // A card number has its own message above; anything else must look like a token.
  v.check(
    (token) => looksLikeCardNumber(token) || /^[\w.:-]{1,255}$/.test(token),
    MESSAGES.cardDetailsRequired,
  ),
);

// -- What the payment screens show ------------------------------------------------------------

export const RenewalQuoteSchema = v.object({
  reference: v.string(),
  premium: AmountSchema,
  start_date: v.string(),
  end_date: v.string(),
});
export type RenewalQuote = v.InferOutput<typeof RenewalQuoteSchema>;

export const RefundSchema = v.object({
  id: v.number(),
  label: v.string(),
  amount: AmountSchema,
});
export type Refund = v.InferOutput<typeof RefundSchema>;

export const DIRECT_DEBIT_STATUSES = ['none', 'pending', 'active', 'cancelled'] as const;

export const DirectDebitSchema = v.object({
  status: v.picklist(DIRECT_DEBIT_STATUSES),
  account_holder: v.nullable(v.string()),
  /** The last 4 digits of the account number; the full number is never sent back. */
  account_ending: v.nullable(v.string()),
  payment_day: v.nullable(v.number()),
});
export type DirectDebit = v.InferOutput<typeof DirectDebitSchema>;

export const PaymentsSchema = v.object({
  /** What 'Make a payment' collects; null when nothing is due. */
  amount_due: v.nullable(AmountSchema),
  due_date: v.nullable(v.string()),
  /** null unless the policy's renewal_available flag is set. */
  renewal: v.nullable(RenewalQuoteSchema),
  /** Refunds offered and not yet accepted. */
  refunds: v.array(RefundSchema),
  direct_debit: DirectDebitSchema,
});
export type Payments = v.InferOutput<typeof PaymentsSchema>;

/** The outcome of a payment: the UI goes to the route's complete or failed page with it. */
export const PaymentResultSchema = v.object({
  status: v.picklist(['complete', 'failed']),
  /** The processor's reference, shown on the complete page. */
  reference: v.nullable(v.string()),
  message: v.string(),
});
export type PaymentResult = v.InferOutput<typeof PaymentResultSchema>;

// -- What the payment screens send --------------------------------------------------------------

export const PayBodySchema = formObject({
  amount: PaymentAmountSchema,
  card_token: CardTokenSchema,
});

/** The amount is the quoted premium; a stale quote is refused rather than charged. */
export const RenewBodySchema = formObject({
  amount: PaymentAmountSchema,
  card_token: CardTokenSchema,
});

const DirectDebitEntriesSchema = formObject({
  account_holder: requiredText(MESSAGES.accountHolderRequired),
  // '12-34-56', '12 34 56' and '123456' are the same sort code.
  sort_code: v.pipe(
    v.string(MESSAGES.sortCodeInvalid),
    v.transform((code) => code.replace(/[\s-]/g, '')),
    v.regex(/^\d{6}$/, MESSAGES.sortCodeInvalid),
  ),
  account_number: v.pipe(
    v.string(MESSAGES.accountNumberInvalid),
    v.transform((number) => number.replace(/\s/g, '')),
    v.regex(/^\d{8}$/, MESSAGES.accountNumberInvalid),
  ),
  // Ours: days 29-31 do not exist in every month, so collections are on the 1st-28th.
  payment_day: v.pipe(
    v.number(MESSAGES.paymentDayInvalid),
    v.integer(MESSAGES.paymentDayInvalid),
    v.minValue(1, MESSAGES.paymentDayInvalid),
    v.maxValue(28, MESSAGES.paymentDayInvalid),
  ),
  /** The Direct Debit mandate's declaration that the payer alone can authorise it. */
  confirm: v.literal(true, MESSAGES.directDebitConfirmRequired),
});

/** The mandate, its sort code and account number passing the modulus check together. */
export const DirectDebitBodySchema = v.pipe(
  DirectDebitEntriesSchema,
  v.forward(
    v.partialCheck(
      [['sort_code'], ['account_number']],
      // A malformed sort code or account number has its own message above.
      ({ sort_code, account_number }) =>
        !/^\d{6}$/.test(sort_code) ||
        !/^\d{8}$/.test(account_number) ||
        passesModulusCheck(sort_code, account_number),
      MESSAGES.bankDetailsInvalid,
    ),
    ['account_number'],
  ),
);
export type DirectDebitBody = v.InferInput<typeof DirectDebitBodySchema>;

/** Accepts one offered refund; it is paid back the way the policy was paid. */
export const RefundBodySchema = formObject({
  refund_id: v.pipe(
    v.number(MESSAGES.refundRequired),
    v.safeInteger(MESSAGES.refundRequired),
    v.minValue(1, MESSAGES.refundRequired),
  ),
});

/** What a visitor pays: the policy, by its reference and the postcode on it, and the amount. */
export const GuestPaymentCheckBodySchema = formObject({
  // References are shown upper-case (portal.md §3) and matched so.
  policy_reference: v.pipe(requiredText(MESSAGES.policyReferenceRequired), v.toUpperCase()),
  postcode: postcodeSchema(MESSAGES.postcodeRequired),
  amount: PaymentAmountSchema,
});
export type GuestPaymentCheckBody = v.InferInput<typeof GuestPaymentCheckBodySchema>;

/** The check's answer: the amount that may be paid, for the card step to show and charge. */
export const GuestPaymentCheckSchema = v.object({ amount: AmountSchema });
export type GuestPaymentCheck = v.InferOutput<typeof GuestPaymentCheckSchema>;

/** A visitor's payment: what the check was asked, and the card. */
export const GuestPaymentBodySchema = formObject({
  ...GuestPaymentCheckBodySchema.entries,
  card_token: CardTokenSchema,
});
export type GuestPaymentBody = v.InferInput<typeof GuestPaymentBodySchema>;

// -- Credit agreement (portal.md §2: credit, credit-confirmed, credit-declined, credit-error) ----

export const CreditAgreementSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** The agreement's pages as HTML, sanitised before display. */
  content: v.array(v.string()),
  amount_of_credit: AmountSchema,
  /** The representative APR, in percent. */
  apr: v.number(),
  instalments: v.object({ count: v.number(), amount: AmountSchema }),
  total_payable: AmountSchema,
  status: v.picklist(['pending', 'signed', 'declined']),
});
export type CreditAgreement = v.InferOutput<typeof CreditAgreementSchema>;

export const CreditDecisionBodySchema = v.variant(
  'decision',
  [
    formObject({
      decision: v.literal('sign'),
      /** The signature: the policyholder's full name, as on the policy. */
      full_name: requiredText(MESSAGES.signatureRequired),
      confirm: v.literal(true, MESSAGES.creditConfirmRequired),
    }),
    formObject({ decision: v.literal('decline') }),
  ],
  MESSAGES.creditDecisionRequired,
);
export type CreditDecisionBody = v.InferInput<typeof CreditDecisionBodySchema>;

/** 'confirmed' leads to credit-confirmed, 'declined' to credit-declined; errors to credit-error. */
export const CreditDecisionResultSchema = v.object({
  status: v.picklist(['confirmed', 'declined']),
  message: v.string(),
});

/** A payment changes what is owed: the payment screens, the policy's flags and the to-dos. */
function payment<const P extends string, B extends v.GenericSchema>(path: P, body: B) {
  return endpoint({
    method: 'POST',
    path,
    auth: 'token',
    changes: ['payments', 'policies', 'alerts', 'inbox'],
    idempotent: true,
    body,
    response: PaymentResultSchema,
  });
}

export const paymentEndpoints = {
  getPayments: endpoint({
    method: 'GET',
    path: '/policies/:id/payments',
    auth: 'token',
    response: PaymentsSchema,
  }),
  payPolicy: payment('/policies/:id/payments/pay', PayBodySchema),
  renewPolicy: payment('/policies/:id/payments/renew', RenewBodySchema),
  setUpDirectDebit: payment('/policies/:id/payments/direct-debit', DirectDebitBodySchema),
  acceptRefund: payment('/policies/:id/payments/refunds', RefundBodySchema),
  /**
   * The visitor's policy and amount, checked before the card step is shown, so a mistyped
   * reference or postcode is put right before any card is typed. The payment checks them again.
   */
  checkGuestPayment: endpoint({
    method: 'POST',
    path: '/payments/guest/check',
    auth: 'none',
    body: GuestPaymentCheckBodySchema,
    response: GuestPaymentCheckSchema,
  }),
  payAsGuest: endpoint({
    method: 'POST',
    path: '/payments/guest',
    auth: 'none',
    // The policyholder's: told over their realtime channel, whoever paid.
    changes: ['payments', 'policies', 'alerts'],
    idempotent: true,
    body: GuestPaymentBodySchema,
    response: PaymentResultSchema,
  }),
  getCreditAgreement: endpoint({
    method: 'GET',
    path: '/policies/:id/credit-agreement',
    auth: 'token',
    response: CreditAgreementSchema,
  }),
  decideCreditAgreement: endpoint({
    method: 'POST',
    path: '/policies/:id/credit-agreement',
    auth: 'token',
    changes: ['credit-agreement', 'policies', 'alerts', 'inbox'],
    idempotent: true,
    body: CreditDecisionBodySchema,
    response: CreditDecisionResultSchema,
  }),
};
