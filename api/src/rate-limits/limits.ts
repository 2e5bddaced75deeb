import { MESSAGES } from '@portal/contract';
import type { Db } from '../db/database';
import { takeAttempt, windowLimit, type WindowLimit } from './rate-limit';

// The limits of the calls a visitor makes without a password, and of the password change
// (docs/decisions/016 says why these numbers). Each call is limited per target - what it names:
// an invitation, a policy reference, a user - and per client address, across targets. Sign-in
// has its own back-off (auth/throttle.ts).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface CallLimits {
  readonly target: WindowLimit;
  readonly address: WindowLimit;
}

function callLimits(call: string, perTarget: number, perAddress: number, windowMs: number) {
  return {
    target: windowLimit(`${call} target`, perTarget, windowMs),
    address: windowLimit(`${call} address`, perAddress, windowMs),
  };
}

/** POST /user/activate, per invitation. A wrong code also counts against the code (accounts.ts). */
export const ACTIVATION_LIMITS = callLimits('activation', 10, 20, 15 * MINUTE);
/** POST /agreements, /agreements/accept and /decline with an invitation instead of a token. */
export const INVITED_AGREEMENT_LIMITS = callLimits('invited agreements', 30, 60, 15 * MINUTE);
/** POST /user/activation-code, per invitation: each sends a text message or an e-mail. */
export const ACTIVATION_CODE_LIMITS = callLimits('activation code', 3, 10, HOUR);
/** POST /user/sign-up, per policy reference: one with the holder's mobile sends a text. */
export const SIGN_UP_LIMITS = callLimits('sign-up', 10, 20, HOUR);
/** POST /username-reminder, per policy reference: one for a registered policy sends an e-mail. */
export const USERNAME_REMINDER_LIMITS = callLimits('username reminder', 3, 10, HOUR);
/**
 * POST /payments/guest and its check before the card (/payments/guest/check) together, per
 * policy reference: each looks a policy up by reference and postcode, so the check must not add
 * to the tries at a postcode. A visitor's payment takes two (check, then card).
 */
export const GUEST_PAYMENT_LIMITS = callLimits('guest payment', 10, 20, HOUR);
/**
 * Every check of a signed-in user's current password, per user, one count for all of them:
 * POST /user/password, and PUT /user/details when it changes a sign-in detail. Only wrong
 * current passwords count.
 */
export const CHANGE_PASSWORD_LIMITS = callLimits('change password', 5, 10, 15 * MINUTE);

// The hosted card page (gateway/routes.ts), per client address only: a card-testing attack tries
// many cards, and a card number must never be kept, not even as a key. A customer retyping a
// card a few times, or paying several policies, stays well inside these.
/** POST /gateway/card: every card submitted, valid or not. */
export const GATEWAY_CARD_LIMIT = windowLimit('gateway card address', 20, 15 * MINUTE);
/** POST /gateway/challenge: every code or cancel (each challenge also allows 3 wrong codes). */
export const GATEWAY_CHALLENGE_LIMIT = windowLimit('gateway challenge address', 20, 15 * MINUTE);

/** Policy references are shown upper-case and typed in any case (portal.md §3). */
export function referenceKey(reference: string): string {
  return reference.trim().toUpperCase();
}

/**
 * Counts an attempt at `target` from `address` under the call's limits, or answers 429 with
 * Retry-After when either is spent (MESSAGES.tooManyAttempts unless the call words it further).
 * Returns the attempt's ids, for `forgetAttempts`.
 */
export async function limitCall(
  db: Db,
  limits: CallLimits,
  target: string,
  address: string,
  now: Date,
  { message = MESSAGES.tooManyAttempts }: { readonly message?: string } = {},
): Promise<readonly number[]> {
  const counted = [
    [limits.target, target],
    [limits.address, address],
  ] as const;
  return takeAttempt(db, counted, now, message);
}
