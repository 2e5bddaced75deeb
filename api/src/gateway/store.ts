import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The reference gateway's tokens and 3-D Secure challenges (payments-common protocol: tokens are
// `tok_` + 24 hex characters, single use, 15 minutes). What a token keeps is what a processor may
// keep: never the card number or its security code, only the last 4 digits, the brand, the
// expiry and what charging it will do.

/** What charging a token does: the test cards decide it (gateway/cards.ts). */
export type TokenOutcome = 'approve' | 'decline' | 'authentication_failed';

/** How long a token may be charged, and a challenge answered, after it was made. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;

/** Wrong codes a challenge takes before the card is tokenised as failed authentication. */
export const CHALLENGE_TRIES = 3;

/** The card as the gateway keeps it. */
export interface KeptCard {
  readonly last4: string;
  readonly brand: string;
  readonly expMonth: number;
  readonly expYear: number;
}

export interface TokenRow {
  readonly token: string;
  readonly last4: string;
  readonly brand: string;
  readonly outcome: TokenOutcome;
}

function isoBefore(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

/**
 * Tokens and challenges a day past their lifetime go as new ones come: none can be charged or
 * answered any more, and a spent token answers as an unknown one does.
 */
async function sweep(db: Db, now: Date): Promise<void> {
  const until = isoBefore(now, TOKEN_LIFETIME_MS + 24 * 60 * 60_000);
  await prepared<[string]>(db, 'DELETE FROM gateway_tokens WHERE created_at < ?').run(until);
  await prepared<[string]>(db, 'DELETE FROM gateway_challenges WHERE created_at < ?').run(
    isoBefore(now, TOKEN_LIFETIME_MS),
  );
}

/** A new one-time token for the card. */
export async function mintToken(
  db: Db,
  card: KeptCard,
  outcome: TokenOutcome,
  now: Date,
): Promise<TokenRow> {
  await sweep(db, now);
  const token = `tok_${randomBytes(12).toString('hex')}`;
  await prepared<[KeptCard & { token: string; outcome: TokenOutcome; at: string }]>(
    db,
    `INSERT INTO gateway_tokens (token, last4, brand, exp_month, exp_year, outcome, created_at)
     VALUES (@token, @last4, @brand, @expMonth, @expYear, @outcome, @at)`,
  ).run({
    token,
    last4: card.last4,
    brand: card.brand,
    expMonth: card.expMonth,
    expYear: card.expYear,
    outcome,
    at: now.toISOString(),
  });
  return { token, last4: card.last4, brand: card.brand, outcome };
}

/**
 * Spends a token: its outcome when it is known, unused and under 15 minutes old, and it is
 * marked used; undefined otherwise. One conditional statement, so of any number of charges of
 * one token at once exactly one gets its outcome. Run it in the transaction that records the
 * payment, so a token is spent exactly when a payment is recorded for it.
 */
export async function spendToken(
  db: Db,
  token: string,
  now: Date,
): Promise<TokenOutcome | undefined> {
  const row = await prepared<
    [{ token: string; since: string; at: string }],
    { outcome: TokenOutcome }
  >(
    db,
    `UPDATE gateway_tokens SET used_at = @at
     WHERE token = @token AND used_at IS NULL AND created_at > @since
     RETURNING outcome`,
  ).get({ token, since: isoBefore(now, TOKEN_LIFETIME_MS), at: now.toISOString() });
  return row?.outcome;
}

export interface ChallengeRow extends KeptCard {
  readonly id: string;
  readonly outcome: 'approve' | 'decline';
  readonly triesLeft: number;
  readonly amountPence: number | null;
}

/** A new challenge for the card, with every try left. */
export async function openChallenge(
  db: Db,
  challenge: Omit<ChallengeRow, 'id' | 'triesLeft'>,
  now: Date,
): Promise<string> {
  await sweep(db, now);
  const id = randomBytes(16).toString('hex');
  await prepared<[Omit<ChallengeRow, 'triesLeft'> & { tries: number; at: string }]>(
    db,
    `INSERT INTO gateway_challenges (id, last4, brand, exp_month, exp_year, outcome, tries_left,
       amount_pence, created_at)
     VALUES (@id, @last4, @brand, @expMonth, @expYear, @outcome, @tries, @amountPence, @at)`,
  ).run({ ...challenge, id, tries: CHALLENGE_TRIES, at: now.toISOString() });
  return id;
}

/** The challenge, while it is open and under 15 minutes old. */
export async function challengeOf(
  db: Db,
  id: string,
  now: Date,
): Promise<ChallengeRow | undefined> {
  return prepared<[string, string], ChallengeRow>(
    db,
    `SELECT id, last4, brand, exp_month AS expMonth, exp_year AS expYear, outcome,
       tries_left AS triesLeft, amount_pence AS amountPence
     FROM gateway_challenges WHERE id = ? AND created_at > ?`,
  ).get(id, isoBefore(now, TOKEN_LIFETIME_MS));
}

/**
 * One wrong code: the tries left after it, or undefined when the challenge had none left or is
 * gone (another answer is finishing it). One conditional statement, so wrong codes sent at once
 * each take their own try and never more than the challenge has.
 */
export async function takeTry(db: Db, id: string): Promise<number | undefined> {
  const row = await prepared<[string], { tries_left: number }>(
    db,
    `UPDATE gateway_challenges SET tries_left = tries_left - 1 WHERE id = ? AND tries_left > 0
     RETURNING tries_left`,
  ).get(id);
  return row?.tries_left;
}

/**
 * The challenge is over (confirmed, failed or cancelled): it cannot be answered again. True for
 * the one call that closed it; false when it was closed already, so of answers sent at once only
 * one finishes it.
 */
export async function closeChallenge(db: Db, id: string): Promise<boolean> {
  const { changes } = await prepared<[string]>(
    db,
    'DELETE FROM gateway_challenges WHERE id = ?',
  ).run(id);
  return changes === 1;
}
