import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';

// Who may use the support console: whoever knows the support password (PORTAL_SUPPORT_PASSWORD).
// A right password earns an opaque cookie, kept in memory only: restarting the server signs every
// staff member out, which suits a console that only ever runs beside the reference API.

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

export interface StaffSessions {
  /** A new session's cookie value when the password is right; undefined otherwise. */
  signIn(password: string, now: Date): string | undefined;
  isSignedIn(cookie: string | undefined, now: Date): boolean;
  /**
   * The session's form token, which every console form and action sends back (routes.ts): a page
   * of another site can make the browser send the cookie, never read the token. Undefined when
   * the cookie names no live session.
   */
  formToken(cookie: string | undefined, now: Date): string | undefined;
  signOut(cookie: string | undefined): void;
}

export function createStaffSessions(password: string): StaffSessions {
  const expected = digest(password);
  const sessions = new Map<string, { readonly expiry: number; readonly formToken: string }>();
  const live = (cookie: string | undefined, now: Date) => {
    const session = cookie ? sessions.get(cookie) : undefined;
    if (!cookie || !session) return undefined;
    if (session.expiry <= now.getTime()) {
      sessions.delete(cookie);
      return undefined;
    }
    return session;
  };
  return {
    signIn(attempt, now) {
      // Equal-length digests: the comparison takes as long whatever was typed.
      if (!timingSafeEqual(digest(attempt), expected)) return undefined;
      const id = randomBytes(24).toString('base64url');
      sessions.set(id, {
        expiry: now.getTime() + STAFF_SESSION_MS,
        formToken: randomBytes(24).toString('base64url'),
      });
      return id;
    },
    isSignedIn(cookie, now) {
      return live(cookie, now) !== undefined;
    },
    formToken(cookie, now) {
      return live(cookie, now)?.formToken;
    },
    signOut(cookie) {
      if (cookie) sessions.delete(cookie);
    },
  };
}

/** Whether the request carries a live staff session's cookie. */
export function isStaff(
  sessions: StaffSessions | undefined,
  cookieHeader: string | undefined,
  now: Date,
): boolean {
  return sessions?.isSignedIn(readCookie(cookieHeader, STAFF_COOKIE), now) ?? false;
}

/** The value of one cookie of a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
