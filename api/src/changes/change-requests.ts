import { MESSAGES, validate, type AnySchema } from '@portal/contract';
import type * as v from 'valibot';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/database';
import { unprocessable } from '../http/http-error';
import { policiesOf, policyView, type PolicyRecord } from '../policies/store';
import { recordChangeRequest, type ChangeType } from './store';

// Every change is sent to the provider for review; the policy itself does not change
// (policy-changes.md §1, §4 'After sending for review'). A change is checked here and kept whole,
// as validated, by store.ts.

/**
 * The request checked again with the contract's rules for this policy and day (the endpoint's
 * schema has no context): 422 with the messages the form shows, else the validated output.
 */
export function validated<TSchema extends AnySchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (!result.success) throw unprocessable(result.error.fields);
  return result.output;
}

/**
 * The other policies named in also_change (policy-changes.md §5): each must be another of the
 * caller's Motor policies that is not hidden and can be changed from the caller's brand, else
 * 422 on also_change. Called in the transaction that records the change, so the policies checked
 * are the ones the change is recorded for.
 */
export async function alsoChangePolicies(
  db: Db,
  user: AuthUser,
  policyId: number,
  ids: readonly number[],
  today: string,
): Promise<PolicyRecord[]> {
  if (ids.length === 0) return [];
  const candidates = (await policiesOf(db, user.id)).filter((record) => {
    // Changed through the caller's brand: a policy held at another is changed there.
    const policy = policyView(record, { portal: user.portal, today });
    return record.id !== policyId && policy.type === 'Motor' && !policy.hidden && policy.can_modify;
  });
  const wanted = new Set(ids);
  const chosen = candidates.filter((record) => wanted.has(record.id));
  if (chosen.length !== wanted.size)
    throw unprocessable({ also_change: [MESSAGES.alsoChangeInvalid] });
  return chosen;
}

export interface Review {
  /** The policy the change is for. */
  readonly record: PolicyRecord;
  readonly type: ChangeType;
  readonly payload: unknown;
  readonly now: Date;
  /** Other policies to receive the same change (also_change). */
  readonly also?: readonly PolicyRecord[];
}

/**
 * Records the change for the policy and, the same change, for each also_change policy, in one
 * transaction (the caller's, when it read and checked the policies in one); answers the message
 * the form shows (§4: the user returns to the policy summary).
 */
export async function sendForReview(
  db: Db,
  { record, type, payload, now, also = [] }: Review,
): Promise<string> {
  await db.transaction(async () => {
    for (const policy of [record, ...also]) {
      await recordChangeRequest(db, {
        userId: record.userId,
        policyId: policy.id,
        type,
        payload,
        now,
      });
    }
  });
  return MESSAGES.sentForReview;
}
