import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// What signing in reads and writes: a user's credentials, the bearer tokens (only their SHA-256,
// see sessions.ts) and the devices and addresses users signed in from (throttle.ts).

export interface Credentials {
  readonly id: number;
  readonly password_hash: string | null;
  readonly first_name: string;
}

/** What sign-in checks a password against. An invited user has no password until activation. */
export async function credentialsOf(db: Db, username: string): Promise<Credentials | undefined> {
  return prepared<[string], Credentials>(
    db,
    `SELECT id, password_hash, first_name FROM users WHERE username = ? AND status = 'active'`,
  ).get(username);
}

export interface NewToken {
  readonly hash: string;
  readonly userId: number;
  /** Shared by every token of one sign-in (sessions.ts). */
  readonly sessionId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** Keeps the first token of a sign-in. */
export async function insertToken(db: Db, token: NewToken): Promise<void> {
  await prepared<[string, number, string, string, string]>(
    db,
    `INSERT INTO tokens (hash, user_id, session_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
  ).run(token.hash, token.userId, token.sessionId, token.createdAt, token.expiresAt);
}

/**
 * Keeps the successor of the token `of`, in its session. Nothing when `of` is gone: a call still
 * in flight as its session was signed out must not bring the session back. One already kept (a
 * successor made twice) is left as it is.
 */
export async function insertSuccessor(
  db: Db,
  successor: { hash: string; of: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await prepared<[string, string, string, string]>(
    db,
    `INSERT INTO tokens (hash, user_id, session_id, created_at, expires_at)
     SELECT ?, user_id, session_id, ?, ? FROM tokens WHERE hash = ?
     ON CONFLICT (hash) DO NOTHING`,
  ).run(successor.hash, successor.createdAt, successor.expiresAt, successor.of);
}

/** A live token's row with its user's names; `pendingAgreements` is 0 or 1. */
export interface TokenSessionRow {
  readonly userId: number;
  readonly sessionId: string;
  readonly username: string;
  readonly firstName: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly rotatedAt: string | null;
  readonly pendingAgreements: 0 | 1;
}

/** The token's session, unless it is unknown or expired at `now` (ISO). */
export async function tokenSession(
  db: Db,
  hash: string,
  now: string,
): Promise<TokenSessionRow | undefined> {
  // The 499 waits on agreements to decide. An information-only one is read through with no
  // call (portal.md §4 "Agreements"), so it never holds the user at the agreements.
  return prepared<[string, string], TokenSessionRow>(
    db,
    `SELECT t.user_id AS userId, t.session_id AS sessionId, coalesce(u.username, '') AS username,
            u.first_name AS firstName, t.created_at AS createdAt,
            t.expires_at AS expiresAt, t.rotated_at AS rotatedAt,
            CASE WHEN EXISTS (SELECT 1 FROM user_agreements a JOIN agreements g ON g.id = a.agreement_id
                    WHERE a.user_id = t.user_id AND a.status = 'outstanding'
                      AND g.info_page = 0) THEN 1 ELSE 0 END AS pendingAgreements
     FROM tokens t JOIN users u ON u.id = t.user_id
     WHERE t.hash = ? AND t.expires_at > ?`,
  ).get(hash, now);
}

/** Marks a token rotated at `at`; it expires at `graceUntil` unless it was to expire sooner. */
export async function markTokenRotated(
  db: Db,
  hash: string,
  at: string,
  graceUntil: string,
): Promise<void> {
  await prepared<[string, string, string, string]>(
    db,
    `UPDATE tokens SET rotated_at = ?, expires_at = CASE WHEN expires_at < ? THEN expires_at ELSE ? END
     WHERE hash = ? AND rotated_at IS NULL`,
  ).run(at, graceUntil, graceUntil, hash);
}

/** Removes every token of the session the token `hash` belongs to. */
export async function deleteSessionOf(db: Db, hash: string): Promise<void> {
  await prepared<[string]>(
    db,
    'DELETE FROM tokens WHERE session_id = (SELECT session_id FROM tokens WHERE hash = ?)',
  ).run(hash);
}

/** Whether the session still has a token unexpired at `now` (ISO). */
export async function sessionIsLive(db: Db, sessionId: string, now: string): Promise<boolean> {
  const row = await prepared<[string, string], { live: number }>(
    db,
    'SELECT 1 AS live FROM tokens WHERE session_id = ? AND expires_at > ? LIMIT 1',
  ).get(sessionId, now);
  return row !== undefined;
}

/** Removes the tokens expired at `now` (ISO). */
export async function deleteExpiredTokens(db: Db, now: string): Promise<void> {
  await prepared<[string]>(db, 'DELETE FROM tokens WHERE expires_at <= ?').run(now);
}

/**
 * Signs the user out everywhere - but the sign-in `keepSessionId` when given: every other token
 * of theirs stops working.
 */
export async function deleteTokensOf(
  db: Db,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  if (keepSessionId === undefined) {
    await prepared<[number]>(db, 'DELETE FROM tokens WHERE user_id = ?').run(userId);
    return;
  }
  await prepared<[number, string]>(
    db,
    'DELETE FROM tokens WHERE user_id = ? AND session_id <> ?',
  ).run(userId, keepSessionId);
}

export type KnownKind = 'device' | 'address';

/**
 * How the user has signed in from here since `since` (ISO): from this device (the SHA-256 of its
 * cookie, when it sent one), else from this address; undefined when from neither.
 */
export async function knownSignIn(
  db: Db,
  username: string,
  deviceHash: string | null,
  address: string,
  since: string,
): Promise<KnownKind | undefined> {
  const row = await prepared<[string, string | null, string, string], { kind: KnownKind }>(
    db,
    `SELECT kind FROM known_sign_ins
     WHERE username = ? AND ((kind = 'device' AND value = ?) OR (kind = 'address' AND value = ?))
       AND last_at > ?
     ORDER BY CASE kind WHEN 'device' THEN 0 ELSE 1 END LIMIT 1`,
  ).get(username, deviceHash, address, since);
  return row?.kind;
}

/** Remembers that the user signed in from this device or address at `at` (ISO). */
export async function rememberSignIn(
  db: Db,
  username: string,
  kind: KnownKind,
  value: string,
  at: string,
): Promise<void> {
  await prepared<[string, string, string, string]>(
    db,
    `INSERT INTO known_sign_ins (username, kind, value, last_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (username, kind, value) DO UPDATE SET last_at = excluded.last_at`,
  ).run(username, kind, value, at);
}

/** Forgets the devices and addresses last signed in from at or before `until` (ISO). */
export async function forgetSignInsUntil(db: Db, until: string): Promise<void> {
  await prepared<[string]>(db, 'DELETE FROM known_sign_ins WHERE last_at <= ?').run(until);
}
