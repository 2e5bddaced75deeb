import * as v from 'valibot';
import {
  AlertSchema,
  type Alert,
  type Correspondence,
  type UserNotification,
} from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// A user's own details, and the bell's notifications and the alerts of the to-do list and
// dashboard (portal.md §2, §3). The alerts table is core (the sign-in answer counts its to-do
// items); rows are written by the seed, by POST /dev/alert and, in a real deployment, by the
// provider's systems: announcements. A policy's own to-dos are derived (standing/alerts.ts).

/** A user's id by username, as the development calls and the ops command name users. */
export async function userIdByUsername(db: Db, username: string): Promise<number | undefined> {
  const row = await prepared<[string], { id: number }>(
    db,
    'SELECT id FROM users WHERE username = ?',
  ).get(username);
  return row?.id;
}

export interface DetailsRow {
  readonly title: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly username: string | null;
  readonly landline_number: string;
  readonly mobile_number: string;
  readonly correspondence: Correspondence;
}

/** The user's details as the table keeps them ('' for a number not given). */
export async function userDetails(db: Db, userId: number): Promise<DetailsRow | undefined> {
  return prepared<[number], DetailsRow>(
    db,
    `SELECT title, first_name, last_name, email, username, landline_number, mobile_number,
            correspondence
     FROM users WHERE id = ?`,
  ).get(userId);
}

export type NewDetails = Omit<DetailsRow, 'username' | 'correspondence'> & {
  readonly username: string;
};

export async function updateUserDetails(
  db: Db,
  userId: number,
  details: NewDetails,
): Promise<void> {
  await prepared<[string, string, string, string, string, string, string, number]>(
    db,
    `UPDATE users SET title = ?, first_name = ?, last_name = ?, email = ?, username = ?,
       landline_number = ?, mobile_number = ?
     WHERE id = ?`,
  ).run(
    details.title,
    details.first_name,
    details.last_name,
    details.email,
    details.username,
    details.landline_number,
    details.mobile_number,
    userId,
  );
}

export async function setCorrespondence(
  db: Db,
  userId: number,
  correspondence: Correspondence,
): Promise<void> {
  await prepared<[string, number]>(db, 'UPDATE users SET correspondence = ? WHERE id = ?').run(
    correspondence,
    userId,
  );
}

/** Adds a notification for the user; returns its id. Used by POST /dev/notification. */
export async function addNotification(
  db: Db,
  userId: number,
  notification: { readonly label: string; readonly value: string | null },
  now: Date,
): Promise<number> {
  const row = await prepared<[number, string, string | null, string], { id: number }>(
    db,
    `INSERT INTO notifications (user_id, label, value, created_at) VALUES (?, ?, ?, ?)
     RETURNING id`,
  ).get(userId, notification.label, notification.value, now.toISOString());
  if (row === undefined) throw new Error('The notification was not recorded');
  return row.id;
}

/** The user's notifications, newest first. */
export async function notificationsOf(db: Db, userId: number): Promise<UserNotification[]> {
  return prepared<[number], UserNotification>(
    db,
    'SELECT id, label, value FROM notifications WHERE user_id = ? ORDER BY id DESC',
  ).all(userId);
}

/** Deletes one of the user's notifications; false when the user has no such notification. */
export async function deleteNotification(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await prepared<[number, number]>(
    db,
    'DELETE FROM notifications WHERE id = ? AND user_id = ?',
  ).run(id, userId);
  return result.changes === 1;
}

interface AlertRow {
  readonly id: string;
  readonly label: string;
  readonly value: number | null;
  readonly button: string | null;
  readonly route: string | null;
  readonly type: string;
  readonly slot: string;
}

/**
 * The alerts posted for the user (announcements; POST /dev/alert) not yet dismissed, oldest
 * first. What a policy asks of its holder is not stored: standing/alerts.ts derives it. Each row is parsed with the contract's
 * schema: one whose type or route the portal no longer knows is left out rather than breaking
 * the whole list.
 */
export async function alertsOf(db: Db, userId: number): Promise<Alert[]> {
  const rows = await prepared<[number], AlertRow>(
    db,
    `SELECT 'alert:' || a.id AS id, a.label, a.policy_id AS value, a.button, a.route, a.type,
            a.slot
     FROM alerts a
     WHERE a.user_id = ? AND a.dismissed_at IS NULL ORDER BY a.id`,
  ).all(userId);
  return rows.flatMap((row) => {
    const parsed = v.safeParse(AlertSchema, row);
    return parsed.success ? [parsed.output] : [];
  });
}

export interface NewAlert {
  /** The policy the alert is about; null for an announcement. */
  readonly policyId: number | null;
  readonly type: string;
  readonly label: string;
  readonly button: string | null;
  readonly route: string | null;
  readonly slot: string;
}

/** Adds an alert for the user. Used by POST /dev/alert. */
export async function addAlert(db: Db, userId: number, alert: NewAlert, now: Date): Promise<void> {
  await prepared<
    [number, number | null, string, string, string | null, string | null, string, string]
  >(
    db,
    `INSERT INTO alerts (user_id, policy_id, type, label, button, route, slot, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    alert.policyId,
    alert.type,
    alert.label,
    alert.button,
    alert.route,
    alert.slot,
    now.toISOString(),
  );
}
