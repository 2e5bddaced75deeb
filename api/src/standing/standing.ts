import {
  applyStanding,
  type DeriveContext,
  type Policy,
  type PolicyStanding,
} from '@portal/contract';
import { agreedValueSentIn } from '../agreed-value/submission';
import { CHANGE_TYPES } from '../changes/store';
import type { Db } from '../db/database';
import { renewalOf, toPounds } from '../payments/store';
import { policyView, type PolicyRecord, type PolicyView } from '../policies/store';
import { policiesWithFactsOf, type StoredPolicyFacts } from './store';

// One source of truth for what a customer owes and must do (portal.md §2 'Policy sidebar', §3
// 'Alert'): the stored facts of each policy - what is owed, the renewal quote, the refunds
// offered, the credit agreement, the documents asked for, the agreed values sent, the unread
// post - read once, here. The policy's flags and counts (`applyStanding`) and the alerts and
// to-dos (alerts.ts) are derived from them, so a to-do, its sidebar badge and the screen it
// opens quote the same row; an action that settles a fact ends all three at once.

/** What is stored of a policy's standing, and what follows from it today. */
export interface PolicyFacts extends Omit<StoredPolicyFacts, 'agreedValueRequests'> {
  readonly renewal: ReturnType<typeof renewalOf>;
  readonly agreedValueSent: ReadonlyMap<number, string>;
}

function factsOfStored(
  record: PolicyRecord,
  stored: StoredPolicyFacts,
  today: string,
): PolicyFacts {
  const { agreedValueRequests, ...facts } = stored;
  return {
    ...facts,
    renewal: renewalOf(record, stored.account, today),
    agreedValueSent: agreedValueSentIn(agreedValueRequests),
  };
}

/** Each of the user's policies with its facts, in policy order: one statement, however many. */
export async function policiesAndFactsOf(
  db: Db,
  userId: number,
  today: string,
): Promise<{ record: PolicyRecord; facts: PolicyFacts }[]> {
  const rows = await policiesWithFactsOf(db, userId, CHANGE_TYPES.agreedValue);
  return rows.map(({ record, facts }) => ({ record, facts: factsOfStored(record, facts, today) }));
}

/** One policy's facts. */
export async function factsOf(db: Db, record: PolicyRecord, today: string): Promise<PolicyFacts> {
  const rows = await policiesWithFactsOf(db, record.userId, CHANGE_TYPES.agreedValue);
  const stored = rows.find((row) => row.record.id === record.id)?.facts;
  if (!stored) throw new Error(`No facts for policy ${record.id}`);
  return factsOfStored(record, stored, today);
}

export function standingOf(facts: PolicyFacts): PolicyStanding {
  return {
    amountDue: toPounds(Math.max(facts.account.amount_due_pence ?? 0, 0)),
    renewalOnOffer: facts.renewal !== null,
    refundsOnOffer: facts.refunds.length,
    creditAgreementPending: facts.creditStatus === 'pending',
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

function answered(record: PolicyRecord, facts: PolicyFacts, context: DeriveContext): Policy {
  const policy = applyStanding(policyView(record, context), standingOf(facts));
  return { ...policy, portal: { ...policy.portal, contact_number: facts.contactNumber } };
}

/**
 * The user's policies as the asking brand sees them today, each with its flags and counts from
 * its standing and the number to phone at the brand it is held at: one statement.
 */
export async function answerPolicies(
  db: Db,
  userId: number,
  context: DeriveContext,
): Promise<Policy[]> {
  const policies = await policiesAndFactsOf(db, userId, context.today);
  return policies.map(({ record, facts }) => answered(record, facts, context));
}

/** One policy as `answerPolicies` answers it. */
export async function answerPolicy(
  db: Db,
  record: PolicyRecord,
  context: DeriveContext,
): Promise<Policy> {
  return answered(record, await factsOf(db, record, context.today), context);
}
