import type { Db } from '../db/database';
import { hashCode, phoneDigits, resetCode, samePhone } from './codes';
import {
  countWrongResetTry,
  insertResetCode,
  liveResetCode,
  resetCodesSentSince,
  retireResetCodes,
} from './store';

// Password reset codes (portal.md §5): sent by SMS, valid for 15 minutes, used once. Only the
// newest code of a user works, and it stops working after a few wrong tries, so an 8-digit code
// cannot be guessed within its lifetime.

export const RESET_CODE_LIFETIME_MS = 15 * 60_000;
/** Wrong tries a code survives; the next reset needs a new code. */
export const MAX_RESET_ATTEMPTS = 5;
/** Codes one user may be sent within a code's lifetime, so nobody can flood their phone. */
export const MAX_RESET_CODES = 5;

/**
 * A new code for the user, sent to `phone`; the user's earlier codes stop working. Undefined
 * when the user has been sent too many codes lately. The count and the new code are one
 * transaction, so requests at once cannot together send more than MAX_RESET_CODES.
 */
export async function issueResetCode(
  db: Db,
  userId: number,
  phone: string,
  now: Date,
): Promise<string | undefined> {
  const since = new Date(now.getTime() - RESET_CODE_LIFETIME_MS).toISOString();
  const at = now.toISOString();
  const code = resetCode();
  const codeHash = hashCode(code);
  return db.transaction(async () => {
    if ((await resetCodesSentSince(db, userId, since)) >= MAX_RESET_CODES) return undefined;
    await retireResetCodes(db, userId, at);
    await insertResetCode(db, {
      userId,
      codeHash,
      sentTo: phoneDigits(phone),
      createdAt: at,
      expiresAt: new Date(now.getTime() + RESET_CODE_LIFETIME_MS).toISOString(),
    });
    return code;
  });
}

/**
 * The id of the user's live code when `code` is it and `phone` is the number it went to;
 * otherwise undefined, and the wrong try is counted against the live code.
 *
 * Requests at once must not each get a guess at a code before the others' wrong tries count, so
 * no answer rests on the first read alone: a wrong try is one increment, and a right one holds
 * only if the code is still live when it is read again, after every try counted by then.
 */
export async function checkResetCode(
  db: Db,
  userId: number,
  code: string,
  phone: string,
  now: Date,
): Promise<number | undefined> {
  const at = now.toISOString();
  const live = await liveResetCode(db, userId, at, MAX_RESET_ATTEMPTS);
  if (!live) return undefined;
  if (live.code_hash === hashCode(code) && samePhone(live.sent_to, phone)) {
    const still = await liveResetCode(db, userId, at, MAX_RESET_ATTEMPTS);
    return still?.id === live.id ? live.id : undefined;
  }
  await countWrongResetTry(db, live.id);
  return undefined;
}
