import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The attempts table (rate-limit.ts): one row per attempt per key it counts against. Times are
// ISO strings, which compare correctly as text.

/** The time of the key's `nth` newest attempt after `since` (1 is the newest), if it had that many. */
export async function nthNewestAttempt(
  db: Db,
  scope: string,
  key: string,
  since: string,
  nth: number,
): Promise<string | undefined> {
  const row = await prepared<[string, string, string, number], { at: string }>(
    db,
    `SELECT at FROM attempts WHERE scope = ? AND key = ? AND at > ?
     ORDER BY at DESC LIMIT 1 OFFSET ?`,
  ).get(scope, key, since, nth - 1);
  return row?.at;
}

export interface AttemptCount {
  readonly count: number;
  /** The newest attempt's time; null when there is none. */
  readonly latest: string | null;
}

/** How many attempts the key had after `since`, and when the newest was. */
export async function attemptsSince(
  db: Db,
  scope: string,
  key: string,
  since: string,
): Promise<AttemptCount> {
  return (
    (await prepared<[string, string, string], AttemptCount>(
      db,
      `SELECT count(*) AS count, max(at) AS latest FROM attempts
       WHERE scope = ? AND key = ? AND at > ?`,
    ).get(scope, key, since)) ?? { count: 0, latest: null }
  );
}

/** Records an attempt; returns its id. */
export async function insertAttempt(
  db: Db,
  scope: string,
  key: string,
  at: string,
): Promise<number> {
  const row = await prepared<[string, string, string], { id: number }>(
    db,
    'INSERT INTO attempts (scope, key, at) VALUES (?, ?, ?) RETURNING id',
  ).get(scope, key, at);
  if (!row) throw new Error('The attempt was not recorded');
  return row.id;
}

/** Forgets the scope's attempts made at or before `until`: they no longer count. */
export async function deleteAttemptsUntil(db: Db, scope: string, until: string): Promise<void> {
  await prepared<[string, string]>(db, 'DELETE FROM attempts WHERE scope = ? AND at <= ?').run(
    scope,
    until,
  );
}

export async function deleteAttempt(db: Db, id: number): Promise<void> {
  await prepared<[number]>(db, 'DELETE FROM attempts WHERE id = ?').run(id);
}

/** Forgets every attempt of the key. */
export async function deleteAttemptsOf(db: Db, scope: string, key: string): Promise<void> {
  await prepared<[string, string]>(db, 'DELETE FROM attempts WHERE scope = ? AND key = ?').run(
    scope,
    key,
  );
}

/** Forgets the attempts of every key of the scope that starts with `prefix`. */
export async function deleteAttemptsByPrefix(db: Db, scope: string, prefix: string): Promise<void> {
  await prepared<[string, string, string]>(
    db,
    'DELETE FROM attempts WHERE scope = ? AND substr(key, 1, length(CAST(? AS TEXT))) = ?',
  ).run(scope, prefix, prefix);
}
