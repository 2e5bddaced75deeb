import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// Bearer tokens (api/README.md, "Tokens"): 32 random bytes, only their SHA-256 stored, valid for
// 1440 minutes (portal.md §9). A token older than a minute is rotated on its next use: the answer's
// `meta.token` carries a successor with a fresh 1440 minutes, and the old token lives on for two
// more minutes so that calls already in flight with it still succeed. The successor is an HMAC of
// the old token under a server secret, so every one of those concurrent calls answers with the
// same successor and no orphan tokens are made. Rotation is the sliding expiry: an active session
// never holds a token more than a minute or so old.

export const TOKEN_LIFETIME_MS = 1440 * 60_000;
export const ROTATE_AFTER_MS = 60_000;
export const ROTATED_GRACE_MS = 120_000;

export interface Session {
  readonly userId: number;
  readonly username: string;
  readonly firstName: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly rotatedAt: string | null;
  /** The user has agreements to accept or decline (the 499 check). */
  readonly pendingAgreements: boolean;
}

interface SessionRow extends Omit<Session, 'pendingAgreements'> {
  readonly pendingAgreements: 0 | 1;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export interface Sessions {
  /** A new token for the user; the plain token is returned once and never stored. */
  issue(userId: number, now: Date): string;
  /** The session of a valid, unexpired token, with what the user needs to see to first. */
  authenticate(token: string, now: Date): Session | undefined;
  /** The token the answer's `meta.token` carries: the same one, or its successor. */
  rotate(token: string, session: Session, now: Date): string;
  /** Ends the session of `token`: the token and any successor stop working at once. */
  revoke(token: string): void;
  /** Removes tokens past their expiry. */
  prune(now: Date): void;
}

export function createSessions(db: Db, secret: Buffer): Sessions {
  const insert = () =>
    prepared<[string, number, string, string]>(
      db,
      `INSERT OR IGNORE INTO tokens (hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
    );
  const successorOf = (token: string) =>
    createHmac('sha256', secret).update(token).digest('base64url');

  return {
    issue(userId, now) {
      const token = randomBytes(32).toString('base64url');
      insert().run(
        hashToken(token),
        userId,
        now.toISOString(),
        iso(now.getTime() + TOKEN_LIFETIME_MS),
      );
      return token;
    },

    authenticate(token, now) {
      // The 499 waits on agreements to decide. An information-only one is read through with no
      // call (portal.md §4 "Agreements"), so it never holds the user at the agreements.
      const row = prepared<[string, string], SessionRow>(
        db,
        `SELECT t.user_id AS userId, coalesce(u.username, '') AS username,
                u.first_name AS firstName, t.created_at AS createdAt,
                t.expires_at AS expiresAt, t.rotated_at AS rotatedAt,
                EXISTS (SELECT 1 FROM user_agreements a JOIN agreements g ON g.id = a.agreement_id
                        WHERE a.user_id = t.user_id AND a.status = 'outstanding'
                          AND g.info_page = 0) AS pendingAgreements
         FROM tokens t JOIN users u ON u.id = t.user_id
         WHERE t.hash = ? AND t.expires_at > ?`,
      ).get(hashToken(token), now.toISOString());
      return row && { ...row, pendingAgreements: row.pendingAgreements === 1 };
    },

    rotate(token, session, now) {
      if (session.rotatedAt) return successorOf(token);
      if (now.getTime() - Date.parse(session.createdAt) < ROTATE_AFTER_MS) return token;
      const successor = successorOf(token);
      db.transaction(() => {
        insert().run(
          hashToken(successor),
          session.userId,
          now.toISOString(),
          iso(now.getTime() + TOKEN_LIFETIME_MS),
        );
        prepared<[string, string, string]>(
          db,
          `UPDATE tokens SET rotated_at = ?, expires_at = min(expires_at, ?)
           WHERE hash = ? AND rotated_at IS NULL`,
        ).run(now.toISOString(), iso(now.getTime() + ROTATED_GRACE_MS), hashToken(token));
      })();
      return successor;
    },

    revoke(token) {
      const remove = prepared<[string]>(db, 'DELETE FROM tokens WHERE hash = ?');
      // A chain is a minute per link, so it is short; the bound only guards against a loop.
      let current = token;
      for (let link = 0; link < 100 && remove.run(hashToken(current)).changes > 0; link += 1) {
        current = successorOf(current);
      }
    },

    prune(now) {
      prepared<[string]>(db, 'DELETE FROM tokens WHERE expires_at <= ?').run(now.toISOString());
    },
  };
}
