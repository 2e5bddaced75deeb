import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import {
  deleteExpiredTokens,
  deleteSessionOf,
  insertSuccessor,
  insertToken,
  markTokenRotated,
  sessionIsLive,
  tokenSession,
} from './store';

// Bearer tokens (api/README.md, "Tokens"): 32 random bytes, only their SHA-256 stored, valid for
// 1440 minutes (portal.md §9). A token older than a minute is rotated on its next use: the answer's
// `meta.token` carries a successor with a fresh 1440 minutes, and the old token lives on for two
// more minutes so that calls already in flight with it still succeed. The successor is an HMAC of
// the old token under a server secret, so every one of those concurrent calls answers with the
// same successor and no orphan tokens are made. Rotation is the sliding expiry: an active session
// never holds a token more than a minute or so old. Every token of one sign-in shares a session
// id, so signing out ends them all at once, a predecessor still in its grace included, and the
// realtime channel can tell when a sign-in is over (realtime.ts).

export const TOKEN_LIFETIME_MS = 1440 * 60_000;
export const ROTATE_AFTER_MS = 60_000;
export const ROTATED_GRACE_MS = 120_000;

export interface Session {
  readonly userId: number;
  /** The sign-in this token belongs to, shared by its rotated predecessors and successors. */
  readonly sessionId: string;
  readonly username: string;
  readonly firstName: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly rotatedAt: string | null;
  /** The user has agreements to accept or decline (the 499 check). */
  readonly pendingAgreements: boolean;
}

/**
 * The bearer token of an Authorization header, read as the HTTP layer reads it: for a handler
 * that needs the caller's own sign-in (a new password keeps it and ends the others).
 */
export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export interface Sessions {
  /** A new token for the user; the plain token is returned once and never stored. */
  issue(userId: number, now: Date): Promise<string>;
  /** The session of a valid, unexpired token, with what the user needs to see to first. */
  authenticate(token: string, now: Date): Promise<Session | undefined>;
  /** The token the answer's `meta.token` carries: the same one, or its successor. */
  rotate(token: string, session: Session, now: Date): Promise<string>;
  /** Ends the session of `token`: every token of that sign-in stops working at once. */
  revoke(token: string): Promise<void>;
  /** Whether the sign-in still holds an unexpired token: not signed out, not lapsed. */
  isLive(sessionId: string, now: Date): Promise<boolean>;
  /** Removes tokens past their expiry. */
  prune(now: Date): Promise<void>;
}

export function createSessions(db: Db, secret: Buffer): Sessions {
  const successorOf = (token: string) =>
    createHmac('sha256', secret).update(token).digest('base64url');

  return {
    async issue(userId, now) {
      const token = randomBytes(32).toString('base64url');
      await insertToken(db, {
        hash: hashToken(token),
        userId,
        sessionId: randomUUID(),
        createdAt: now.toISOString(),
        expiresAt: iso(now.getTime() + TOKEN_LIFETIME_MS),
      });
      return token;
    },

    async authenticate(token, now) {
      const row = await tokenSession(db, hashToken(token), now.toISOString());
      return row && { ...row, pendingAgreements: row.pendingAgreements === 1 };
    },

    async rotate(token, session, now) {
      if (session.rotatedAt) return successorOf(token);
      if (now.getTime() - Date.parse(session.createdAt) < ROTATE_AFTER_MS) return token;
      const successor = successorOf(token);
      await db.transaction(async () => {
        await insertSuccessor(db, {
          hash: hashToken(successor),
          of: hashToken(token),
          createdAt: now.toISOString(),
          expiresAt: iso(now.getTime() + TOKEN_LIFETIME_MS),
        });
        const graceUntil = iso(now.getTime() + ROTATED_GRACE_MS);
        await markTokenRotated(db, hashToken(token), now.toISOString(), graceUntil);
      });
      return successor;
    },

    async revoke(token) {
      await deleteSessionOf(db, hashToken(token));
    },

    async isLive(sessionId, now) {
      return sessionIsLive(db, sessionId, now.toISOString());
    },

    async prune(now) {
      await deleteExpiredTokens(db, now.toISOString());
    },
  };
}
