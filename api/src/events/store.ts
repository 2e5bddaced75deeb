import type { CalendarEvent, EventForm } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// Each user's calendar (portal.md §2 "Reminder manager and calendar", §4 "Reminder"): events from
// the provider and the reminders the user makes.

export type EventRow = Omit<CalendarEvent, 'exists'>;

const COLUMNS =
  'id, type, label, description, read_more, start_date, end_date, due_date, remind_date';

/** The day an entry sorts by: an event's start, a reminder's due date. */
const DAY = 'coalesce(start_date, due_date)';

export interface EventQuery {
  readonly userId: number;
  /** 'YYYY-MM-DD', or null for every entry. */
  readonly minDate: string | null;
  readonly limit: number;
}

/** The user's entries in day order, up to `limit`. */
export async function eventsOf(
  db: Db,
  { userId, minDate, limit }: EventQuery,
): Promise<EventRow[]> {
  // 'On or after min_date' includes an event that began before it and is still running. Every
  // entry has a day, and every day is on or after '': no min_date, no entry left out.
  return prepared<[{ user: number; min: string | null; limit: number }], EventRow>(
    db,
    `SELECT ${COLUMNS} FROM events
     WHERE user_id = @user AND coalesce(end_date, start_date, due_date) >= coalesce(@min, '')
     ORDER BY ${DAY}, id LIMIT @limit`,
  ).all({ user: userId, min: minDate, limit });
}

export async function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return prepared<[number], EventRow>(db, `SELECT ${COLUMNS} FROM events WHERE id = ?`).get(id);
}

/** The user's entry `id`; undefined when it is not theirs. */
export async function usersEvent(
  db: Db,
  userId: number,
  id: number,
): Promise<EventRow | undefined> {
  return prepared<[number, number], EventRow>(
    db,
    `SELECT ${COLUMNS} FROM events WHERE id = ? AND user_id = ?`,
  ).get(id, userId);
}

/** A reminder from the form; returns its id. */
export async function createReminder(
  db: Db,
  userId: number,
  form: EventForm,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const row = await prepared<[{ user: number; at: string } & EventForm], { id: number }>(
    db,
    `INSERT INTO events (user_id, type, label, due_date, remind_date, created_at, updated_at)
     VALUES (@user, 'reminder', @label, @due_date, @remind_date, @at, @at) RETURNING id`,
  ).get({ ...form, user: userId, at });
  if (row === undefined) throw new Error('The events table gave no id for the reminder.');
  return row.id;
}

export async function updateReminder(
  db: Db,
  id: number,
  form: EventForm,
  now: Date,
): Promise<void> {
  await prepared<[{ id: number; at: string } & EventForm]>(
    db,
    `UPDATE events SET label = @label, due_date = @due_date, remind_date = @remind_date,
       updated_at = @at WHERE id = @id`,
  ).run({ ...form, id, at: now.toISOString() });
}

export async function deleteEvent(db: Db, id: number): Promise<void> {
  await prepared<[number]>(db, 'DELETE FROM events WHERE id = ?').run(id);
}
