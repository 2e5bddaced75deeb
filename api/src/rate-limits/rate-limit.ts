import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import {
  attemptsSince,
  deleteAttempt,
  deleteAttemptsUntil,
  insertAttempt,
  nthNewestAttempt,
} from './store';

// How often one key - an invitation, a policy reference, a username, a client address - may be
// tried (docs/decisions/016). Attempts are rows of the attempts table, so limits hold across
// restarts. An attempt is counted before the work it guards, so parallel requests count at once
// rather than after a slow hash; a refused attempt is not counted at all.

export interface Limit {
  /** The attempts' scope: the call and the kind of key, e.g. 'sign-up address'. */
  readonly scope: string;
  /** How long an attempt counts; older ones are deleted. */
  readonly keepMs: number;
  /** Milliseconds the key must wait before its next attempt; 0 or less when it may go ahead. */
  wait(db: Db, key: string, now: Date): Promise<number>;
}

export interface WindowLimit extends Limit {
  readonly max: number;
  readonly windowMs: number;
}

function isoBefore(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

/** At most `max` attempts per key in any `windowMs`: the next waits until the oldest leaves it. */
export function windowLimit(scope: string, max: number, windowMs: number): WindowLimit {
  return {
    scope,
    max,
    windowMs,
    keepMs: windowMs,
    async wait(db, key, now) {
      const oldestCounted = await nthNewestAttempt(db, scope, key, isoBefore(now, windowMs), max);
      if (oldestCounted === undefined) return 0;
      return Date.parse(oldestCounted) + windowMs - now.getTime();
    },
  };
}

export interface BackOff extends Limit {
  /** Failures that cost no wait. */
  readonly free: number;
  readonly firstWaitMs: number;
  readonly maxWaitMs: number;
}

/**
 * Exponential back-off: `free` failures cost nothing, then each one makes the next attempt wait
 * twice as long as the one before, from `firstWaitMs` up to `maxWaitMs`, counted from the newest.
 * Failures older than `memoryMs` are forgotten.
 */
export function backOff(
  scope: string,
  options: { free: number; firstWaitMs: number; maxWaitMs: number; memoryMs: number },
): BackOff {
  const { free, firstWaitMs, maxWaitMs, memoryMs } = options;
  return {
    scope,
    free,
    firstWaitMs,
    maxWaitMs,
    keepMs: memoryMs,
    async wait(db, key, now) {
      const { count, latest } = await attemptsSince(db, scope, key, isoBefore(now, memoryMs));
      if (count < free || latest === null) return 0;
      const wait = Math.min(firstWaitMs * 2 ** (count - free), maxWaitMs);
      return Date.parse(latest) + wait - now.getTime();
    },
  };
}

/** A limit and the key an attempt counts against under it. */
export type Counted = readonly [Limit, string];

export type Attempt =
  | { readonly allowed: true; readonly ids: readonly number[] }
  | { readonly allowed: false; readonly waitMs: number };

/**
 * Counts one attempt against every key, unless one of them must still wait: then nothing is
 * counted and the longest wait is answered.
 */
export async function tryAttempt(db: Db, counted: readonly Counted[], now: Date): Promise<Attempt> {
  // One transaction: two processes counting the same key at once cannot both see room for one
  // more (on PostgreSQL the second is run again, and then sees the first's attempt).
  return db.transaction(async (): Promise<Attempt> => {
    let waitMs = 0;
    for (const [limit, key] of counted) waitMs = Math.max(waitMs, await limit.wait(db, key, now));
    if (waitMs > 0) return { allowed: false, waitMs };
    const at = now.toISOString();
    const ids: number[] = [];
    for (const [limit, key] of counted) {
      // Rows that can no longer count are cleared as new ones come, so the table stays small.
      await deleteAttemptsUntil(db, limit.scope, isoBefore(now, limit.keepMs));
      ids.push(await insertAttempt(db, limit.scope, key, at));
    }
    return { allowed: true, ids };
  });
}

/** The Retry-After of a wait: whole seconds, at least one. */
export function retryAfterSeconds(waitMs: number): string {
  return String(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** As `tryAttempt`, answering a refused attempt with a 429 carrying `message` and Retry-After. */
export async function takeAttempt(
  db: Db,
  counted: readonly Counted[],
  now: Date,
  message: string,
): Promise<readonly number[]> {
  const attempt = await tryAttempt(db, counted, now);
  if (!attempt.allowed) {
    throw new HttpError(429, message, undefined, {
      'retry-after': retryAfterSeconds(attempt.waitMs),
    });
  }
  return attempt.ids;
}

/** Uncounts attempts that turned out well, where only failures should count. */
export async function forgetAttempts(db: Db, ids: readonly number[]): Promise<void> {
  for (const id of ids) await deleteAttempt(db, id);
}
