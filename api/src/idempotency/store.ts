import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The first answer to each Idempotency-Key of a create or a payment (http/idempotency.ts), kept
// 24 hours. Only answered submissions are kept: one that failed stored nothing, so its key may
// be tried again.

export interface KeptAnswer {
  /** 'user:<id>', or 'guest' for a call without a token. */
  readonly scope: string;
  readonly key: string;
  /** The method and path, 'POST /api/contact'. */
  readonly request: string;
  /** SHA-256 of the body. */
  readonly fingerprint: string;
  readonly status: number;
  /** The answer's JSON. */
  readonly body: string;
}

/** The answer kept for the key since `since` (ISO), if any. */
export function keptAnswer(
  db: Db,
  scope: string,
  key: string,
  since: string,
): KeptAnswer | undefined {
  return prepared<[string, string, string], KeptAnswer>(
    db,
    `SELECT scope, key, request, fingerprint, status, body FROM idempotency_keys
     WHERE scope = ? AND key = ? AND created_at > ?`,
  ).get(scope, key, since);
}

/** Keeps the answer; one kept for the same key before, expired by now, is replaced. */
export function keepAnswer(db: Db, answer: KeptAnswer, at: Date): void {
  prepared<[string, string, string, string, number, string, string]>(
    db,
    `INSERT OR REPLACE INTO idempotency_keys
       (scope, key, request, fingerprint, status, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    answer.scope,
    answer.key,
    answer.request,
    answer.fingerprint,
    answer.status,
    answer.body,
    at.toISOString(),
  );
}

/** Forgets the answers kept at or before `until` (ISO). */
export function deleteAnswersUntil(db: Db, until: string): void {
  prepared<[string]>(db, 'DELETE FROM idempotency_keys WHERE created_at <= ?').run(until);
}
