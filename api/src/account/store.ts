import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The accounts of the guest flows (portal.md §1 "Visitors"): found by username, by invitation and
// by a policy they hold, activated, and their passwords changed and reset with a code. An invited
// account has no username or password until activation.

export interface Account {
  readonly id: number;
  readonly username: string | null;
  readonly status: 'active' | 'invited';
  readonly first_name: string;
  readonly email: string;
  readonly landline_number: string;
  readonly mobile_number: string;
  readonly invite_id: string | null;
  readonly activation_code: string | null;
}

const COLUMNS = `u.id, u.username, u.status, u.first_name, u.email, u.landline_number,
  u.mobile_number, u.invite_id, u.activation_code`;

/** An active account by its (lower-case) username. */
export async function activeAccount(db: Db, username: string): Promise<Account | undefined> {
  return prepared<[string], Account>(
    db,
    `SELECT ${COLUMNS} FROM users u WHERE u.username = ? AND u.status = 'active'`,
  ).get(username);
}

/** The account an invitation is for, while it waits for activation. */
export async function invitedAccount(db: Db, inviteId: string): Promise<Account | undefined> {
  return prepared<[string], Account>(
    db,
    `SELECT ${COLUMNS} FROM users u WHERE u.invite_id = ? AND u.status = 'invited'`,
  ).get(inviteId);
}

/** The holder of the policy with this reference (shown upper-case, typed in any case). */
export async function policyHolder(db: Db, reference: string): Promise<Account | undefined> {
  return prepared<[string], Account>(
    db,
    `SELECT ${COLUMNS} FROM policies p JOIN users u ON u.id = p.user_id
     WHERE upper(p.reference) = upper(?)`,
  ).get(reference.trim());
}

/** Whether another account already has this username. */
export async function usernameTaken(
  db: Db,
  username: string,
  exceptUserId: number,
): Promise<boolean> {
  const row = await prepared<[string, number]>(
    db,
    'SELECT 1 AS taken FROM users WHERE username = ? AND id <> ?',
  ).get(username, exceptUserId);
  return row !== undefined;
}

/**
 * Gives a still invited account its invitation and code; the code it had stops working. False
 * when the account is no longer invited (it was activated meanwhile).
 */
export async function setActivationCode(
  db: Db,
  userId: number,
  inviteId: string,
  code: string,
): Promise<boolean> {
  const result = await prepared<[string, string, number]>(
    db,
    `UPDATE users SET invite_id = ?, activation_code = ?, activation_tries = 0
     WHERE id = ? AND status = 'invited'`,
  ).run(inviteId, code, userId);
  return result.changes === 1;
}

/** Whether `code` is still the live activation code of the invited account. */
export async function activationCodeIsLive(db: Db, userId: number, code: string): Promise<boolean> {
  const row = await prepared<[number, string]>(
    db,
    `SELECT 1 AS live FROM users WHERE id = ? AND status = 'invited' AND activation_code = ?`,
  ).get(userId, code);
  return row !== undefined;
}

/**
 * Counts a wrong try at the invitation's code (`code`, as it was checked); at the `maxTries`th
 * the code stops working.
 */
export async function countWrongActivationTry(
  db: Db,
  userId: number,
  code: string,
  maxTries: number,
): Promise<void> {
  await prepared<[number, number, string]>(
    db,
    `UPDATE users SET activation_tries = activation_tries + 1,
       activation_code = CASE WHEN activation_tries + 1 >= ? THEN NULL ELSE activation_code END
     WHERE id = ? AND activation_code = ?`,
  ).run(maxTries, userId, code);
}

export interface Activation {
  readonly userId: number;
  readonly username: string;
  readonly passwordHash: string;
  /** The code the activation was checked against: it must still be the account's. */
  readonly activationCode: string | null;
}

/** Makes an invited account active; false when it is no longer invited with that code. */
export async function activateAccount(db: Db, activation: Activation): Promise<boolean> {
  const { userId, username, passwordHash, activationCode } = activation;
  const result = await prepared<[string, string, number, string | null]>(
    db,
    `UPDATE users SET username = ?, password_hash = ?, status = 'active', activation_code = NULL
     WHERE id = ? AND status = 'invited' AND activation_code = ?`,
  ).run(username, passwordHash, userId, activationCode);
  return result.changes === 1;
}

/**
 * An account back to invited, with this invitation and code: no username or password, as
 * seeded (the ops command `invitation reset`).
 */
export async function reopenInvitation(
  db: Db,
  userId: number,
  inviteId: string,
  code: string,
): Promise<void> {
  await prepared<[string, string, number]>(
    db,
    `UPDATE users SET status = 'invited', username = NULL, password_hash = NULL,
       invite_id = ?, activation_code = ?, activation_tries = 0 WHERE id = ?`,
  ).run(inviteId, code, userId);
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | null | undefined> {
  const row = await prepared<[number], { password_hash: string | null }>(
    db,
    'SELECT password_hash FROM users WHERE id = ?',
  ).get(userId);
  return row?.password_hash;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await prepared<[string, number]>(db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(
    passwordHash,
    userId,
  );
}

// Password reset codes (reset-codes.ts): only a code's hash is kept, with the number it went to.

/** How many codes the user was sent after `since` (ISO). */
export async function resetCodesSentSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await prepared<[number, string], { count: number }>(
    db,
    'SELECT count(*) AS count FROM password_reset_codes WHERE user_id = ? AND created_at > ?',
  ).get(userId, since);
  return row?.count ?? 0;
}

/** The user's unused codes stop working, as if used at `at` (ISO). */
export async function retireResetCodes(db: Db, userId: number, at: string): Promise<void> {
  await prepared<[string, number]>(
    db,
    'UPDATE password_reset_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
  ).run(at, userId);
}

export interface NewResetCode {
  readonly userId: number;
  readonly codeHash: string;
  /** The phone number's digits. */
  readonly sentTo: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

export async function insertResetCode(db: Db, code: NewResetCode): Promise<void> {
  await prepared<[number, string, string, string, string]>(
    db,
    `INSERT INTO password_reset_codes (user_id, code_hash, sent_to, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(code.userId, code.codeHash, code.sentTo, code.createdAt, code.expiresAt);
}

export interface ResetCodeRow {
  readonly id: number;
  readonly code_hash: string;
  readonly sent_to: string;
}

/** The user's newest code that is unused, unexpired at `now` (ISO) and under `maxAttempts`. */
export async function liveResetCode(
  db: Db,
  userId: number,
  now: string,
  maxAttempts: number,
): Promise<ResetCodeRow | undefined> {
  return prepared<[number, string, number], ResetCodeRow>(
    db,
    `SELECT id, code_hash, sent_to FROM password_reset_codes
     WHERE user_id = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?
     ORDER BY id DESC LIMIT 1`,
  ).get(userId, now, maxAttempts);
}

export async function countWrongResetTry(db: Db, codeId: number): Promise<void> {
  await prepared<[number]>(
    db,
    'UPDATE password_reset_codes SET attempts = attempts + 1 WHERE id = ?',
  ).run(codeId);
}

/** Marks a checked code used; false when another request used it first. */
export async function useResetCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const result = await prepared<[string, number]>(
    db,
    'UPDATE password_reset_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
  ).run(now.toISOString(), codeId);
  return result.changes === 1;
}
