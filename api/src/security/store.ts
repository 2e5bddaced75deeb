import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The breached password corpus (seed/breached-passwords.ts): SHA-1 hashes, upper-case hex, each
// with how often it was seen.

export interface BreachRow {
  readonly sha1: string;
  readonly count: number;
}

/** The corpus's hashes that start with `prefix` (upper-case hex), in hash order. */
export async function breachedHashesUnder(db: Db, prefix: string): Promise<BreachRow[]> {
  // Every hex digit sorts before 'G', so this is the prefix's range of the primary key.
  return prepared<[string, string], BreachRow>(
    db,
    'SELECT sha1, count FROM breached_passwords WHERE sha1 >= ? AND sha1 < ? ORDER BY sha1',
  ).all(prefix, `${prefix}G`);
}
