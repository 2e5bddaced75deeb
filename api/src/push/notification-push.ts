import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { deliverPush, type DeliverOptions } from './deliver';

/**
 * A new notification (portal.md §3: a label and an optional link) also goes to the user's
 * subscribed browsers. Sent in the background: the notification is saved whatever the push
 * services answer.
 */
export function notificationPush(
  db: Db,
  userId: number,
  notification: { readonly label: string; readonly value: string | null },
  log: FastifyBaseLogger,
  options: Omit<DeliverOptions, 'log'> = {},
): Promise<number> {
  return deliverPush(
    db,
    userId,
    { title: 'New notification', body: notification.label, url: notification.value },
    { ...options, log },
  ).catch((error: unknown) => {
    log.warn({ err: error }, 'Pushing a notification failed');
    return 0;
  });
}
