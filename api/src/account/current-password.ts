import { MESSAGES } from '@portal/contract';
import { verifyPassword } from '../auth/password';
import type { Db } from '../db/database';
import { unprocessable } from '../http/http-error';
import { CHANGE_PASSWORD_LIMITS, limitCall } from '../rate-limits/limits';
import { forgetAttempts } from '../rate-limits/rate-limit';
import { passwordHashOf } from './store';

/**
 * Whoever holds a token must not be able to guess the password behind it: a signed-in change
 * that asks for the current password (a new password; a new email, phone number or username)
 * checks it here. Wrong ones are limited per user and per address, one count for every such
 * call, counted before the slow hash like sign-in; a wrong one is a 422 on `field`.
 */
export async function requireCurrentPassword(
  db: Db,
  check: {
    readonly userId: number;
    readonly password: string;
    readonly address: string;
    readonly field: string;
  },
  now: Date,
): Promise<void> {
  const attempt = await limitCall(
    db,
    CHANGE_PASSWORD_LIMITS,
    String(check.userId),
    check.address,
    now,
  );
  const stored = await passwordHashOf(db, check.userId);
  if (!(await verifyPassword(check.password, stored))) {
    throw unprocessable({ [check.field]: [MESSAGES.currentPasswordIncorrect] });
  }
  await forgetAttempts(db, attempt);
}
