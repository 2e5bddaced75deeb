import * as v from 'valibot';
import { MESSAGES } from './messages';

// The field rules the account forms share (portal.md §5, §9). The client validates with them
// before sending and the reference API with the same pieces, so both give the same messages.

export const LIMITS = {
  username: 255,
  text: 255,
  phone: { min: 7, max: 13 },
  code: { min: 6, max: 10 },
  inviteId: { min: 36, max: 60 },
  password: 10,
  signInPassword: 8,
  // Ours: the spec sets no upper limit; 255 is far above any password a person types, and keeps
  // the hashing of a sign-in attempt cheap.
  passwordMax: 255,
  // Ours: a reCAPTCHA response token is about 2,000 characters.
  recaptchaToken: 4096,
} as const;

// portal.md §5: letters, digits and @ . ! # $ % ' * + - / = ? ^ _ ` { | } ~
export const USERNAME_PATTERN = /^[A-Za-z0-9@.!#$%'*+\-/=?^_`{|}~]+$/;

/** A username as chosen on activation or in user details: 1-255 of the allowed characters. */
export const UsernameSchema = v.pipe(
  v.string(MESSAGES.usernameRequired),
  v.nonEmpty(MESSAGES.usernameRequired),
  v.maxLength(LIMITS.username, MESSAGES.usernameTooLong),
  v.regex(USERNAME_PATTERN, MESSAGES.usernameInvalid),
);

/** A username typed to identify an account (sign-in, password reset): lowercased (§5). */
export const SignInUsernameSchema = v.pipe(
  v.string(MESSAGES.usernameRequired),
  v.nonEmpty(MESSAGES.usernameRequired),
  v.maxLength(LIMITS.username, MESSAGES.usernameTooLong),
  v.toLowerCase(),
);

// portal.md §5: the symbols a password may use to meet the rule.
export const PASSWORD_SYMBOLS = `?!%$£&@#.,:;'"^*_~+-=\\|<>()[]{}`;

export type PasswordCriterionId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'symbol';

export interface PasswordCriterion {
  readonly id: PasswordCriterionId;
  readonly label: string;
  readonly met: boolean;
}

const PASSWORD_TESTS: readonly {
  id: PasswordCriterionId;
  label: string;
  test: (password: string) => boolean;
}[] = [
  {
    id: 'length',
    label: `Minimum length of ${LIMITS.password} characters`,
    // Characters as a person counts them: '£' or an emoji is one.
    test: (password) => [...password].length >= LIMITS.password,
  },
  { id: 'uppercase', label: 'An uppercase letter', test: (password) => /[A-Z]/.test(password) },
  { id: 'lowercase', label: 'A lowercase letter', test: (password) => /[a-z]/.test(password) },
  { id: 'number', label: 'A number', test: (password) => /[0-9]/.test(password) },
  {
    id: 'symbol',
    label: 'A symbol',
    test: (password) => [...password].some((character) => PASSWORD_SYMBOLS.includes(character)),
  },
];

/** The password rule as a checklist: the settings page ticks each criterion as it is met. */
export function passwordCriteria(password: string): PasswordCriterion[] {
  return PASSWORD_TESTS.map(({ id, label, test }) => ({ id, label, met: test(password) }));
}

/** Every criterion holds: the Change Password button is enabled only then (portal.md §5). */
export function meetsPasswordRule(password: string): boolean {
  return PASSWORD_TESTS.every(({ test }) => test(password));
}

/** A new password: the password rule, with the spec's one message for any criterion missed. */
export const PasswordSchema = v.pipe(
  v.string(MESSAGES.passwordRule),
  v.check(meetsPasswordRule, MESSAGES.passwordRule),
  v.maxLength(LIMITS.passwordMax, MESSAGES.passwordTooLong),
);

/** The password the user signs in with, asked again before a change that could take the account. */
export const CurrentPasswordSchema = v.pipe(
  v.string(MESSAGES.currentPasswordRequired),
  v.nonEmpty(MESSAGES.currentPasswordRequired),
  v.maxLength(LIMITS.passwordMax, MESSAGES.passwordTooLong),
);

export const PHONE_PATTERN = /^[0-9 ]+$/;

/** Digits and spaces, 7-13 characters as entered (portal.md §5, §9), after trimming. */
export function isPhoneNumber(value: string): boolean {
  const phone = value.trim();
  return (
    PHONE_PATTERN.test(phone) &&
    phone.length >= LIMITS.phone.min &&
    phone.length <= LIMITS.phone.max
  );
}

/** A required phone number; the message names which number it is. */
export function phoneSchema(message: string = MESSAGES.phoneInvalid) {
  return v.pipe(v.string(message), v.trim(), v.check(isPhoneNumber, message));
}

/** A phone number that may be left empty (null and undefined read as ''). */
export function optionalPhoneSchema(message: string = MESSAGES.phoneInvalid) {
  return v.nullish(
    v.pipe(
      v.string(message),
      v.trim(),
      v.check((phone) => phone === '' || isPhoneNumber(phone), message),
    ),
    '',
  );
}

/** The landline and mobile fields of user details, each checked when filled in. */
export const PHONE_PAIR_ENTRIES = {
  landline_number: optionalPhoneSchema(MESSAGES.landlineInvalid),
  mobile_number: optionalPhoneSchema(MESSAGES.mobileInvalid),
};

const PHONE_PAIR_PATHS = [['landline_number'], ['mobile_number']] as const;

function hasEitherPhone(input: { landline_number: string; mobile_number: string }): boolean {
  return input.landline_number !== '' || input.mobile_number !== '';
}

/**
 * Landline and mobile, at least one of the two required: each is required only when the other
 * is empty, and an empty pair marks both fields (portal.md §5, user details).
 */
export const PhonePairSchema = v.pipe(
  v.object(PHONE_PAIR_ENTRIES),
  v.forward(v.partialCheck(PHONE_PAIR_PATHS, hasEitherPhone, MESSAGES.landlineInvalid), [
    'landline_number',
  ]),
  v.forward(v.partialCheck(PHONE_PAIR_PATHS, hasEitherPhone, MESSAGES.mobileInvalid), [
    'mobile_number',
  ]),
);

/** An object of `entries` plus the phone pair; both parts report their issues together. */
export function withPhonePair<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.intersect([v.object(entries), PhonePairSchema]);
}

function lengthBetween(min: number, max: number, message: string) {
  return v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));
}

/** The code sent by SMS for a password reset: 6-10 characters (portal.md §5). */
export const AuthCodeSchema = lengthBetween(
  LIMITS.code.min,
  LIMITS.code.max,
  MESSAGES.authCodeInvalid,
);

/** The code sent to an invited user to activate the account: 6-10 characters. */
export const ActivationCodeSchema = lengthBetween(
  LIMITS.code.min,
  LIMITS.code.max,
  MESSAGES.activationCodeInvalid,
);

/** The invitation's id, taken from the invitation link: 36-60 characters. */
export const InviteIdSchema = lengthBetween(
  LIMITS.inviteId.min,
  LIMITS.inviteId.max,
  MESSAGES.inviteIdInvalid,
);

/** Free text of at most 255 characters, which may be empty (policy-changes.md §5). */
export const TextSchema = v.pipe(
  v.string(MESSAGES.textTooLong),
  v.maxLength(LIMITS.text, MESSAGES.textTooLong),
);

/** Text of 1-255 characters; `message` says what is missing. */
export function requiredText(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(LIMITS.text, MESSAGES.textTooLong),
  );
}

export const EmailSchema = v.pipe(
  v.string(MESSAGES.emailRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.emailRequired),
  v.maxLength(LIMITS.text, MESSAGES.textTooLong),
  v.email(MESSAGES.emailInvalid),
);

/** A record's id (policy, driver, vehicle, agreement ...): a positive safe whole number. */
export const IdSchema = v.pipe(
  v.number(MESSAGES.idInvalid),
  v.safeInteger(MESSAGES.idInvalid),
  v.minValue(1, MESSAGES.idInvalid),
);

/** Sent only when a captcha key is configured (portal.md §2, §7). */
export const RecaptchaTokenSchema = v.optional(
  v.pipe(
    v.string(MESSAGES.captchaRequired),
    v.maxLength(LIMITS.recaptchaToken, MESSAGES.captchaRequired),
  ),
);
