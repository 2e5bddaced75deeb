import { createHash, randomInt } from 'node:crypto';

// The codes the account flows send (portal.md §5, §9: auth and activation codes are 6-10
// characters) and the phone comparisons they rely on.

/** Digits only, so '07700 900123' and '07700900123' are the same number. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Whether two phone numbers are the same number, however they are spaced. */
export function samePhone(a: string, b: string): boolean {
  const digits = phoneDigits(a);
  return digits !== '' && digits === phoneDigits(b);
}

function randomString(alphabet: string, length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A password reset code: 8 digits, easy to type from a text message. */
export function resetCode(): string {
  return randomString('0123456789', 8);
}

// No 0/O, 1/I or similar pairs: the code is read from a phone and typed by hand.
const ACTIVATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An activation code: 8 characters, upper case, like the seeded 'NW482913'. */
export function activationCode(): string {
  return randomString(ACTIVATION_ALPHABET, 8);
}

/** Codes are compared as typed in any case, without surrounding spaces. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Only this is stored for a reset code, so the table alone cannot reset a password. */
export function hashCode(code: string): string {
  return createHash('sha256').update(normaliseCode(code)).digest('hex');
}

/**
 * 'car.driver' -> 'ca*******r': enough to jog the memory, not enough to give the username away
 * to whoever knows a policy reference (portal.md §2, username reminder).
 */
export function usernameHint(username: string): string {
  const characters = [...username];
  if (characters.length <= 3) return `${characters[0] ?? ''}${'*'.repeat(2)}`;
  const shown = characters.length > 5 ? 2 : 1;
  return [
    ...characters.slice(0, shown),
    '*'.repeat(characters.length - shown - 1),
    characters.at(-1) ?? '',
  ].join('');
}
