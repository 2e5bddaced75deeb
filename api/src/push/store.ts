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
 * Browsers one user may have subscribed; a new one past it replaces the least recently
 * subscribed. Replaced rather than refused: a subscription outlives a reinstalled browser or a
 * lost phone until its push service says it is gone, so refusing would leave a customer's new
 * device without notifications because of old ones. The cap bounds the connections one
 * notification makes (one per subscription), and a script holding the token can only churn its
 * own user's subscriptions.
 */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Keeps the browser's subscription for the user; subscribing the same endpoint again refreshes
 * its keys. An endpoint another user subscribed stays theirs ('taken'): moving it would let
 * anyone who learns an endpoint take a customer's notifications off their browser (a shared
 * device is handled by the sign-out ending the subscription there, docs/decisions/026).
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  subscription: PushSubscriptionBody,
  now: Date,
): Promise<'saved' | 'taken'> {
  const at = now.toISOString();
  return db.transaction(async () => {
    const { changes } = await prepared<
      [number, string, string, string, number | null, string, string]
    >(
      db,
      `INSERT INTO push_subscriptions
         (user_id, endpoint, auth, p256dh, expiration_time, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET auth = excluded.auth, p256dh = excluded.p256dh,
         expiration_time = excluded.expiration_time, updated_at = excluded.updated_at
       WHERE push_subscriptions.user_id = excluded.user_id`,
    ).run(
      userId,
      subscription.endpoint,
      subscription.keys.auth,
      subscription.keys.p256dh,
      subscription.expirationTime,
      at,
      at,
    );
    if (changes === 0) return 'taken';
    await prepared<[number, number, number]>(
      db,
      `DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE user_id = ?
         ORDER BY updated_at DESC, id DESC LIMIT ?)`,
    ).run(userId, userId, MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    return 'saved';
  });
}

/** Forgets the user's subscription of this endpoint; false when the user had none. */
export async function removePushSubscription(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const { changes } = await prepared<[string, number]>(
    db,
    'DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?',
  ).run(endpoint, userId);
  return changes === 1;
}

/** Forgets an endpoint whoever subscribed it: its push service says it is gone. */
export async function forgetPushEndpoint(db: Db, endpoint: string): Promise<void> {
  await prepared<[string]>(db, 'DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
}

/** Where to deliver the user's pushes: every browser they subscribed, oldest first. */
export async function pushSubscriptionsOf(
  db: Db,
  userId: number,
): Promise<StoredPushSubscription[]> {
  const rows = await prepared<[number], SubscriptionRow>(
    db,
    `SELECT endpoint, auth, p256dh, expiration_time FROM push_subscriptions
     WHERE user_id = ? ORDER BY id`,
  ).all(userId);
  return rows.map((row) => ({
    endpoint: row.endpoint,
    keys: { auth: row.auth, p256dh: row.p256dh },
    expirationTime: row.expiration_time,
  }));
}
