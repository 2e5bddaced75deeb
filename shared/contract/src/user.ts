import * as v from 'valibot';
import { EmptySchema, endpoint, MessageSchema } from './endpoint';
import { MESSAGES } from './messages';
import { ROUTES } from './routes';
import {
  CurrentPasswordSchema,
  EmailSchema,
  IdSchema,
  requiredText,
  TextSchema,
  UsernameSchema,
  withPhonePair,
} from './rules';

// The signed-in user's details, paperless preference, alerts and notifications
// (portal.md §3, §5, §7).

/** 'email': documents online only; 'written': by post (portal.md §3). */
export const CORRESPONDENCE = ['email', 'written'] as const;
export const CorrespondenceSchema = v.picklist(CORRESPONDENCE, MESSAGES.correspondenceInvalid);
export type Correspondence = v.InferOutput<typeof CorrespondenceSchema>;

export const UserDetailsSchema = v.object({
  title: v.nullable(v.string()),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  username: v.string(),
  landline_number: v.nullable(v.string()),
  mobile_number: v.nullable(v.string()),
  correspondence: CorrespondenceSchema,
});
export type UserDetails = v.InferOutput<typeof UserDetailsSchema>;

/**
 * The Account Details form (portal.md §5): username pattern, a valid email, landline and mobile
 * each required only when the other is empty. Correspondence is changed on its own call.
 * `current_password` is needed only when a sign-in detail changes: `userDetailsUpdateFor`.
 */
export const UserDetailsUpdateSchema = withPhonePair({
  title: v.nullish(TextSchema, ''),
  first_name: requiredText(MESSAGES.firstNameRequired),
  last_name: requiredText(MESSAGES.lastNameRequired),
  email: EmailSchema,
  username: UsernameSchema,
  current_password: v.optional(CurrentPasswordSchema),
});
export type UserDetailsUpdate = v.InferOutput<typeof UserDetailsUpdateSchema>;

/** The details as the Account Details form holds them: blanks as empty text, no password yet. */
export function userDetailsFormValues(details: UserDetails) {
  return {
    title: details.title ?? '',
    first_name: details.first_name,
    last_name: details.last_name,
    email: details.email,
    username: details.username,
    landline_number: details.landline_number ?? '',
    mobile_number: details.mobile_number ?? '',
  };
}

/** What can take an account over: where a reset code or reminder goes, and the sign-in name. */
export type SignInDetails = Pick<
  UserDetails,
  'email' | 'username' | 'landline_number' | 'mobile_number'
>;

function digitsOf(phone: string | null): string {
  return (phone ?? '').replace(/\D/g, '');
}

/**
 * The sign-in details that `next` changes, in the form's order. A different spelling of the same
 * thing is no change: an address in other capitals, a username in other capitals (usernames are
 * kept lower-case), a number with other spaces.
 */
export function changedSignInDetails(
  current: SignInDetails,
  next: Pick<UserDetailsUpdate, keyof SignInDetails>,
): (keyof SignInDetails)[] {
  const same = {
    email: next.email.trim().toLowerCase() === current.email.trim().toLowerCase(),
    username: next.username.toLowerCase() === current.username.toLowerCase(),
    landline_number: digitsOf(next.landline_number) === digitsOf(current.landline_number),
    mobile_number: digitsOf(next.mobile_number) === digitsOf(current.mobile_number),
  };
  return (['email', 'username', 'landline_number', 'mobile_number'] as const).filter(
    (field) => !same[field],
  );
}

const SIGN_IN_DETAIL_PATHS = [
  ['email'],
  ['username'],
  ['landline_number'],
  ['mobile_number'],
  ['current_password'],
] as const;

/**
 * The Account Details form for a user whose details are `current`: a token alone cannot change
 * the email, phone numbers or username, so a change to any of them asks for the current password
 * (issue 38: a stolen session must not become the account). The form and the API both use it.
 */
export function userDetailsUpdateFor(current: SignInDetails) {
  return v.pipe(
    UserDetailsUpdateSchema,
    v.forward(
      v.partialCheck(
        SIGN_IN_DETAIL_PATHS,
        (input) =>
          input.current_password !== undefined || changedSignInDetails(current, input).length === 0,
        MESSAGES.currentPasswordRequired,
      ),
      ['current_password'],
    ),
  );
}

export const CorrespondenceUpdateSchema = v.object({ correspondence: CorrespondenceSchema });

/** portal.md §3: the eight alert types. */
export const ALERT_TYPES = [
  'pay_renewal',
  'pay_single',
  'accept_refund',
  'correspondence',
  'avp',
  'policy_document_required',
  'sign_credit_agreement',
  'announcement',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Where an alert shows: the to-do list or the dashboard card. */
export const ALERT_SLOTS = ['todo', 'dashboard'] as const;
export type AlertSlot = (typeof ALERT_SLOTS)[number];

const ROUTE_NAMES = ROUTES.map((route) => route.name);

export const AlertSchema = v.object({
  /**
   * What the alert is about, e.g. 'pay_single:101' or 'accept_refund:7': the same while that
   * thing is outstanding, so a dismissal holds, and gone once it is settled.
   */
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  label: v.string(),
  /** The policy the alert is about; null for an announcement. */
  value: v.nullable(IdSchema),
  /** The resolve button's text; null when there is nothing to do. */
  button: v.nullable(v.string()),
  /** The route the button opens, given `{ policyId: value }` (portal.md §2, Dashboard). */
  route: v.nullable(v.picklist(ROUTE_NAMES)),
  type: v.picklist(ALERT_TYPES),
  slot: v.picklist(ALERT_SLOTS),
});
export type Alert = v.InferOutput<typeof AlertSchema>;

export const UserNotificationSchema = v.object({
  id: IdSchema,
  label: v.string(),
  /** The link the notification opens, when it has one. */
  value: v.nullable(v.string()),
});
export type UserNotification = v.InferOutput<typeof UserNotificationSchema>;

/** A list with a count: the bell's badge and the app badge show the count (portal.md §7). */
export const UserNotificationListSchema = v.object({
  items: v.array(UserNotificationSchema),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type UserNotificationList = v.InferOutput<typeof UserNotificationListSchema>;

export const userEndpoints = {
  getUserDetails: endpoint({
    method: 'GET',
    path: '/user/details',
    auth: 'token',
    response: UserDetailsSchema,
  }),
  updateUserDetails: endpoint({
    method: 'PUT',
    path: '/user/details',
    auth: 'token',
    changes: ['user-details'],
    body: UserDetailsUpdateSchema,
    response: MessageSchema,
  }),
  getCorrespondence: endpoint({
    method: 'GET',
    path: '/user/correspondence',
    auth: 'token',
    response: CorrespondenceUpdateSchema,
  }),
  updateCorrespondence: endpoint({
    method: 'PATCH',
    path: '/user/correspondence',
    auth: 'token',
    changes: ['user-details'],
    body: CorrespondenceUpdateSchema,
    response: MessageSchema,
  }),
  getAlerts: endpoint({
    method: 'GET',
    path: '/user/alerts',
    auth: 'token',
    response: v.array(AlertSchema),
  }),
  getNotifications: endpoint({
    method: 'GET',
    path: '/user/notifications',
    auth: 'token',
    response: UserNotificationListSchema,
  }),
  deleteNotification: endpoint({
    method: 'DELETE',
    path: '/user/notifications/:id',
    auth: 'token',
    changes: ['notifications'],
    response: EmptySchema,
  }),
};
