import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import {
  deleteExpiredTokens,
  deleteToken,
  insertToken,
  markTokenRotated,
  tokenSession,
} from './store';

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
  const successorOf = (token: string) =>
    createHmac('sha256', secret).update(token).digest('base64url');

  return {
    issue(userId, now) {
      const token = randomBytes(32).toString('base64url');
      insertToken(db, {
        hash: hashToken(token),
        userId,
        createdAt: now.toISOString(),
        expiresAt: iso(now.getTime() + TOKEN_LIFETIME_MS),
      });
      return token;
    },

    authenticate(token, now) {
      const row = tokenSession(db, hashToken(token), now.toISOString());
      return row && { ...row, pendingAgreements: row.pendingAgreements === 1 };
    },

    rotate(token, session, now) {
      if (session.rotatedAt) return successorOf(token);
      if (now.getTime() - Date.parse(session.createdAt) < ROTATE_AFTER_MS) return token;
      const successor = successorOf(token);
      db.transaction(() => {
        insertToken(db, {
          hash: hashToken(successor),
          userId: session.userId,
          createdAt: now.toISOString(),
          expiresAt: iso(now.getTime() + TOKEN_LIFETIME_MS),
        });
        const graceUntil = iso(now.getTime() + ROTATED_GRACE_MS);
        markTokenRotated(db, hashToken(token), now.toISOString(), graceUntil);
      })();
      return successor;
    },

    revoke(token) {
      // A chain is a minute per link, so it is short; the bound only guards against a loop.
      let current = token;
      for (let link = 0; link < 100 && deleteToken(db, hashToken(current)); link += 1) {
        current = successorOf(current);
      }
    },

    prune(now) {
      deleteExpiredTokens(db, now.toISOString());
    },
  };
}
