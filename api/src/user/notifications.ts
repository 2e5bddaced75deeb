import * as v from 'valibot';
import { AlertSchema, type Alert, type UserNotification } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The bell's notifications and the alerts of the to-do list and dashboard (portal.md §2, §3).
// The alerts table is core (the sign-in answer counts its to-do items); rows are written by the
// seed, by POST /dev/alert and, in a real deployment, by the provider's systems.

/** Adds a notification for the user; returns its id. Used by POST /dev/notification. */
export function addNotification(
  db: Db,
  userId: number,
  notification: { readonly label: string; readonly value: string | null },
  now: Date,
): number {
  const result = prepared<[number, string, string | null, string]>(
    db,
    'INSERT INTO notifications (user_id, label, value, created_at) VALUES (?, ?, ?, ?)',
  ).run(userId, notification.label, notification.value, now.toISOString());
  return Number(result.lastInsertRowid);
}

/** The user's notifications, newest first. */
export function notificationsOf(db: Db, userId: number): UserNotification[] {
  return prepared<[number], UserNotification>(
    db,
    'SELECT id, label, value FROM notifications WHERE user_id = ? ORDER BY id DESC',
  ).all(userId);
}

/** Deletes one of the user's notifications; false when the user has no such notification. */
export function deleteNotification(db: Db, userId: number, id: number): boolean {
  return (
    prepared<[number, number]>(db, 'DELETE FROM notifications WHERE id = ? AND user_id = ?').run(
      id,
      userId,
    ).changes === 1
  );
}

interface AlertRow {
  readonly id: number;
  readonly label: string;
  readonly value: number | null;
  readonly button: string | null;
  readonly route: string | null;
  readonly type: string;
  readonly slot: string;
}

/**
 * The user's alerts not yet dismissed, oldest first. Each row is parsed with the contract's
 * schema: one whose type or route the portal no longer knows is left out rather than breaking
 * the whole list.
 */
export function alertsOf(db: Db, userId: number): Alert[] {
  const rows = prepared<[number], AlertRow>(
    db,
    `SELECT id, label, policy_id AS value, button, route, type, slot FROM alerts
     WHERE user_id = ? AND dismissed_at IS NULL ORDER BY id`,
  ).all(userId);
  return rows.flatMap((row) => {
    const parsed = v.safeParse(AlertSchema, row);
    return parsed.success ? [parsed.output] : [];
  });
}
