import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import {
  backOff,
  forgetAttempts,
  takeAttempt,
  tryAttempt,
  type Attempt,
  type Counted,
} from '../rate-limits/rate-limit';
import { deleteAttemptsByPrefix, deleteAttemptsOf } from '../rate-limits/store';
import { readCookie } from '../support-console/staff-sessions';
import { forgetSignInsUntil, knownSignIn, rememberSignIn } from './store';

// Sign-in throttling (docs/decisions/016). Failures slow the next attempt by exponential back-off
// instead of locking the account. From a device the user has not signed in from, failures count
// per username (so a spray from many addresses is slowed) and per client address (so is one
// address trying many usernames). From a device - or, without its cookie, an address - that
// signed in before, only that device's own failures count: strangers' wrong passwords never keep
// the user out of it. The support console's password is throttled the same way.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WAITS = { firstWaitMs: 1000, maxWaitMs: 15 * MINUTE, memoryMs: DAY };

/** Failures at a username from unknown devices, whatever their address. */
export const USERNAME_BACK_OFF = backOff('sign-in username', { free: 5, ...WAITS });
/** Failures from a client address at any username, from unknown devices. */
export const ADDRESS_BACK_OFF = backOff('sign-in address', { free: 20, ...WAITS });
/** Failures at a username from one device or address it signed in from before. */
export const KNOWN_BACK_OFF = backOff('sign-in known', { free: 5, ...WAITS });
/** A device or address stays known this long after its last successful sign-in. */
export const KNOWN_FOR_MS = 90 * DAY;

export const DEVICE_COOKIE = 'portal_device';
// 32 random bytes, base64url: the only values we issue.
const DEVICE_PATTERN = /^[\w-]{43}$/;

export interface SignInAttempt {
  /** Whose password is tried: a username, or the support console's name for its own. */
  readonly username: string;
  readonly address: string;
  /** The device cookie the request carried, when it is one we could have issued. */
  readonly device: string | undefined;
}

/** The device cookie named `name` in a Cookie header, if well-formed. */
export function deviceOf(
  cookieHeader: string | undefined,
  name: string = DEVICE_COOKIE,
): string | undefined {
  const value = readCookie(cookieHeader, name);
  return value !== undefined && DEVICE_PATTERN.test(value) ? value : undefined;
}

/** Only this is kept of a device cookie, as of a token: the table alone names no device. */
function deviceHash(device: string): string {
  return createHash('sha256').update(device).digest('hex');
}

function knownSince(now: Date): string {
  return new Date(now.getTime() - KNOWN_FOR_MS).toISOString();
}

/** The back-offs the attempt answers to, by whether the user signed in from here before. */
export async function signInLimits(db: Db, attempt: SignInAttempt, now: Date): Promise<Counted[]> {
  const { username, address, device } = attempt;
  const hash = device === undefined ? null : deviceHash(device);
  switch (await knownSignIn(db, username, hash, address, knownSince(now))) {
    case 'device':
      return [[KNOWN_BACK_OFF, `${username} device ${hash}`]];
    case 'address':
      return [[KNOWN_BACK_OFF, `${username} address ${address}`]];
    default:
      return [
        [USERNAME_BACK_OFF, username],
        [ADDRESS_BACK_OFF, address],
      ];
  }
}

/**
 * Counts the attempt against its back-offs (`tryAttempt`), unless one must still wait. Which
 * back-offs it answers to is read in the same transaction as the count, so the attempt is
 * counted against the keys that held when it was decided.
 */
export async function trySignInAttempt(
  db: Db,
  attempt: SignInAttempt,
  now: Date,
): Promise<Attempt> {
  return db.transaction(async () => tryAttempt(db, await signInLimits(db, attempt, now), now));
}

/** As `trySignInAttempt`, answering a refused attempt with a 429 carrying `message`. */
export async function takeSignInAttempt(
  db: Db,
  attempt: SignInAttempt,
  now: Date,
  message: string,
): Promise<readonly number[]> {
  return db.transaction(async () =>
    takeAttempt(db, await signInLimits(db, attempt, now), now, message),
  );
}

/** Forgets the username's failures, from anywhere (after a right password or a reset). */
export async function clearSignInFailures(db: Db, username: string): Promise<void> {
  await deleteAttemptsOf(db, USERNAME_BACK_OFF.scope, username);
  // Known keys start with the username and a space, which no username has.
  await deleteAttemptsByPrefix(db, KNOWN_BACK_OFF.scope, `${username} `);
}

/**
 * A right password: the attempt (`ids`) and the username's failures are forgotten - not the
 * address's, which may be trying other usernames - and the device and address are remembered.
 * Returns the device cookie's value, new when the request carried none. One transaction, so the
 * failures are never forgotten without the device and address being remembered.
 */
export async function signInSucceeded(
  db: Db,
  attempt: SignInAttempt,
  ids: readonly number[],
  now: Date,
): Promise<string> {
  const device = attempt.device ?? randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await db.transaction(async () => {
    await forgetAttempts(db, ids);
    await clearSignInFailures(db, attempt.username);
    await forgetSignInsUntil(db, knownSince(now));
    await rememberSignIn(db, attempt.username, 'device', deviceHash(device), at);
    await rememberSignIn(db, attempt.username, 'address', attempt.address, at);
  });
  return device;
}

/** The Set-Cookie that keeps a device known, sent back only to the sign-in path. */
export function deviceCookie(value: string, path: string, name: string = DEVICE_COOKIE): string {
  return `${name}=${value}; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=${KNOWN_FOR_MS / 1000}`;
}
