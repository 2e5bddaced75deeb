import { randomBytes } from 'node:crypto';
import {
  MESSAGES,
  type CreditAgreement,
  type Payments,
  type PaymentResult,
} from '@portal/contract';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { forbidden, unprocessable } from '../http/http-error';
import { modifiablePolicy, type PolicyRecord, type PolicyView } from '../policies/store';
import { addDays, addYears } from '../today';

// What the payment screens read and write (portal.md §1, §2; decision 007). Amounts are kept in
// pence and answered in pounds. The card processor is simulated: a token is charged unless it is
// one of the processor's test tokens for a declined card.

export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function toPounds(pence: number): number {
  return pence / 100;
}

/** The policy flag that offers each payment screen (portal.md §2 "Policy sidebar"). */
export type PaymentFlag =
  'payments_available' | 'renewal_available' | 'direct_debit' | 'refunds_available';

/** The caller's modifiable policy that offers `flag`: 404, 403 read-only, 403 not offered. */
export function payablePolicy(
  db: Db,
  user: AuthUser | null,
  id: string,
  today: string,
  flag: PaymentFlag,
): PolicyView {
  const view = modifiablePolicy(db, user, id, today);
  if (!view.policy[flag]) throw forbidden(MESSAGES.paymentOptionUnavailable);
  return view;
}

export interface AccountRow {
  readonly amount_due_pence: number | null;
  readonly due_date: string | null;
  readonly renewal_reference: string | null;
  readonly renewal_premium_pence: number | null;
  readonly renewed_at: string | null;
}

const NO_ACCOUNT: AccountRow = {
  amount_due_pence: null,
  due_date: null,
  renewal_reference: null,
  renewal_premium_pence: null,
  renewed_at: null,
};

export function accountOf(db: Db, policyId: number): AccountRow {
  return (
    prepared<[number], AccountRow>(
      db,
      `SELECT amount_due_pence, due_date, renewal_reference, renewal_premium_pence, renewed_at
       FROM policy_accounts WHERE policy_id = ?`,
    ).get(policyId) ?? NO_ACCOUNT
  );
}

/** The renewal on offer: only with the renewal_available flag, a quote, and not yet renewed. */
export function renewalOf(record: PolicyRecord, account: AccountRow, today: string) {
  const { renewal_reference, renewal_premium_pence, renewed_at } = account;
  if (!record.stored.renewal_available || renewed_at !== null) return null;
  if (renewal_reference === null || renewal_premium_pence === null) return null;
  const start = record.stored.summary.renewal_date ?? today;
  return {
    reference: renewal_reference,
    premium: toPounds(renewal_premium_pence),
    start_date: start,
    end_date: addDays(addYears(start, 1), -1),
  };
}

/** GET /policies/{id}/payments: what the four payment screens show. */
export function paymentsOf(db: Db, record: PolicyRecord, today: string): Payments {
  const account = accountOf(db, record.id);
  const due = account.amount_due_pence ?? 0;
  const directDebit = prepared<
    [number],
    Pick<Payments['direct_debit'], 'status' | 'account_holder' | 'account_ending' | 'payment_day'>
  >(
    db,
    `SELECT status, account_holder, account_ending, payment_day FROM direct_debits
     WHERE policy_id = ?`,
  ).get(record.id);
  return {
    amount_due: due > 0 ? toPounds(due) : null,
    due_date: due > 0 ? account.due_date : null,
    renewal: renewalOf(record, account, today),
    refunds: prepared<[number], { id: number; label: string; amount_pence: number }>(
      db,
      `SELECT id, label, amount_pence FROM refund_offers
       WHERE policy_id = ? AND accepted_at IS NULL ORDER BY id`,
    )
      .all(record.id)
      .map(({ id, label, amount_pence }) => ({ id, label, amount: toPounds(amount_pence) })),
    direct_debit: directDebit ?? {
      status: 'none',
      account_holder: null,
      account_ending: null,
      payment_day: null,
    },
  };
}

/** The policy is renewed: its renewal is no longer on offer. */
export function markRenewed(db: Db, policyId: number, now: Date): void {
  prepared<[string, number]>(
    db,
    'UPDATE policy_accounts SET renewed_at = ? WHERE policy_id = ?',
  ).run(now.toISOString(), policyId);
}

export interface DirectDebitInstruction {
  readonly policyId: number;
  readonly accountHolder: string;
  readonly sortCode: string;
  /** The account number's last 4 digits: the whole number is not kept. */
  readonly accountEnding: string;
  readonly paymentDay: number;
}

/** The policy's instruction, new or replacing the one it had, pending until the bank confirms. */
export function saveDirectDebit(db: Db, instruction: DirectDebitInstruction, now: Date): void {
  prepared<[DirectDebitInstruction & { at: string }]>(
    db,
    `INSERT INTO direct_debits (policy_id, status, account_holder, sort_code, account_ending,
       payment_day, updated_at)
     VALUES (@policyId, 'pending', @accountHolder, @sortCode, @accountEnding, @paymentDay, @at)
     ON CONFLICT (policy_id) DO UPDATE SET status = 'pending',
       account_holder = excluded.account_holder, sort_code = excluded.sort_code,
       account_ending = excluded.account_ending, payment_day = excluded.payment_day,
       updated_at = excluded.updated_at`,
  ).run({ ...instruction, at: now.toISOString() });
}

/** A refund on offer for the policy and not yet accepted. */
export function openRefund(
  db: Db,
  policyId: number,
  refundId: number,
): { id: number; amount_pence: number } | undefined {
  return prepared<[number, number], { id: number; amount_pence: number }>(
    db,
    `SELECT id, amount_pence FROM refund_offers
     WHERE id = ? AND policy_id = ? AND accepted_at IS NULL`,
  ).get(refundId, policyId);
}

export function acceptRefund(db: Db, refundId: number, now: Date): void {
  prepared<[string, number]>(db, 'UPDATE refund_offers SET accepted_at = ? WHERE id = ?').run(
    now.toISOString(),
    refundId,
  );
}

export interface CreditRow {
  readonly id: number;
  readonly title: string;
  /** JSON: the agreement's pages. */
  readonly content: string;
  readonly amount_of_credit_pence: number;
  readonly apr: number;
  readonly instalment_count: number;
  readonly instalment_pence: number;
  readonly total_payable_pence: number;
  readonly status: CreditAgreement['status'];
}

export function creditAgreementOf(db: Db, policyId: number): CreditRow | undefined {
  return prepared<[number], CreditRow>(
    db,
    `SELECT id, title, content, amount_of_credit_pence, apr, instalment_count,
       instalment_pence, total_payable_pence, status
     FROM credit_agreements WHERE policy_id = ?`,
  ).get(policyId);
}

export function decideCreditAgreement(
  db: Db,
  id: number,
  status: 'signed' | 'declined',
  now: Date,
): void {
  prepared<[string, string, number]>(
    db,
    'UPDATE credit_agreements SET status = ?, decided_at = ? WHERE id = ?',
  ).run(status, now.toISOString(), id);
}

// The processor's test tokens for a declined card (as card processors document theirs).
const DECLINED_TOKEN = /^tok_(?:declined|card_declined|insufficient_funds)/i;

/** Charges a card token; the processor's reference, or null when the card was declined. */
export function charge(cardToken: string, prefix: string): string | null {
  if (DECLINED_TOKEN.test(cardToken)) return null;
  return `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

export interface PaymentRecord {
  readonly userId: number | null;
  readonly policyId: number;
  readonly kind: 'pay' | 'renew' | 'direct-debit' | 'refund' | 'guest';
  readonly amountPence: number | null;
  readonly reference: string | null;
  readonly now: Date;
}

export function recordPayment(db: Db, payment: PaymentRecord): void {
  prepared<[number | null, number, string, number | null, string, string | null, string]>(
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

/** The answer for a declined card: the failed page shows the message. */
export const DECLINED: PaymentResult = {
  status: 'failed',
  reference: null,
  message: 'Your card was declined and no money has been taken. Please try another card.',
};

/** Reduces what is owed by a payment taken; nothing owed has no due date. */
export function settle(db: Db, policyId: number, pence: number): void {
  prepared<[{ policy: number; pence: number }]>(
    db,
    `UPDATE policy_accounts SET amount_due_pence = max(amount_due_pence - @pence, 0),
       due_date = CASE WHEN amount_due_pence - @pence <= 0 THEN NULL ELSE due_date END
     WHERE policy_id = @policy`,
  ).run({ policy: policyId, pence });
}

/**
 * A payment towards what is owed, signed in or as a guest: no more than the amount due, the card
 * charged, the attempt recorded either way, the account settled when it was taken. The
 * processor's reference, or null when the card was declined.
 */
export function takePayment(
  db: Db,
  payment: {
    readonly userId: number | null;
    readonly policyId: number;
    readonly kind: 'pay' | 'guest';
    readonly amount: number;
    readonly cardToken: string;
    readonly now: Date;
  },
): string | null {
  const amountPence = toPence(payment.amount);
  if (amountPence > (accountOf(db, payment.policyId).amount_due_pence ?? 0)) {
    throw unprocessable({ amount: [MESSAGES.amountOverDue] });
  }
  const reference = charge(payment.cardToken, 'PAY');
  const { userId, policyId, kind, now } = payment;
  recordPayment(db, { userId, policyId, kind, amountPence, reference, now });
  if (reference !== null) settle(db, policyId, amountPence);
  return reference;
}
