import * as v from 'valibot';
import { formObject } from './address';
import { DATA_FAMILIES, EmptySchema, endpoint } from './endpoint';
import { MESSAGES } from './messages';
import { ROUTES } from './routes';
import { IdSchema, LIMITS, requiredText, SignInUsernameSchema, TextSchema } from './rules';
import { ALERT_SLOTS, ALERT_TYPES } from './user';

// portal.md §4 "Screenshot flow" and "Change password" (breach check), §6 (the development-only
// calls), §7 the realtime connection and the calls whose path is not shown.

// -- Realtime (portal.md §7): socket.io at /ws/ with the auth token in the handshake -----------

export const REALTIME_PATH = '/ws/';

export const SOCKET_EVENTS = {
  /** client -> server, once connected. */
  clientInfo: 'client_info',
  /** server -> client: a support staff member asks for a screenshot. */
  screenshotRequest: 'screenshot.request',
  /** server -> client: the request was taken back; close the flow. */
  screenshotWithdraw: 'screenshot.withdraw',
  /** client -> server: the user said no (or picked no screen). */
  screenshotDenied: 'screenshot.denied',
  /** client -> server: the screenshot was uploaded; acknowledged with `ScreenshotFileAckSchema`. */
  screenshotFile: 'screenshot.file',
  /**
   * server -> client: a call of this user changed their data (from another page or device, or
   * this one). Names the families only, never the data: the page asks for what it shows again.
   */
  dataChanged: 'data.changed',
  /**
   * server -> client: `{ message }`, messages past the socket's rate were dropped; the socket is
   * closed if it goes on (api/src/realtime/message-rate.ts).
   */
  tooManyMessages: 'messages.dropped',
} as const;
export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];

/** What `data.changed` carries: the data families a call changed (`Endpoint.changes`). */
export const DataChangedSchema = v.object({
  changes: v.pipe(v.array(v.picklist(DATA_FAMILIES)), v.maxLength(DATA_FAMILIES.length)),
});
export type DataChanged = v.InferOutput<typeof DataChangedSchema>;

/** The request token a support staff member's request carries from start to finish. */
export const ScreenshotTokenSchema = v.pipe(
  v.string(MESSAGES.screenshotTokenRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.screenshotTokenRequired),
  v.maxLength(255, MESSAGES.screenshotTokenRequired),
);

export const ClientInfoSchema = formObject({
  /** What this browser can do, e.g. `{ screenshot: true, push: false }`. */
  features: v.record(v.string(), v.boolean()),
  /** 'desktop', 'mobile' or 'tablet', with the browser, for the support console. */
  platform: TextSchema,
});
export type ClientInfo = v.InferOutput<typeof ClientInfoSchema>;

export const ScreenshotRequestSchema = formObject({ token: ScreenshotTokenSchema });
export const ScreenshotWithdrawSchema = formObject({ token: ScreenshotTokenSchema });
export const ScreenshotDeniedSchema = formObject({ token: ScreenshotTokenSchema });

/** `file` is the id POST /support/screenshots answered; the image itself goes over HTTP. */
export const ScreenshotFileSchema = formObject({
  token: ScreenshotTokenSchema,
  file: v.pipe(
    v.string(MESSAGES.screenshotFileRequired),
    v.nonEmpty(MESSAGES.screenshotFileRequired),
    v.maxLength(LIMITS.text, MESSAGES.screenshotFileRequired),
  ),
});
export type ScreenshotFile = v.InferOutput<typeof ScreenshotFileSchema>;

/** The acknowledgement of `screenshot.file`: 'Screenshot sent' or 'Error sending screenshot'. */
export const ScreenshotFileAckSchema = formObject({
  success: v.boolean(),
  message: v.optional(v.string()),
});
export type ScreenshotFileAck = v.InferOutput<typeof ScreenshotFileAckSchema>;

/**
 * The image types a screenshot may be, each with the extension the support console names it
 * with. Anything else could run as a page or a script in the support staff's browser.
 */
export const SCREENSHOT_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
export type ScreenshotImageType = keyof typeof SCREENSHOT_IMAGE_TYPES;

export function isScreenshotImageType(type: string): type is ScreenshotImageType {
  return Object.hasOwn(SCREENSHOT_IMAGE_TYPES, type);
}

/** No type given: a browser's '' for a blob it cannot name, multipart's default when absent. */
function declaresNoType(blob: Blob): boolean {
  return blob.type === '' || blob.type === 'application/octet-stream';
}

/**
 * POST /support/screenshots (multipart): the captured image and the request's token. A declared
 * type must be one of the image types; the API judges every file by its bytes, whatever it
 * declares, so a file that declares none is left to that.
 */
export const ScreenshotUploadSchema = formObject({
  file: v.pipe(
    v.blob(MESSAGES.screenshotFileRequired),
    v.check(
      (blob) => declaresNoType(blob) || isScreenshotImageType(blob.type),
      MESSAGES.screenshotFileType,
    ),
  ),
  token: ScreenshotTokenSchema,
});

export const ScreenshotUploadedSchema = v.object({ file: v.string() });

// -- Password breach check (portal.md §4, §8), k-anonymity as HaveIBeenPwned's range API -------

const HASH_PREFIX = /^[0-9A-F]{5}$/;

/**
 * '/security/breached-passwords/range/21BD1', relative to the API base. The answer is plain
 * text, one 'SUFFIX:COUNT' per line, not an envelope, so a deployment may point the check at
 * https://api.pwnedpasswords.com/range/ instead. Only the first five hex characters of the
 * password's SHA-1 ever leave the browser.
 */
export function breachRangePath(prefix: string): string {
  const upper = prefix.toUpperCase();
  if (!HASH_PREFIX.test(upper)) throw new Error(`'${prefix}' is not five hex characters`);
  return `/security/breached-passwords/range/${upper}`;
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** Whether a range answer lists the suffix with a count above 0 (padding lines have 0). */
export function rangeHasSuffix(range: string, suffix: string): boolean {
  const wanted = suffix.toUpperCase();
  return range.split(/\r?\n/).some((line) => {
    const [lineSuffix, count] = line.trim().split(':');
    return lineSuffix?.toUpperCase() === wanted && Number(count) > 0;
  });
}

/**
 * True when the password appears in the breach corpus. `fetchRange(prefix)` returns the range
 * answer's text. Any failure - network, status, hashing - counts as not breached (portal.md §4).
 */
export async function isBreached(
  password: string,
  fetchRange: (prefix: string) => Promise<string>,
): Promise<boolean> {
  try {
    const hash = await sha1Hex(password);
    return rangeHasSuffix(await fetchRange(hash.slice(0, 5)), hash.slice(5));
  } catch {
    return false;
  }
}

// -- Development-only calls (portal.md §6, §7: payload not shown; ours) ------------------------

const RequiredSchema = requiredText(MESSAGES.devFieldRequired);
const OptionalTextSchema = v.optional(v.nullable(TextSchema), null);
const ROUTE_NAMES = ROUTES.map((route) => route.name);

/** POST /dev/alert: an alert for a user, as GET /user/alerts answers it (portal.md §3 "Alert"). */
export const DevAlertSchema = formObject({
  username: SignInUsernameSchema,
  label: RequiredSchema,
  /** The policy id the alert is about; null for an announcement. */
  value: v.optional(v.nullable(IdSchema), null),
  button: OptionalTextSchema,
  /** A route name of routes.ts, opened with `{ policyId: value }`. */
  route: v.optional(v.nullable(v.picklist(ROUTE_NAMES, MESSAGES.devChoiceInvalid)), null),
  type: v.picklist(ALERT_TYPES, MESSAGES.devChoiceInvalid),
  slot: v.picklist(ALERT_SLOTS, MESSAGES.devChoiceInvalid),
});
export type DevAlertBody = v.InferInput<typeof DevAlertSchema>;

/** POST /dev/notification: a notification for a user (portal.md §3 "Notification"). */
export const DevNotificationSchema = formObject({
  username: SignInUsernameSchema,
  label: RequiredSchema,
  /** The notification's link. */
  value: OptionalTextSchema,
});
export type DevNotificationBody = v.InferInput<typeof DevNotificationSchema>;

/** A message the API would have sent by SMS or e-mail (codes, reminders, invitations). */
export const OutboxMessageSchema = v.object({
  id: v.number(),
  channel: v.picklist(['sms', 'email']),
  to: v.string(),
  subject: v.nullable(v.string()),
  body: v.string(),
  /** The code the message carries (reset or activation code), when it carries one. */
  code: v.nullable(v.string()),
  created_at: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;

export const OutboxQuerySchema = v.object({
  /** A phone number or e-mail address; all messages when left out. Newest first. */
  to: v.optional(TextSchema),
});

export const DevScreenshotRequestSchema = formObject({ username: SignInUsernameSchema });

export const supportEndpoints = {
  uploadScreenshot: endpoint({
    method: 'POST',
    path: '/support/screenshots',
    auth: 'token',
    idempotent: true,
    multipart: true,
    body: ScreenshotUploadSchema,
    response: ScreenshotUploadedSchema,
  }),
};

/**
 * Registered by the reference API only outside production; used by the support console, the
 * demo and the end-to-end suites. No token: they name the user they act for.
 */
export const devEndpoints = {
  createDevAlert: endpoint({
    method: 'POST',
    path: '/dev/alert',
    auth: 'none',
    body: DevAlertSchema,
    response: EmptySchema,
  }),
  createDevNotification: endpoint({
    method: 'POST',
    path: '/dev/notification',
    auth: 'none',
    body: DevNotificationSchema,
    response: EmptySchema,
  }),
  getDevOutbox: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    auth: 'none',
    query: OutboxQuerySchema,
    response: v.array(OutboxMessageSchema),
  }),
  /** Sends `screenshot.request` to the user's open pages; answers the request's token. */
  requestDevScreenshot: endpoint({
    method: 'POST',
    path: '/dev/screenshot-request',
    auth: 'none',
    body: DevScreenshotRequestSchema,
    response: ScreenshotRequestSchema,
  }),
};
