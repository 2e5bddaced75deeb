import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { breachedHashesUnder } from './store';

// The password breach check by k-anonymity (portal.md §4 "Change password", docs/decisions/007):
// the browser sends the first 5 hex characters of the password's SHA-1 and gets back every
// suffix of the corpus under that prefix, so the password itself never leaves the browser. The
// answer has HaveIBeenPwned's shape, 'SUFFIX:COUNT' lines, padded with lines of count 0 so that
// its size does not tell an onlooker whether the prefix matched.

export const BREACH_RANGE_PATH = '/security/breached-passwords/range/:prefix';

/** Exactly five hex characters, in either case. */
export const HASH_PREFIX_PATTERN = /^[0-9A-Fa-f]{5}$/;

/** Every answer has at least this many lines, and at least `MIN_PADDING` of them padding. */
export const MIN_RANGE_LINES = 12;
export const MIN_PADDING = 3;

export function sha1Hex(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();
}

/**
 * The range answer for a valid prefix: the corpus's 35-character suffixes under it with their
 * counts, and padding suffixes with count 0, sorted as the public service sorts them.
 */
export async function breachRange(db: Db, prefix: string): Promise<string> {
  const upper = prefix.toUpperCase();
  const rows = await breachedHashesUnder(db, upper);

  const lines = new Map(rows.map((row) => [row.sha1.slice(5), row.count]));
  const padding = Math.max(MIN_PADDING, MIN_RANGE_LINES - lines.size);
  // Derived from the prefix, so the same prefix always gets the same answer (and caches well).
  for (let index = 0, added = 0; added < padding; index += 1) {
    const suffix = sha1Hex(`padding:${upper}:${index}`).slice(5);
    if (lines.has(suffix)) continue;
    lines.set(suffix, 0);
    added += 1;
  }
  return [...lines]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([suffix, count]) => `${suffix}:${count}`)
    .join('\r\n');
}
