import { MESSAGES, validate, type AnySchema } from '@portal/contract';
import type * as v from 'valibot';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { unprocessable } from '../http/http-error';
import type { AuthUser } from '../http/register-endpoint';
import { policiesOf, policyView, type PolicyRecord } from '../policies/store';

// Every change is sent to the provider for review; the policy itself does not change
// (policy-changes.md §1, §4 'After sending for review'). A change is kept whole, as validated, in
// `change_requests` (type, payload, status 'pending', time), one row per policy it is for.

export const CHANGE_TYPES = {
  personCreate: 'person.create',
  personUpdate: 'person.update',
  personRemove: 'person.remove',
  vehicleAdd: 'vehicle.add',
  vehicleUpdate: 'vehicle.update',
  vehicleReplacement: 'vehicle.replacement',
  vehicleRemove: 'vehicle.remove',
  policyDetails: 'policy.details',
  agreedValue: 'agreed-value',
} as const;
export type ChangeType = (typeof CHANGE_TYPES)[keyof typeof CHANGE_TYPES];

export interface ChangeRequest {
  readonly id: number;
  readonly userId: number;
  readonly policyId: number;
  readonly type: string;
  readonly payload: unknown;
  readonly status: string;
  readonly createdAt: string;
}

interface ChangeRequestRow {
  readonly id: number;
  readonly user_id: number;
  readonly policy_id: number;
  readonly type: string;
  readonly payload: string;
  readonly status: string;
  readonly created_at: string;
}

export interface NewChangeRequest {
  readonly userId: number;
  readonly policyId: number;
  readonly type: ChangeType;
  /** What was sent, as validated, with the ids of the person or vehicle it is about. */
  readonly payload: unknown;
  readonly now: Date;
}

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

/** Writes one pending change request; returns its id. */
export function recordChangeRequest(db: Db, change: NewChangeRequest): number {
  const result = prepared<[number, number, string, string, string]>(
    db,
    `INSERT INTO change_requests (user_id, policy_id, type, payload, status, created_at)
     VALUES (?, ?, ?, ?, 'pending', ?)`,
  ).run(
    change.userId,
    change.policyId,
    change.type,
    JSON.stringify(change.payload),
    change.now.toISOString(),
  );
  return Number(result.lastInsertRowid);
}

/** A policy's change requests, oldest first. */
export function changeRequestsOf(db: Db, policyId: number): ChangeRequest[] {
  return prepared<[number], ChangeRequestRow>(
    db,
    'SELECT * FROM change_requests WHERE policy_id = ? ORDER BY id',
  )
    .all(policyId)
    .map((row) => ({
      id: row.id,
      userId: row.user_id,
      policyId: row.policy_id,
      type: row.type,
      payload: JSON.parse(row.payload) as unknown,
      status: row.status,
      createdAt: row.created_at,
    }));
}

/**
 * The other policies named in also_change (policy-changes.md §5): each must be another of the
 * caller's Motor policies that is not hidden and can be changed, else 422 on also_change.
 */
export function alsoChangePolicies(
  db: Db,
  user: AuthUser,
  policyId: number,
  ids: readonly number[],
  today: string,
): PolicyRecord[] {
  if (ids.length === 0) return [];
  const candidates = policiesOf(db, user.id).filter((record) => {
    const policy = policyView(record, { portal: record.portal, today });
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
 * transaction; answers the message the form shows (§4: the user returns to the policy summary).
 */
export function sendForReview(db: Db, { record, type, payload, now, also = [] }: Review): string {
  db.transaction(() => {
    for (const policy of [record, ...also]) {
      recordChangeRequest(db, { userId: record.userId, policyId: policy.id, type, payload, now });
    }
  })();
  return MESSAGES.sentForReview;
}
