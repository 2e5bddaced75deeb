import type { KeptCard } from './store';

// The hosted card form's rules and the reference gateway's test cards (payments-common protocol).
// Card numbers are checked as processors do: 12 to 19 digits, spaces allowed, the Luhn check
// digit right. Nothing here keeps a card: a checked card comes out as what the gateway may keep.

export const CARD_MESSAGES = {
  numberRequired: 'Please enter your card number.',
  numberInvalid: 'Please check your card number.',
  expiryInvalid: 'Please enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  securityCode3: 'Please enter the 3-digit security code.',
  securityCode4: 'Please enter the 4-digit security code.',
} as const;

/** The test cards the hosted page lists; any other valid number is approved. */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
} as const;

/** What the form posts; every field is text as typed. */
export interface CardForm {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export interface CheckedCard extends KeptCard {
  /** What the card does: a challenge first for the 3-D Secure test card. */
  readonly next: 'approve' | 'decline' | 'challenge';
}

function digitsOf(number: string): string {
  return number.replace(/\s/g, '');
}

export function passesLuhn(digits: string): boolean {
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/** American Express numbers start 34 or 37 and have a 4-digit security code. */
export function brandOf(digits: string): string {
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'Mastercard';
  return 'Card';
}

function numberError(number: string): string | undefined {
  const digits = digitsOf(number);
  if (digits === '') return CARD_MESSAGES.numberRequired;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

/** MM/YY, the slash optionally spaced: the month and the full year, or undefined. */
function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month (UTC, as the processor's clock). */
function hasExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

/** The form's errors, field by field, or the card as the gateway may keep it. */
export function checkCard(
  form: CardForm,
  now: Date,
): { errors: CardErrors } | { card: CheckedCard } {
  const errors: CardErrors = {};
  const digits = digitsOf(form.number);
  const number = numberError(form.number);
  if (number) errors.number = number;

  const expiry = parseExpiry(form.expiry);
  if (!expiry) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (hasExpired(expiry, now)) errors.expiry = CARD_MESSAGES.expired;

  const brand = brandOf(digits);
  const codeLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(form.cvc.trim())) {
    errors.cvc = codeLength === 4 ? CARD_MESSAGES.securityCode4 : CARD_MESSAGES.securityCode3;
  }

  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  const next =
    digits === TEST_CARDS.declined
      ? 'decline'
      : digits === TEST_CARDS.challenge
        ? 'challenge'
        : 'approve';
  return {
    card: { last4: digits.slice(-4), brand, expMonth: expiry.month, expYear: expiry.year, next },
  };
}
