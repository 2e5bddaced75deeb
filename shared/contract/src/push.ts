import * as v from 'valibot';
import { formObject } from './address';
import { EmptySchema, endpoint } from './endpoint';
import { MESSAGES } from './messages';

// portal.md §3 "Push subscription", §5 "Push: endpoint (url) and keys required", §7
// POST /push/subscribe and /push/unsubscribe. The body is what the browser's
// `PushSubscription.toJSON()` gives, so the settings screen parses that and sends it as is.

const KeySchema = v.pipe(
  v.string(MESSAGES.pushKeysRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.pushKeysRequired),
  // Ours: a p256dh key is 87 characters and an auth secret 22; 255 leaves room for others.
  v.maxLength(255, MESSAGES.pushKeysRequired),
);

export const PushEndpointSchema = v.pipe(
  v.string(MESSAGES.pushEndpointInvalid),
  v.trim(),
  v.url(MESSAGES.pushEndpointInvalid),
  // Push services only accept encrypted deliveries, so a plain http endpoint is a mistake.
  v.startsWith('https://', MESSAGES.pushEndpointInvalid),
  v.maxLength(2048, MESSAGES.pushEndpointInvalid),
);

export const PushSubscriptionSchema = formObject({
  endpoint: PushEndpointSchema,
  // A plain object with one message: every problem with the keys reads the same.
  keys: v.object(
    {
      auth: KeySchema,
      p256dh: KeySchema,
    },
    MESSAGES.pushKeysRequired,
  ),
  /** The browser sends it (usually null); the server keeps it to drop lapsed subscriptions. */
  expirationTime: v.optional(
    v.nullable(
      v.pipe(
        v.number(MESSAGES.pushExpirationInvalid),
        v.safeInteger(MESSAGES.pushExpirationInvalid),
        v.minValue(0, MESSAGES.pushExpirationInvalid),
      ),
    ),
    null,
  ),
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = formObject({
  endpoint: PushEndpointSchema,
});
export type PushUnsubscribeBody = v.InferOutput<typeof PushUnsubscribeSchema>;

/** The server's VAPID public key, which a browser's subscription is bound to (ours). */
export const PushPublicKeySchema = v.object({
  publicKey: v.pipe(v.string(), v.nonEmpty()),
});
export type PushPublicKey = v.InferOutput<typeof PushPublicKeySchema>;

export const pushEndpoints = {
  subscribePush: endpoint({
    method: 'POST',
    path: '/push/subscribe',
    auth: 'token',
    body: PushSubscriptionSchema,
    response: EmptySchema,
  }),
  // Not in the spec: the browser needs the key before it can subscribe (docs/decisions/009).
  getPushPublicKey: endpoint({
    method: 'GET',
    path: '/push/public-key',
    auth: 'token',
    response: PushPublicKeySchema,
  }),
  unsubscribePush: endpoint({
    method: 'POST',
    path: '/push/unsubscribe',
    auth: 'token',
    body: PushUnsubscribeSchema,
    response: EmptySchema,
  }),
};
