import { randomUUID, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@portal/contract';
import type { Db } from '../db/database';
import { unprocessable } from '../http/http-error';
import { sendMessage } from '../outbox/store';
import { activationCode, hashCode } from './codes';
import {
  activationCodeIsLive,
  countWrongActivationTry,
  invitedAccount,
  setActivationCode,
  type Account,
} from './store';

// The invitation of the guest flows (portal.md §1 "Visitors"): checked, and sent again with a
// fresh activation code. The accounts themselves are read and written by store.ts.

/** As `invitedAccount`, or the 422 the activation form shows under the invitation. */
export async function requireInvitation(db: Db, inviteId: string): Promise<Account> {
  const account = await invitedAccount(db, inviteId);
  if (!account) throw unprocessable({ invite_id: [MESSAGES.inviteIdInvalid] });
  return account;
}

/** Wrong codes an invitation's code survives, as a reset code does (reset-codes.ts). */
export const MAX_ACTIVATION_TRIES = 5;

/**
 * Whether the code as typed is the invitation's live one. A wrong one is counted, and after
 * MAX_ACTIVATION_TRIES the code stops working: the invited user asks for a new one.
 *
 * `account` was read a moment ago, and requests at once must not each get a guess before the
 * others' wrong tries count: a wrong try is one increment, and a right code holds only if it is
 * still live when read again, after every try counted by then.
 */
export async function checkActivationCode(
  db: Db,
  account: Account,
  code: string,
): Promise<boolean> {
  const expected = account.activation_code;
  if (expected === null) return false;
  // Equal-length digests: the comparison takes as long whatever was typed.
  if (timingSafeEqual(Buffer.from(hashCode(code)), Buffer.from(hashCode(expected)))) {
    return activationCodeIsLive(db, account.id, expected);
  }
  await countWrongActivationTry(db, account.id, expected, MAX_ACTIVATION_TRIES);
  return false;
}

/** The path the activation form lives at, carrying the invitation (portal.md §2 'register'). */
export function activationLink(inviteId: string): string {
  return `/user/activate?invite_id=${encodeURIComponent(inviteId)}`;
}

/**
 * Gives an invited account a fresh activation code (and an invitation, if it had none) and sends
 * both, by SMS to `mobile` (the account's mobile unless given), else by e-mail. The earlier code
 * stops working. Returns the invitation id; undefined, and nothing sent, when the account is no
 * longer invited. One transaction: the code is never kept without its message, nor sent unkept.
 */
export async function sendActivationCode(
  db: Db,
  account: Account,
  now: Date,
  mobile?: string,
): Promise<string | undefined> {
  const inviteId = account.invite_id ?? randomUUID();
  const code = activationCode();
  return db.transaction(async () => {
    if (!(await setActivationCode(db, account.id, inviteId, code))) return undefined;

    const to = mobile ?? account.mobile_number;
    const body =
      `Hello ${account.first_name}, your activation code is ${code}. To set up your online ` +
      `account, open ${activationLink(inviteId)} and enter the code.`;
    await sendMessage(
      db,
      to
        ? { channel: 'sms', to, body, code, userId: account.id }
        : {
            channel: 'email',
            to: account.email,
            subject: 'Activate your online account',
            body,
            code,
            userId: account.id,
          },
      now,
    );
    return inviteId;
  });
}
