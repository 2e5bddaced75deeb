import type { Db } from '../db/database';
import {
  deleteFailuresUntil,
  failuresFromAddress,
  failuresOfUsername,
  insertFailure,
} from './store';

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
  if (failuresOfUsername(db, username, since) >= MAX_FAILURES_PER_USERNAME) return true;
  return failuresFromAddress(db, address, since) >= MAX_FAILURES_PER_ADDRESS;
}

/** Records an attempt as failed until `clearFailures` (store.ts) says otherwise; returns its id. */
export function recordAttempt(db: Db, username: string, address: string, now: Date): number {
  // Rows that can no longer count are cleared as new ones come, so the table stays small.
  deleteFailuresUntil(db, windowStart(now));
  return insertFailure(db, username, address, now);
}
