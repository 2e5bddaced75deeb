import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { unprocessable } from '../http/http-error';
import { sendMessage } from '../outbox';
import { activationCode, normaliseCode } from './codes';

// Looking up accounts for the guest flows (portal.md §1 "Visitors"): by username, by invitation
// and by a policy they hold. An invited account has no username or password until activation.

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

/** As `invitedAccount`, or the 422 the activation form shows under the invitation. */
export function requireInvitation(db: Db, inviteId: string): Account {
  const account = invitedAccount(db, inviteId);
  if (!account) throw unprocessable({ invite_id: [MESSAGES.inviteIdInvalid] });
  return account;
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

/** The invitation's code as typed matches the one sent. */
export function activationCodeMatches(account: Account, code: string): boolean {
  return account.activation_code !== null && account.activation_code === normaliseCode(code);
}

/** The path the activation form lives at, carrying the invitation (portal.md §2 'register'). */
export function activationLink(inviteId: string): string {
  return `/user/activate?invite_id=${encodeURIComponent(inviteId)}`;
}

/**
 * Gives an invited account a fresh activation code (and an invitation, if it had none) and sends
 * both, by SMS to `mobile` (the account's mobile unless given), else by e-mail. The earlier code
 * stops working. Returns the invitation id.
 */
export function sendActivationCode(db: Db, account: Account, now: Date, mobile?: string): string {
  const inviteId = account.invite_id ?? randomUUID();
  const code = activationCode();
  prepared<[string, string, number]>(
    db,
    `UPDATE users SET invite_id = ?, activation_code = ? WHERE id = ? AND status = 'invited'`,
  ).run(inviteId, code, account.id);

  const to = mobile ?? account.mobile_number;
  const body =
    `Hello ${account.first_name}, your activation code is ${code}. To set up your online ` +
    `account, open ${activationLink(inviteId)} and enter the code.`;
  sendMessage(
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
}
