import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The Idempotency-Keys of creates and payments (http/idempotency.ts): a row claims a key before
// the work starts, and holds the first answer once there is one, for 24 hours. A submission that
// failed keeps nothing: its claim is deleted, so its key may be tried again.

export interface ClaimedKey {
  /** 'user:<id>', or 'guest' for a call without a token. */
  readonly scope: string;
  readonly key: string;
  /** The method and path, 'POST /api/contact'. */
  readonly request: string;
  /** SHA-256 of the body. */
  readonly fingerprint: string;
}

export interface KeyRow extends ClaimedKey {
  /** Null while the first submission is being answered. */
  readonly status: number | null;
  /** The answer's JSON; null while it is being answered. */
  readonly body: string | null;
  readonly created_at: string;
}

/**
 * Claims the key for this submission: true when this call made the row, false when the key was
 * claimed already (read it with `keyRow`). Atomic in the database, so of any number of processes
 * claiming one key at once exactly one gets true.
 */
export async function claimKeyRow(db: Db, claim: ClaimedKey, at: Date): Promise<boolean> {
  const { changes } = await prepared<[string, string, string, string, string]>(
    db,
    `INSERT INTO idempotency_keys (scope, key, request, fingerprint, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (scope, key) DO NOTHING`,
  ).run(claim.scope, claim.key, claim.request, claim.fingerprint, at.toISOString());
  return changes === 1;
}

export async function keyRow(db: Db, scope: string, key: string): Promise<KeyRow | undefined> {
  return prepared<[string, string], KeyRow>(
    db,
    `SELECT scope, key, request, fingerprint, status, body, created_at FROM idempotency_keys
     WHERE scope = ? AND key = ?`,
  ).get(scope, key);
}

/** Keeps the first answer on the claim. */
export async function keepAnswer(
  db: Db,
  scope: string,
  key: string,
  answer: { status: number; body: string },
): Promise<void> {
  await prepared<[number, string, string, string]>(
    db,
    'UPDATE idempotency_keys SET status = ?, body = ? WHERE scope = ? AND key = ?',
  ).run(answer.status, answer.body, scope, key);
}

/** Frees a claim that holds no answer (its submission failed). */
export async function releaseClaim(db: Db, scope: string, key: string): Promise<void> {
  await prepared<[string, string]>(
    db,
    'DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND status IS NULL',
  ).run(scope, key);
}

/**
 * Forgets the key's row when it is stale: an answer kept at or before `answeredUntil`, or a claim
 * made at or before `abandonedUntil` that never got one (its process stopped mid-way).
 */
export async function dropStaleKey(
  db: Db,
  scope: string,
  key: string,
  answeredUntil: string,
  abandonedUntil: string,
): Promise<void> {
  await prepared<[string, string, string, string]>(
    db,
    `DELETE FROM idempotency_keys WHERE scope = ? AND key = ?
     AND ((status IS NOT NULL AND created_at <= ?) OR (status IS NULL AND created_at <= ?))`,
  ).run(scope, key, answeredUntil, abandonedUntil);
}

/** Forgets the answers kept at or before `until` (ISO). */
export async function deleteAnswersUntil(db: Db, until: string): Promise<void> {
  await prepared<[string]>(
    db,
    'DELETE FROM idempotency_keys WHERE created_at <= ? AND status IS NOT NULL',
  ).run(until);
}
