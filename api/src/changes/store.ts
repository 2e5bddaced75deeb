import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// `change_requests`: every change sent for review, kept whole as validated (type, payload, status
// 'pending', time), one row per policy it is for (policy-changes.md §1, §4).

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

/** Writes one pending change request; returns its id. */
export async function recordChangeRequest(db: Db, change: NewChangeRequest): Promise<number> {
  const row = await prepared<[number, number, string, string, string], { id: number }>(
    db,
    `INSERT INTO change_requests (user_id, policy_id, type, payload, status, created_at)
     VALUES (?, ?, ?, ?, 'pending', ?)
     RETURNING id`,
  ).get(
    change.userId,
    change.policyId,
    change.type,
    JSON.stringify(change.payload),
    change.now.toISOString(),
  );
  if (!row) throw new Error('The change request was not recorded');
  return row.id;
}

/** A policy's change requests, oldest first. */
export async function changeRequestsOf(db: Db, policyId: number): Promise<ChangeRequest[]> {
  const rows = await prepared<[number], ChangeRequestRow>(
    db,
    `SELECT id, user_id, policy_id, type, payload, status, created_at
     FROM change_requests WHERE policy_id = ? ORDER BY id`,
  ).all(policyId);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    policyId: row.policy_id,
    type: row.type,
    payload: JSON.parse(row.payload) as unknown,
    status: row.status,
    createdAt: row.created_at,
  }));
}
