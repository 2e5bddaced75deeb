import { randomBytes } from 'node:crypto';
import { MESSAGES, type PaymentResult } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { spendToken } from '../gateway/store';
import { unprocessable } from '../http/http-error';
import { accountOf, toPence } from './store';

// Card charges and the payments table (portal.md §1, §2; decision 007). Cards are charged through
// the reference gateway's one-time tokens (gateway/), whose test cards decide the outcome; every
// attempt with a live token is recorded, taken or failed.

/** What charging a card token came to: the processor's reference, or the failed answer. */
export type Charge = { readonly reference: string } | { readonly failed: PaymentResult };

/**
 * Charges a card token of the reference gateway (payments-common protocol): the token is spent
 * whatever its outcome, so run this in the transaction that records the payment. An unknown,
 * spent or expired token charges nothing and records nothing: no card was presented.
 */
export async function charge(
  db: Db,
  cardToken: string,
  prefix: 'PAY' | 'REN',
  now: Date,
): Promise<Charge> {
  const outcome = await spendToken(db, cardToken, now);
  if (outcome === undefined) return { failed: CARD_DETAILS_EXPIRED };
  if (outcome === 'decline') return { failed: DECLINED };
  if (outcome === 'authentication_failed') return { failed: AUTHENTICATION_FAILED };
  return { reference: `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}` };
}

export interface PaymentRecord {
  readonly userId: number | null;
  readonly policyId: number;
  readonly kind: 'pay' | 'renew' | 'direct-debit' | 'refund' | 'guest';
  readonly amountPence: number | null;
  readonly reference: string | null;
  readonly now: Date;
}

export async function recordPayment(db: Db, payment: PaymentRecord): Promise<void> {
  await prepared<[number | null, number, string, number | null, string, string | null, string]>(
    db,
    `INSERT INTO payments (user_id, policy_id, kind, amount_pence, status, reference, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    payment.userId,
    payment.policyId,
    payment.kind,
    payment.amountPence,
    payment.reference === null ? 'failed' : 'complete',
    payment.reference,
    payment.now.toISOString(),
  );
}

function failed(message: string): PaymentResult {
  return { status: 'failed', reference: null, message };
}

/** The answers of a card the processor refused: the failed page shows the message. */
export const DECLINED = failed(
  'Your card was declined and no money has been taken. Please try another card.',
);
export const AUTHENTICATION_FAILED = failed(
  'Your bank could not confirm this payment, so no money has been taken. Please try again or use another card.',
);
export const CARD_DETAILS_EXPIRED = failed(
  'Your card details have expired. No money has been taken. Please enter them again.',
);

export interface PaymentRow {
  readonly id: number;
  readonly user_id: number | null;
  readonly kind: PaymentRecord['kind'];
  readonly amount_pence: number | null;
  readonly status: 'complete' | 'failed';
  readonly reference: string | null;
  readonly created_at: string;
}

/** Every payment attempt recorded on the policy, oldest first (the ops command lists them). */
export async function paymentRowsOf(db: Db, policyId: number): Promise<PaymentRow[]> {
  return prepared<[number], PaymentRow>(
    db,
    `SELECT id, user_id, kind, amount_pence, status, reference, created_at FROM payments
     WHERE policy_id = ? ORDER BY id`,
  ).all(policyId);
}

/** Records a charge of a card that was presented (a live token), taken or refused. */
export async function recordCharge(
  db: Db,
  payment: Omit<PaymentRecord, 'reference'>,
  charged: Charge,
): Promise<void> {
  if ('failed' in charged && charged.failed === CARD_DETAILS_EXPIRED) return;
  await recordPayment(db, {
    ...payment,
    reference: 'reference' in charged ? charged.reference : null,
  });
}

/** Reduces what is owed by a payment taken; nothing owed has no due date. */
export async function settle(db: Db, policyId: number, pence: number): Promise<void> {
  await prepared<[{ policy: number; pence: number }]>(
    db,
    `UPDATE policy_accounts SET amount_due_pence =
       CASE WHEN amount_due_pence - @pence < 0 THEN 0 ELSE amount_due_pence - @pence END,
       due_date = CASE WHEN amount_due_pence - @pence <= 0 THEN NULL ELSE due_date END
     WHERE policy_id = @policy`,
  ).run({ policy: policyId, pence });
}

/**
 * A payment towards what is owed, signed in or as a guest: no more than the amount due, the card
 * charged, the attempt recorded when a card was presented, the account settled when it was taken.
 * All of it is one transaction (the caller's, if it has one), so the amount due it checks is the
 * one it settles, and the token it spends is spent only with the payment recorded.
 */
export async function takePayment(
  db: Db,
  payment: {
    readonly userId: number | null;
    readonly policyId: number;
    readonly kind: 'pay' | 'guest';
    readonly amount: number;
    readonly cardToken: string;
    readonly now: Date;
  },
): Promise<Charge> {
  const amountPence = toPence(payment.amount);
  return db.transaction(async () => {
    if (amountPence > ((await accountOf(db, payment.policyId)).amount_due_pence ?? 0)) {
      throw unprocessable({ amount: [MESSAGES.amountOverDue] });
    }
    const { userId, policyId, kind, now } = payment;
    const charged = await charge(db, payment.cardToken, 'PAY', now);
    await recordCharge(db, { userId, policyId, kind, amountPence, now }, charged);
    if ('reference' in charged) await settle(db, policyId, amountPence);
    return charged;
  });
}
