import {
  applyStanding,
  type DeriveContext,
  type Policy,
  type PolicyStanding,
} from '@portal/contract';
import { agreedValueSentOn } from '../agreed-value/submission';
import { cashbackDocumentsOf, hasClaimed } from '../cashback/store';
import type { Db } from '../db/database';
import { outstandingDocumentCount } from '../documents/store';
import { findPortal } from '../meta/store';
import { unreadCorrespondenceOf } from '../inbox/store';
import {
  accountOf,
  creditAgreementOf,
  refundOffersOf,
  renewalOf,
  toPounds,
  type AccountRow,
  type CreditRow,
  type RefundOfferRow,
} from '../payments/store';
import { policyView, type PolicyRecord, type PolicyView } from '../policies/store';

// One source of truth for what a customer owes and must do (portal.md §2 'Policy sidebar', §3
// 'Alert'): the stored facts of each policy - what is owed, the renewal quote, the refunds
// offered, the credit agreement, the documents asked for, the agreed values sent, the unread
// post - read once, here. The policy's flags and counts (`applyStanding`) and the alerts and
// to-dos (alerts.ts) are derived from them, so a to-do, its sidebar badge and the screen it
// opens quote the same row; an action that settles a fact ends all three at once.

export interface PolicyFacts {
  readonly account: AccountRow;
  readonly renewal: ReturnType<typeof renewalOf>;
  readonly refunds: readonly RefundOfferRow[];
  readonly credit: CreditRow | undefined;
  readonly documentsOutstanding: number;
  readonly agreedValueSent: ReadonlyMap<number, string>;
  readonly unreadCorrespondence: number;
  readonly cashbackOffer: boolean;
}

/**
 * The policy's facts, read one after another: this runs inside the transactions of the payment
 * calls too, where statements are made one at a time.
 */
export async function factsOf(db: Db, record: PolicyRecord, today: string): Promise<PolicyFacts> {
  const account = await accountOf(db, record.id);
  return {
    account,
    renewal: renewalOf(record, account, today),
    refunds: await refundOffersOf(db, record.id),
    credit: await creditAgreementOf(db, record.id),
    documentsOutstanding: await outstandingDocumentCount(db, record.id),
    agreedValueSent: await agreedValueSentOn(db, record.id),
    unreadCorrespondence: await unreadCorrespondenceOf(db, record.id),
    cashbackOffer:
      !(await hasClaimed(db, record.userId)) &&
      (await cashbackDocumentsOf(db, record.userId)).length > 0,
  };
}

export function standingOf(facts: PolicyFacts): PolicyStanding {
  return {
    amountDue: toPounds(Math.max(facts.account.amount_due_pence ?? 0, 0)),
    renewalOnOffer: facts.renewal !== null,
    refundsOnOffer: facts.refunds.length,
    creditAgreementPending: facts.credit?.status === 'pending',
    documentsOutstanding: facts.documentsOutstanding,
    agreedValueSent: facts.agreedValueSent,
    cashbackOffer: facts.cashbackOffer,
  };
}

/** A derived policy (`modifiablePolicy`'s, say) with its flags and counts from its standing. */
export async function withStanding(
  db: Db,
  { record, policy }: PolicyView,
  today: string,
): Promise<PolicyView> {
  return { record, policy: applyStanding(policy, standingOf(await factsOf(db, record, today))) };
}

/**
 * The policy as the asking brand sees it today, its flags and counts from its standing, and the
 * number to phone at the brand it is held at.
 */
export async function answerPolicy(
  db: Db,
  record: PolicyRecord,
  context: DeriveContext,
): Promise<Policy> {
  const { policy } = await withStanding(
    db,
    { record, policy: policyView(record, context) },
    context.today,
  );
  const contact = (await findPortal(db, record.portal))?.contact_number ?? null;
  return { ...policy, portal: { ...policy.portal, contact_number: contact } };
}
