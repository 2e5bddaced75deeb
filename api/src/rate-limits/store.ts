import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The attempts table (rate-limit.ts): one row per attempt per key it counts against. Times are
// ISO strings, which compare correctly as text.

/** The time of the key's `nth` newest attempt after `since` (1 is the newest), if it had that many. */
export function nthNewestAttempt(
  db: Db,
  scope: string,
  key: string,
  since: string,
  nth: number,
): string | undefined {
  return prepared<[string, string, string, number], { at: string }>(
    db,
    `SELECT at FROM attempts WHERE scope = ? AND key = ? AND at > ?
     ORDER BY at DESC LIMIT 1 OFFSET ?`,
  ).get(scope, key, since, nth - 1)?.at;
}

export interface AttemptCount {
  readonly count: number;
  /** The newest attempt's time; null when there is none. */
  readonly latest: string | null;
}

/** How many attempts the key had after `since`, and when the newest was. */
export function attemptsSince(db: Db, scope: string, key: string, since: string): AttemptCount {
  return (
    prepared<[string, string, string], AttemptCount>(
      db,
      `SELECT count(*) AS count, max(at) AS latest FROM attempts
       WHERE scope = ? AND key = ? AND at > ?`,
    ).get(scope, key, since) ?? { count: 0, latest: null }
  );
}

/** Records an attempt; returns its id. */
export function insertAttempt(db: Db, scope: string, key: string, at: string): number {
  const result = prepared<[string, string, string]>(
    db,
    'INSERT INTO attempts (scope, key, at) VALUES (?, ?, ?)',
  ).run(scope, key, at);
  return Number(result.lastInsertRowid);
}

/** Forgets the scope's attempts made at or before `until`: they no longer count. */
export function deleteAttemptsUntil(db: Db, scope: string, until: string): void {
  prepared<[string, string]>(db, 'DELETE FROM attempts WHERE scope = ? AND at <= ?').run(
    scope,
    until,
  );
}

export function deleteAttempt(db: Db, id: number): void {
  prepared<[number]>(db, 'DELETE FROM attempts WHERE id = ?').run(id);
}

/** Forgets every attempt of the key. */
export function deleteAttemptsOf(db: Db, scope: string, key: string): void {
  prepared<[string, string]>(db, 'DELETE FROM attempts WHERE scope = ? AND key = ?').run(
    scope,
    key,
  );
}

/** Forgets the attempts of every key of the scope that starts with `prefix`. */
export function deleteAttemptsByPrefix(db: Db, scope: string, prefix: string): void {
  prepared<[string, string, string]>(
    db,
    'DELETE FROM attempts WHERE scope = ? AND substr(key, 1, length(?)) = ?',
  ).run(scope, prefix, prefix);
}
