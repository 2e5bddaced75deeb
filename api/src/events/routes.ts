import {
  eventEndpoints,
  MAX_EVENTS_LIMIT,
  MESSAGES,
  type CalendarEvent,
  type EventForm,
} from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { forbidden, notFound } from '../http/http-error';
import { registerEndpoint, signedIn, type AuthUser } from '../http/register-endpoint';
import type { RouteModule } from '../routes';

// GET/POST /events, PUT/DELETE /events/{id} (portal.md §2 "Reminder manager and calendar", §4
// "Reminder", §7; decision 007: create and update answer the saved event, delete null). A user
// sees only their own; the form creates reminders, and events from the provider cannot be changed.

type EventRow = Omit<CalendarEvent, 'exists'>;

const COLUMNS =
  'id, type, label, description, read_more, start_date, end_date, due_date, remind_date';

/** The day an entry sorts by: an event's start, a reminder's due date. */
const DAY = 'coalesce(start_date, due_date)';

function toEvent(row: EventRow): CalendarEvent {
  return { ...row, exists: true };
}

function idOf(text: string): number {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  if (id < 1) throw notFound();
  return id;
}

/** The caller's reminder `id`: 404 unless theirs, 403 for an event from the provider. */
function ownReminder(db: Db, user: AuthUser | null, id: string): EventRow {
  const row = prepared<[number, number], EventRow>(
    db,
    `SELECT ${COLUMNS} FROM events WHERE id = ? AND user_id = ?`,
  ).get(idOf(id), signedIn(user).id);
  if (!row) throw notFound();
  if (row.type !== 'reminder') throw forbidden(MESSAGES.eventNotEditable);
  return row;
}

function findEvent(db: Db, id: number): CalendarEvent {
  const row = prepared<[number], EventRow>(db, `SELECT ${COLUMNS} FROM events WHERE id = ?`).get(
    id,
  );
  if (!row) throw notFound();
  return toEvent(row);
}

export const eventRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, eventEndpoints.getEvents, ({ user, query }) =>
    // 'On or after min_date' includes an event that began before it and is still running.
    prepared<[{ user: number; min: string | null; limit: number }], EventRow>(
      db,
      `SELECT ${COLUMNS} FROM events
       WHERE user_id = @user
         AND (@min IS NULL OR coalesce(end_date, start_date, due_date) >= @min)
       ORDER BY ${DAY}, id LIMIT @limit`,
    )
      .all({
        user: signedIn(user).id,
        min: query.min_date ?? null,
        limit: query.limit ?? MAX_EVENTS_LIMIT,
      })
      .map(toEvent),
  );

  registerEndpoint(app, eventEndpoints.createEvent, ({ user, body }) => {
    const at = now().toISOString();
    const { lastInsertRowid } = prepared<[{ user: number; at: string } & EventForm]>(
      db,
      `INSERT INTO events (user_id, type, label, due_date, remind_date, created_at, updated_at)
       VALUES (@user, 'reminder', @label, @due_date, @remind_date, @at, @at)`,
    ).run({ ...body, user: signedIn(user).id, at });
    return findEvent(db, Number(lastInsertRowid));
  });

  registerEndpoint(app, eventEndpoints.updateEvent, ({ user, params, body }) =>
    db.transaction(() => {
      const { id } = ownReminder(db, user, params.id);
      prepared<[{ id: number; at: string } & EventForm]>(
        db,
        `UPDATE events SET label = @label, due_date = @due_date, remind_date = @remind_date,
           updated_at = @at WHERE id = @id`,
      ).run({ ...body, id, at: now().toISOString() });
      return findEvent(db, id);
    })(),
  );

  registerEndpoint(app, eventEndpoints.deleteEvent, ({ user, params }) =>
    db.transaction(() => {
      const { id } = ownReminder(db, user, params.id);
      prepared<[number]>(db, 'DELETE FROM events WHERE id = ?').run(id);
      return null;
    })(),
  );
};
