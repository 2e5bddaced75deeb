import * as v from 'valibot';
import { EmptySchema, endpoint, MessageSchema } from './endpoint';
import { MESSAGES } from './messages';
import {
  ActivationCodeSchema,
  AuthCodeSchema,
  CurrentPasswordSchema,
  InviteIdSchema,
  LIMITS,
  optionalPhoneSchema,
  PasswordSchema,
  phoneSchema,
  RecaptchaTokenSchema,
  SignInUsernameSchema,
  UsernameSchema,
} from './rules';

// Sign-in, sign-up, password reset, activation and username reminder (portal.md §5, §7).
// portal.md §6: every call here but sign-out and change password is made without a token.

/** portal.md §5: at least 8 characters, with the spec's (10-character) wording. */
export const SignInPasswordSchema = v.pipe(
  v.string(MESSAGES.signInPassword),
  v.minLength(LIMITS.signInPassword, MESSAGES.signInPassword),
  v.maxLength(LIMITS.passwordMax, MESSAGES.passwordTooLong),
);

export const SignInSchema = v.object({
  username: SignInUsernameSchema,
  password: SignInPasswordSchema,
  recaptcha_token: RecaptchaTokenSchema,
});
export type SignIn = v.InferOutput<typeof SignInSchema>;

/** A new session: the token, the greeting shown in the shell, and the to-do count (§2 Login). */
export const SignInResponseSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  greeting: v.string(),
  /** Above zero: sign-in goes to the to-do list rather than promotions. */
  todo_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type SignInResponse = v.InferOutput<typeof SignInResponseSchema>;

const PolicyReferenceSchema = v.pipe(
  v.string(MESSAGES.policyReferenceRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.policyReferenceRequired),
  v.maxLength(LIMITS.text, MESSAGES.textTooLong),
);

export const SignUpSchema = v.object({
  mobile_number: phoneSchema(MESSAGES.mobileInvalid),
  policy_reference: PolicyReferenceSchema,
});
export type SignUp = v.InferOutput<typeof SignUpSchema>;

const ONE_PHONE_PATHS = [['landline_number'], ['mobile_number']] as const;

function filledCount(input: { landline_number: string; mobile_number: string }): number {
  return [input.landline_number, input.mobile_number].filter((phone) => phone !== '').length;
}

/** portal.md §5: exactly one of landline_number or mobile_number, 7-13. */
export const PasswordCodeRequestSchema = v.pipe(
  v.object({
    username: SignInUsernameSchema,
    landline_number: optionalPhoneSchema(MESSAGES.landlineInvalid),
    mobile_number: optionalPhoneSchema(MESSAGES.mobileInvalid),
  }),
  v.forward(
    v.partialCheck(ONE_PHONE_PATHS, (input) => filledCount(input) > 0, MESSAGES.landlineInvalid),
    ['landline_number'],
  ),
  v.forward(
    v.partialCheck(ONE_PHONE_PATHS, (input) => filledCount(input) > 0, MESSAGES.mobileInvalid),
    ['mobile_number'],
  ),
  v.forward(
    v.partialCheck(ONE_PHONE_PATHS, (input) => filledCount(input) < 2, MESSAGES.phoneEitherNotBoth),
    ['mobile_number'],
  ),
);
export type PasswordCodeRequest = v.InferOutput<typeof PasswordCodeRequestSchema>;

export const PasswordResetSchema = v.object({
  auth_code: AuthCodeSchema,
  username: SignInUsernameSchema,
  /** The number the code was sent to. */
  sms_number: phoneSchema(),
  password: PasswordSchema,
});
export type PasswordReset = v.InferOutput<typeof PasswordResetSchema>;

export const InvitationRequestSchema = v.object({ invite_id: InviteIdSchema });

/** A valid invitation; an invalid one is answered with a field error on invite_id. */
export const InvitationSchema = v.object({
  invite_id: v.string(),
  first_name: v.nullable(v.string()),
  /** A username to offer on the activation form, such as the invited email address. */
  suggested_username: v.nullable(v.string()),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

export const ActivationSchema = v.object({
  activation_code: ActivationCodeSchema,
  invite_id: InviteIdSchema,
  phone: phoneSchema(),
  username: UsernameSchema,
  password: PasswordSchema,
});
export type Activation = v.InferOutput<typeof ActivationSchema>;

export const ChangePasswordSchema = v.object({
  old_password: CurrentPasswordSchema,
  new_password: PasswordSchema,
});
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

export const UsernameReminderSchema = v.object({
  policy: PolicyReferenceSchema,
  recaptcha_token: RecaptchaTokenSchema,
});
export type UsernameReminder = v.InferOutput<typeof UsernameReminderSchema>;

export const authEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/user/token',
    auth: 'none',
    body: SignInSchema,
    response: SignInResponseSchema,
  }),
  signOut: endpoint({
    method: 'DELETE',
    path: '/user/token',
    auth: 'token',
    response: EmptySchema,
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/user/sign-up',
    auth: 'none',
    body: SignUpSchema,
    response: MessageSchema,
  }),
  requestPasswordCode: endpoint({
    method: 'POST',
    path: '/password/auth-code',
    auth: 'none',
    body: PasswordCodeRequestSchema,
    response: MessageSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/password/reset',
    auth: 'none',
    body: PasswordResetSchema,
    response: MessageSchema,
  }),
  validateInvitation: endpoint({
    method: 'POST',
    path: '/user/invitation/validate',
    auth: 'none',
    body: InvitationRequestSchema,
    response: InvitationSchema,
  }),
  /** Sends the invited user an activation code (the payload is ours: §7 does not show it). */
  requestActivationCode: endpoint({
    method: 'POST',
    path: '/user/activation-code',
    auth: 'none',
    body: InvitationRequestSchema,
    response: MessageSchema,
  }),
  /** Activating signs the new user in. */
  activateAccount: endpoint({
    method: 'POST',
    path: '/user/activate',
    auth: 'none',
    body: ActivationSchema,
    response: SignInResponseSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/user/password',
    auth: 'token',
    body: ChangePasswordSchema,
    response: MessageSchema,
  }),
  /** portal.md §7: data is a string shown as a success message. */
  requestUsernameReminder: endpoint({
    method: 'POST',
    path: '/username-reminder',
    auth: 'none',
    body: UsernameReminderSchema,
    response: MessageSchema,
  }),
};
