import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { hashCode, phoneDigits, resetCode, samePhone } from './codes';

// Password reset codes (portal.md §5): sent by SMS, valid for 15 minutes, used once. Only the
// newest code of a user works, and it stops working after a few wrong tries, so an 8-digit code
// cannot be guessed within its lifetime.

export const RESET_CODE_LIFETIME_MS = 15 * 60_000;
/** Wrong tries a code survives; the next reset needs a new code. */
export const MAX_RESET_ATTEMPTS = 5;
/** Codes one user may be sent within a code's lifetime, so nobody can flood their phone. */
export const MAX_RESET_CODES = 5;

interface CodeRow {
  readonly id: number;
  readonly code_hash: string;
  readonly sent_to: string;
}

/**
 * A new code for the user, sent to `phone`; the user's earlier codes stop working. Undefined
 * when the user has been sent too many codes lately.
 */
export function issueResetCode(
  db: Db,
  userId: number,
  phone: string,
  now: Date,
): string | undefined {
  const since = new Date(now.getTime() - RESET_CODE_LIFETIME_MS).toISOString();
  const recent = prepared<[number, string], { count: number }>(
    db,
    'SELECT count(*) AS count FROM password_reset_codes WHERE user_id = ? AND created_at > ?',
  ).get(userId, since);
  if ((recent?.count ?? 0) >= MAX_RESET_CODES) return undefined;

  const at = now.toISOString();
  prepared<[string, number]>(
    db,
    'UPDATE password_reset_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
  ).run(at, userId);
  const code = resetCode();
  prepared<[number, string, string, string, string]>(
    db,
    `INSERT INTO password_reset_codes (user_id, code_hash, sent_to, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(
    userId,
    hashCode(code),
    phoneDigits(phone),
    at,
    new Date(now.getTime() + RESET_CODE_LIFETIME_MS).toISOString(),
  );
  return code;
}

/**
 * The id of the user's live code when `code` is it and `phone` is the number it went to;
 * otherwise undefined, and the wrong try is counted against the live code.
 */
export function checkResetCode(
  db: Db,
  userId: number,
  code: string,
  phone: string,
  now: Date,
): number | undefined {
  const live = prepared<[number, string, number], CodeRow>(
    db,
    `SELECT id, code_hash, sent_to FROM password_reset_codes
     WHERE user_id = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?
     ORDER BY id DESC LIMIT 1`,
  ).get(userId, now.toISOString(), MAX_RESET_ATTEMPTS);
  if (!live) return undefined;
  if (live.code_hash === hashCode(code) && samePhone(live.sent_to, phone)) return live.id;
  prepared<[number]>(
    db,
    'UPDATE password_reset_codes SET attempts = attempts + 1 WHERE id = ?',
  ).run(live.id);
  return undefined;
}

/** Marks a checked code used; false when another request used it first. */
export function useResetCode(db: Db, id: number, now: Date): boolean {
  return (
    prepared<[string, number]>(
      db,
      'UPDATE password_reset_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
    ).run(now.toISOString(), id).changes === 1
  );
}
