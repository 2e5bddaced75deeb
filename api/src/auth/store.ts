import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// What signing in reads and writes: a user's credentials, the bearer tokens (only their SHA-256,
// see sessions.ts) and the failed attempts the sign-in throttle counts (throttle.ts).

export interface Credentials {
  readonly id: number;
  readonly password_hash: string | null;
  readonly first_name: string;
}

/** What sign-in checks a password against. An invited user has no password until activation. */
export function credentialsOf(db: Db, username: string): Credentials | undefined {
  return prepared<[string], Credentials>(
    db,
    `SELECT id, password_hash, first_name FROM users WHERE username = ? AND status = 'active'`,
  ).get(username);
}

export interface NewToken {
  readonly hash: string;
  readonly userId: number;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** Keeps a token; one already kept (a successor made twice) is left as it is. */
export function insertToken(db: Db, token: NewToken): void {
  prepared<[string, number, string, string]>(
    db,
    `INSERT OR IGNORE INTO tokens (hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
  ).run(token.hash, token.userId, token.createdAt, token.expiresAt);
}

/** A live token's row with its user's names; `pendingAgreements` is SQLite's 0 or 1. */
export interface TokenSessionRow {
  readonly userId: number;
  readonly username: string;
  readonly firstName: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly rotatedAt: string | null;
  readonly pendingAgreements: 0 | 1;
}

/** The token's session, unless it is unknown or expired at `now` (ISO). */
export function tokenSession(db: Db, hash: string, now: string): TokenSessionRow | undefined {
  // The 499 waits on agreements to decide. An information-only one is read through with no
  // call (portal.md §4 "Agreements"), so it never holds the user at the agreements.
  return prepared<[string, string], TokenSessionRow>(
    db,
    `SELECT t.user_id AS userId, coalesce(u.username, '') AS username,
            u.first_name AS firstName, t.created_at AS createdAt,
            t.expires_at AS expiresAt, t.rotated_at AS rotatedAt,
            EXISTS (SELECT 1 FROM user_agreements a JOIN agreements g ON g.id = a.agreement_id
                    WHERE a.user_id = t.user_id AND a.status = 'outstanding'
                      AND g.info_page = 0) AS pendingAgreements
     FROM tokens t JOIN users u ON u.id = t.user_id
     WHERE t.hash = ? AND t.expires_at > ?`,
  ).get(hash, now);
}

/** Marks a token rotated at `at`; it expires at `graceUntil` unless it was to expire sooner. */
export function markTokenRotated(db: Db, hash: string, at: string, graceUntil: string): void {
  prepared<[string, string, string]>(
    db,
    `UPDATE tokens SET rotated_at = ?, expires_at = min(expires_at, ?)
     WHERE hash = ? AND rotated_at IS NULL`,
  ).run(at, graceUntil, hash);
}

/** Removes one token; false when there was none. */
export function deleteToken(db: Db, hash: string): boolean {
  return prepared<[string]>(db, 'DELETE FROM tokens WHERE hash = ?').run(hash).changes > 0;
}

/** Removes the tokens expired at `now` (ISO). */
export function deleteExpiredTokens(db: Db, now: string): void {
  prepared<[string]>(db, 'DELETE FROM tokens WHERE expires_at <= ?').run(now);
}

/** Signs the user out everywhere: every token of theirs stops working. */
export function deleteTokensOf(db: Db, userId: number): void {
  prepared<[number]>(db, 'DELETE FROM tokens WHERE user_id = ?').run(userId);
}

/** Failed attempts at the username since `since` (ISO). */
export function failuresOfUsername(db: Db, username: string, since: string): number {
  const row = prepared<[string, string], { count: number }>(
    db,
    'SELECT count(*) AS count FROM sign_in_failures WHERE username = ? AND at > ?',
  ).get(username, since);
  return row?.count ?? 0;
}

/** Failed attempts from the client address since `since` (ISO), across usernames. */
export function failuresFromAddress(db: Db, address: string, since: string): number {
  const row = prepared<[string, string], { count: number }>(
    db,
    'SELECT count(*) AS count FROM sign_in_failures WHERE address = ? AND at > ?',
  ).get(address, since);
  return row?.count ?? 0;
}

/** Forgets the attempts made at or before `until` (ISO). */
export function deleteFailuresUntil(db: Db, until: string): void {
  prepared<[string]>(db, 'DELETE FROM sign_in_failures WHERE at <= ?').run(until);
}

/** Records a failed attempt; returns its id. */
export function insertFailure(db: Db, username: string, address: string, at: Date): number {
  const result = prepared<[string, string, string]>(
    db,
    'INSERT INTO sign_in_failures (username, address, at) VALUES (?, ?, ?)',
  ).run(username, address, at.toISOString());
  return Number(result.lastInsertRowid);
}

/** A successful sign-in clears the username's failures (not the address's). */
export function clearFailures(db: Db, username: string): void {
  prepared<[string]>(db, 'DELETE FROM sign_in_failures WHERE username = ?').run(username);
}
