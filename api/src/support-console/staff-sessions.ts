import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import type { Db } from '../db/database';
import {
  deleteExpiredStaffSessions,
  deleteStaffSession,
  insertStaffSession,
  staffSession,
} from './store-sessions';

// Who may use the support console: whoever knows the support password (PORTAL_SUPPORT_PASSWORD).
// A right password earns an opaque cookie. Its session is a row of the database (only the
// cookie's SHA-256 is stored, store-sessions.ts), so every server on that database knows it, and
// a restart signs nobody out. An expired row is deleted when it is met, and all of them at each
// sign-in.

export const SUPPORT_PASSWORD_ENV = 'PORTAL_SUPPORT_PASSWORD';
/** The demo's support password (README.md); never used when NODE_ENV is 'production'. */
export const DEMO_SUPPORT_PASSWORD = 'Support-Demo-2026!';
/** Where the console is served (mount.ts registers it under this prefix). */
export const CONSOLE_PATH = '/support';
export const STAFF_COOKIE = 'portal_support';
/**
 * Where the browser sends the staff cookie: the console, and the API's development calls, which
 * read every code the API sends and so are the staff's too (api/src/dev/routes.ts).
 */
export const STAFF_COOKIE_PATHS = [CONSOLE_PATH, '/api/dev'] as const;
/** A working day: a console left open overnight asks for the password again. */
export const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;

/**
 * The configured password: the environment's, else the demo's outside production, else none
 * (the console then stays closed rather than open with a password everyone can read).
 */
export function supportPassword(
  dev: boolean,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const configured = env[SUPPORT_PASSWORD_ENV];
  if (configured) return configured;
  return dev ? DEMO_SUPPORT_PASSWORD : undefined;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function hashOf(cookie: string): string {
  return digest(cookie).toString('hex');
}

export interface StaffSessions {
  /** A new session's cookie value when the password is right; undefined otherwise. */
  signIn(password: string, now: Date): Promise<string | undefined>;
  isSignedIn(cookie: string | undefined, now: Date): Promise<boolean>;
  /**
   * The session's form token, which every console form and action sends back (routes.ts): a page
   * of another site can make the browser send the cookie, never read the token. Undefined when
   * the cookie names no live session.
   */
  formToken(cookie: string | undefined, now: Date): Promise<string | undefined>;
  signOut(cookie: string | undefined): Promise<void>;
}

export function createStaffSessions(db: Db, password: string): StaffSessions {
  const expected = digest(password);
  const live = async (cookie: string | undefined, now: Date) => {
    if (!cookie) return undefined;
    const hash = hashOf(cookie);
    const session = await staffSession(db, hash);
    if (!session) return undefined;
    if (Date.parse(session.expiresAt) <= now.getTime()) {
      await deleteStaffSession(db, hash);
      return undefined;
    }
    return session;
  };
  return {
    async signIn(attempt, now) {
      // Equal-length digests: the comparison takes as long whatever was typed.
      if (!timingSafeEqual(digest(attempt), expected)) return undefined;
      await deleteExpiredStaffSessions(db, now.toISOString());
      const cookie = randomBytes(24).toString('base64url');
      await insertStaffSession(db, {
        hash: hashOf(cookie),
        formToken: randomBytes(24).toString('base64url'),
        expiresAt: new Date(now.getTime() + STAFF_SESSION_MS).toISOString(),
      });
      return cookie;
    },
    async isSignedIn(cookie, now) {
      return (await live(cookie, now)) !== undefined;
    },
    async formToken(cookie, now) {
      return (await live(cookie, now))?.formToken;
    },
    async signOut(cookie) {
      if (cookie) await deleteStaffSession(db, hashOf(cookie));
    },
  };
}

/** Whether the request carries a live staff session's cookie. */
export async function isStaff(
  sessions: StaffSessions | undefined,
  cookieHeader: string | undefined,
  now: Date,
): Promise<boolean> {
  return (await sessions?.isSignedIn(readCookie(cookieHeader, STAFF_COOKIE), now)) ?? false;
}

/** The value of one cookie of a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
