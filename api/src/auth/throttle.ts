import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// Sign-in throttling (the issue: per username and per address, with a clear message). Failed
// attempts are rows in `sign_in_failures`, so the limit holds across restarts. An attempt is
// recorded before its password is checked and forgotten when it succeeds: parallel guesses count
// at once, not after their slow hash.

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failures per username in the window; the sixth attempt is refused. */
export const MAX_FAILURES_PER_USERNAME = 5;
/** Failures per client address in the window, across usernames. */
export const MAX_FAILURES_PER_ADDRESS = 20;

function windowStart(now: Date): string {
  return new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
}

export function isThrottled(db: Db, username: string, address: string, now: Date): boolean {
  const since = windowStart(now);
  const byUsername = prepared<[string, string], { count: number }>(
    db,
    'SELECT count(*) AS count FROM sign_in_failures WHERE username = ? AND at > ?',
  ).get(username, since);
  if ((byUsername?.count ?? 0) >= MAX_FAILURES_PER_USERNAME) return true;
  const byAddress = prepared<[string, string], { count: number }>(
    db,
    'SELECT count(*) AS count FROM sign_in_failures WHERE address = ? AND at > ?',
  ).get(address, since);
  return (byAddress?.count ?? 0) >= MAX_FAILURES_PER_ADDRESS;
}

/** Records an attempt as failed until `forgetAttempt` says otherwise; returns its id. */
export function recordAttempt(db: Db, username: string, address: string, now: Date): number {
  // Rows that can no longer count are cleared as new ones come, so the table stays small.
  prepared<[string]>(db, 'DELETE FROM sign_in_failures WHERE at <= ?').run(windowStart(now));
  const result = prepared<[string, string, string]>(
    db,
    'INSERT INTO sign_in_failures (username, address, at) VALUES (?, ?, ?)',
  ).run(username, address, now.toISOString());
  return Number(result.lastInsertRowid);
}

/** A successful sign-in clears the username's failures (not the address's). */
export function clearFailures(db: Db, username: string): void {
  prepared<[string]>(db, 'DELETE FROM sign_in_failures WHERE username = ?').run(username);
}
