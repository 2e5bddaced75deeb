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
export function activeAccount(db: Db, username: string): Account | undefined {
  return prepared<[string], Account>(
    db,
    `SELECT ${COLUMNS} FROM users u WHERE u.username = ? AND u.status = 'active'`,
  ).get(username);
}

/** The account an invitation is for, while it waits for activation. */
export function invitedAccount(db: Db, inviteId: string): Account | undefined {
  return prepared<[string], Account>(
    db,
    `SELECT ${COLUMNS} FROM users u WHERE u.invite_id = ? AND u.status = 'invited'`,
  ).get(inviteId);
}

/** The holder of the policy with this reference (shown upper-case, typed in any case). */
export function policyHolder(db: Db, reference: string): Account | undefined {
  return prepared<[string], Account>(
    db,
    `SELECT ${COLUMNS} FROM policies p JOIN users u ON u.id = p.user_id
     WHERE upper(p.reference) = upper(?)`,
  ).get(reference.trim());
}

/** Whether another account already has this username. */
export function usernameTaken(db: Db, username: string, exceptUserId: number): boolean {
  return (
    prepared<[string, number]>(db, 'SELECT 1 FROM users WHERE username = ? AND id != ?').get(
      username,
      exceptUserId,
    ) !== undefined
  );
}

/** Gives a still invited account its invitation and code; the code it had stops working. */
export function setActivationCode(db: Db, userId: number, inviteId: string, code: string): void {
  prepared<[string, string, number]>(
    db,
    `UPDATE users SET invite_id = ?, activation_code = ?, activation_tries = 0
     WHERE id = ? AND status = 'invited'`,
  ).run(inviteId, code, userId);
}

/**
 * Counts a wrong try at the invitation's code (`code`, as it was checked); at the `maxTries`th
 * the code stops working.
 */
export function countWrongActivationTry(
  db: Db,
  userId: number,
  code: string,
  maxTries: number,
): void {
  prepared<[number, number, string]>(
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
export function activateAccount(db: Db, activation: Activation): boolean {
  const { userId, username, passwordHash, activationCode } = activation;
  return (
    prepared<[string, string, number, string | null]>(
      db,
      `UPDATE users SET username = ?, password_hash = ?, status = 'active', activation_code = NULL
       WHERE id = ? AND status = 'invited' AND activation_code = ?`,
    ).run(username, passwordHash, userId, activationCode).changes === 1
  );
}

/**
 * An account back to invited, with this invitation and code: no username or password, as
 * seeded (the ops command `invitation reset`).
 */
export function reopenInvitation(db: Db, userId: number, inviteId: string, code: string): void {
  prepared<[string, string, number]>(
    db,
    `UPDATE users SET status = 'invited', username = NULL, password_hash = NULL,
       invite_id = ?, activation_code = ?, activation_tries = 0 WHERE id = ?`,
  ).run(inviteId, code, userId);
}

export function passwordHashOf(db: Db, userId: number): string | null | undefined {
  return prepared<[number], { password_hash: string | null }>(
    db,
    'SELECT password_hash FROM users WHERE id = ?',
  ).get(userId)?.password_hash;
}

export function setPasswordHash(db: Db, userId: number, passwordHash: string): void {
  prepared<[string, number]>(db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(
    passwordHash,
    userId,
  );
}

// Password reset codes (reset-codes.ts): only a code's hash is kept, with the number it went to.

/** How many codes the user was sent after `since` (ISO). */
export function resetCodesSentSince(db: Db, userId: number, since: string): number {
  const row = prepared<[number, string], { count: number }>(
    db,
    'SELECT count(*) AS count FROM password_reset_codes WHERE user_id = ? AND created_at > ?',
  ).get(userId, since);
  return row?.count ?? 0;
}

/** The user's unused codes stop working, as if used at `at` (ISO). */
export function retireResetCodes(db: Db, userId: number, at: string): void {
  prepared<[string, number]>(
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

export function insertResetCode(db: Db, code: NewResetCode): void {
  prepared<[number, string, string, string, string]>(
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
export function liveResetCode(
  db: Db,
  userId: number,
  now: string,
  maxAttempts: number,
): ResetCodeRow | undefined {
  return prepared<[number, string, number], ResetCodeRow>(
    db,
    `SELECT id, code_hash, sent_to FROM password_reset_codes
     WHERE user_id = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?
     ORDER BY id DESC LIMIT 1`,
  ).get(userId, now, maxAttempts);
}

export function countWrongResetTry(db: Db, codeId: number): void {
  prepared<[number]>(
    db,
    'UPDATE password_reset_codes SET attempts = attempts + 1 WHERE id = ?',
  ).run(codeId);
}

/** Marks a checked code used; false when another request used it first. */
export function useResetCode(db: Db, codeId: number, now: Date): boolean {
  return (
    prepared<[string, number]>(
      db,
      'UPDATE password_reset_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
    ).run(now.toISOString(), codeId).changes === 1
  );
}
