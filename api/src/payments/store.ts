import type { CreditAgreement, Payments } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { PolicyRecord } from '../policies/store';
import { addDays, addYears } from '../today';

// What the payment screens read and write (portal.md §1, §2; decision 007). Amounts are kept in
// pence and answered in pounds. Card charges and the payments table are in store-charges.ts.

export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function toPounds(pence: number): number {
  return pence / 100;
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

export async function accountOf(db: Db, policyId: number): Promise<AccountRow> {
  return (
    (await prepared<[number], AccountRow>(
      db,
      `SELECT amount_due_pence, due_date, renewal_reference, renewal_premium_pence, renewed_at
       FROM policy_accounts WHERE policy_id = ?`,
    ).get(policyId)) ?? NO_ACCOUNT
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
export async function paymentsOf(db: Db, record: PolicyRecord, today: string): Promise<Payments> {
  const account = await accountOf(db, record.id);
  const due = account.amount_due_pence ?? 0;
  const directDebit = await prepared<
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
    refunds: (await refundOffersOf(db, record.id)).map(({ id, label, amount_pence }) => ({
      id,
      label,
      amount: toPounds(amount_pence),
    })),
    direct_debit: directDebit ?? {
      status: 'none',
      account_holder: null,
      account_ending: null,
      payment_day: null,
    },
  };
}

export interface RefundOfferRow {
  readonly id: number;
  readonly label: string;
  readonly amount_pence: number;
}

/** The refunds offered on the policy and not yet accepted, in the order offered. */
export async function refundOffersOf(db: Db, policyId: number): Promise<RefundOfferRow[]> {
  return prepared<[number], RefundOfferRow>(
    db,
    `SELECT id, label, amount_pence FROM refund_offers
     WHERE policy_id = ? AND accepted_at IS NULL ORDER BY id`,
  ).all(policyId);
}

/**
 * The policy is renewed: its renewal is no longer on offer, so 'Renew policy' and its to-do end
 * (the policy's standing reads `renewed_at`). False when it was renewed already: a policy is
 * renewed once, however many renewals race.
 */
export async function markRenewed(db: Db, policyId: number, now: Date): Promise<boolean> {
  const { changes } = await prepared<[string, number]>(
    db,
    'UPDATE policy_accounts SET renewed_at = ? WHERE policy_id = ? AND renewed_at IS NULL',
  ).run(now.toISOString(), policyId);
  return changes === 1;
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
export async function saveDirectDebit(
  db: Db,
  instruction: DirectDebitInstruction,
  now: Date,
): Promise<void> {
  await prepared<[DirectDebitInstruction & { at: string }]>(
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
export async function openRefund(
  db: Db,
  policyId: number,
  refundId: number,
): Promise<{ id: number; amount_pence: number } | undefined> {
  return prepared<[number, number], { id: number; amount_pence: number }>(
    db,
    `SELECT id, amount_pence FROM refund_offers
     WHERE id = ? AND policy_id = ? AND accepted_at IS NULL`,
  ).get(refundId, policyId);
}

/**
 * Accepts a refund still on offer: false when it was accepted already, so of any number of
 * acceptances at once only one is paid.
 */
export async function acceptRefund(db: Db, refundId: number, now: Date): Promise<boolean> {
  const { changes } = await prepared<[string, number]>(
    db,
    'UPDATE refund_offers SET accepted_at = ? WHERE id = ? AND accepted_at IS NULL',
  ).run(now.toISOString(), refundId);
  return changes === 1;
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

export async function creditAgreementOf(db: Db, policyId: number): Promise<CreditRow | undefined> {
  return prepared<[number], CreditRow>(
    db,
    `SELECT id, title, content, amount_of_credit_pence, apr, instalment_count,
       instalment_pence, total_payable_pence, status
     FROM credit_agreements WHERE policy_id = ?`,
  ).get(policyId);
}

/**
 * Signed with the name the policyholder typed, or declined (no name). False when it was decided
 * already: an agreement is decided once.
 */
export async function decideCreditAgreement(
  db: Db,
  id: number,
  decision:
    { readonly status: 'signed'; readonly signedName: string } | { readonly status: 'declined' },
  now: Date,
): Promise<boolean> {
  const { changes } = await prepared<[string, string | null, string, number]>(
    db,
    `UPDATE credit_agreements SET status = ?, signed_name = ?, decided_at = ?
     WHERE id = ? AND status = 'pending'`,
  ).run(
    decision.status,
    decision.status === 'signed' ? decision.signedName : null,
    now.toISOString(),
    id,
  );
  return changes === 1;
}
