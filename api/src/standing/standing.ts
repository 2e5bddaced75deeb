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

export function factsOf(db: Db, record: PolicyRecord, today: string): PolicyFacts {
  const account = accountOf(db, record.id);
  return {
    account,
    renewal: renewalOf(record, account, today),
    refunds: refundOffersOf(db, record.id),
    credit: creditAgreementOf(db, record.id),
    documentsOutstanding: outstandingDocumentCount(db, record.id),
    agreedValueSent: agreedValueSentOn(db, record.id),
    unreadCorrespondence: unreadCorrespondenceOf(db, record.id),
    cashbackOffer:
      !hasClaimed(db, record.userId) && cashbackDocumentsOf(db, record.userId).length > 0,
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
export function withStanding(db: Db, { record, policy }: PolicyView, today: string): PolicyView {
  return { record, policy: applyStanding(policy, standingOf(factsOf(db, record, today))) };
}

/**
 * The policy as the asking brand sees it today, its flags and counts from its standing, and the
 * number to phone at the brand it is held at.
 */
export function answerPolicy(db: Db, record: PolicyRecord, context: DeriveContext): Policy {
  const { policy } = withStanding(
    db,
    { record, policy: policyView(record, context) },
    context.today,
  );
  const contact = findPortal(db, record.portal)?.contact_number ?? null;
  return { ...policy, portal: { ...policy.portal, contact_number: contact } };
}
