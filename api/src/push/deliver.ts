import webpush from 'web-push';
import type { Db } from '../db/database';
import { isAllowedPushEndpoint, pushHostsFromEnv } from './endpoint-hosts';
import { forgetPushEndpoint, pushSubscriptionsOf, type StoredPushSubscription } from './store';
import { vapidKeys } from './vapid';

// Real pushes with web-push: the payload is encrypted for each of the user's browsers
// (aes128gcm) and signed with the server's VAPID key. The service worker shows it
// (host/src/pwa/service-worker.ts).

/** What the service worker shows: a title, a line of text and where a click takes the user. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** A path of the portal, or null for the home page. */
  readonly url: string | null;
}

/** web-push's sendNotification; tests pass their own push service. */
export type PushTransport = (
  subscription: StoredPushSubscription,
  payload: string,
  options: webpush.RequestOptions,
) => Promise<{ statusCode: number }>;

export interface DeliverOptions {
  readonly transport?: PushTransport;
  readonly log?: { warn(details: object, message: string): void };
  /** The push services' hosts; PORTAL_PUSH_HOSTS or the browsers' own otherwise. */
  readonly hosts?: readonly string[];
}

/** Who the push services may contact about this server's pushes (RFC 8292 `sub`). */
export function pushContact(env: NodeJS.ProcessEnv = process.env): string {
  return env['PORTAL_PUSH_CONTACT'] || 'mailto:portal-operations@example.com';
}

// A day: a notification older than that is stale news.
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Sends the message to every browser the user subscribed; returns how many accepted it. Never
 * throws: a push is a courtesy on top of the notification itself. A subscription the push
 * service says is gone (404, 410) is forgotten.
 */
export async function deliverPush(
  db: Db,
  userId: number,
  message: PushMessage,
  options: DeliverOptions = {},
): Promise<number> {
  // Subscriptions kept before the allow-list (or from a host since taken off it) are never
  // contacted: forgotten here, as a push service's 410 would have them.
  const hosts = options.hosts ?? pushHostsFromEnv();
  const subscriptions: StoredPushSubscription[] = [];
  for (const subscription of await pushSubscriptionsOf(db, userId)) {
    if (isAllowedPushEndpoint(subscription.endpoint, hosts)) subscriptions.push(subscription);
    else await forgetPushEndpoint(db, subscription.endpoint);
  }
  if (subscriptions.length === 0) return 0;
  const { publicKey, privateKey } = await vapidKeys(db);
  const send = options.transport ?? (webpush.sendNotification as PushTransport);
  const payload = JSON.stringify(message);
  const results = await Promise.allSettled(
    subscriptions.map((subscription) =>
      send(subscription, payload, {
        vapidDetails: { subject: pushContact(), publicKey, privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
        timeout: 10_000,
      }),
    ),
  );
  let delivered = 0;
  for (const [index, result] of results.entries()) {
    const subscription = subscriptions[index];
    if (!subscription) continue;
    if (result.status === 'fulfilled') {
      delivered += 1;
      continue;
    }
    const status = statusOf(result.reason);
    if (status === 404 || status === 410) {
      await forgetPushEndpoint(db, subscription.endpoint);
      continue;
    }
    options.log?.warn(
      { err: result.reason, endpoint: new URL(subscription.endpoint).origin },
      'A push could not be delivered',
    );
  }
  return delivered;
}
