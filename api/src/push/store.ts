import type { PushSubscriptionBody } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// Push subscriptions per user (portal.md §3 "Push subscription", §7). Delivering pushes reads
// them with `pushSubscriptionsOf`; an endpoint belongs to one browser, so it is unique.

export interface StoredPushSubscription {
  readonly endpoint: string;
  readonly keys: { readonly auth: string; readonly p256dh: string };
  readonly expirationTime: number | null;
}

interface SubscriptionRow {
  readonly endpoint: string;
  readonly auth: string;
  readonly p256dh: string;
  readonly expiration_time: number | null;
}

/**
 * Keeps the browser's subscription for the user. Subscribing the same endpoint again refreshes
 * its keys; if another user subscribed it before (a shared device), it is now this user's.
 */
export function savePushSubscription(
  db: Db,
  userId: number,
  subscription: PushSubscriptionBody,
  now: Date,
): void {
  const at = now.toISOString();
  prepared<[number, string, string, string, number | null, string, string]>(
    db,
    `INSERT INTO push_subscriptions
       (user_id, endpoint, auth, p256dh, expiration_time, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, auth = excluded.auth,
       p256dh = excluded.p256dh, expiration_time = excluded.expiration_time,
       updated_at = excluded.updated_at`,
  ).run(
    userId,
    subscription.endpoint,
    subscription.keys.auth,
    subscription.keys.p256dh,
    subscription.expirationTime,
    at,
    at,
  );
}

/** Forgets the user's subscription of this endpoint; false when the user had none. */
export function removePushSubscription(db: Db, userId: number, endpoint: string): boolean {
  return (
    prepared<[string, number]>(
      db,
      'DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?',
    ).run(endpoint, userId).changes === 1
  );
}

/** Forgets an endpoint whoever subscribed it: its push service says it is gone. */
export function forgetPushEndpoint(db: Db, endpoint: string): void {
  prepared<[string]>(db, 'DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
}

/** Where to deliver the user's pushes: every browser they subscribed, oldest first. */
export function pushSubscriptionsOf(db: Db, userId: number): StoredPushSubscription[] {
  return prepared<[number], SubscriptionRow>(
    db,
    `SELECT endpoint, auth, p256dh, expiration_time FROM push_subscriptions
     WHERE user_id = ? ORDER BY id`,
  )
    .all(userId)
    .map((row) => ({
      endpoint: row.endpoint,
      keys: { auth: row.auth, p256dh: row.p256dh },
      expirationTime: row.expiration_time,
    }));
}
