import {
  eventEndpoints,
  eventFormSchema,
  MAX_EVENTS_LIMIT,
  MESSAGES,
  type CalendarEvent,
} from '@portal/contract';
import { signedIn, type AuthUser } from '../auth/auth-user';
import { validated } from '../changes/change-requests';
import type { Db } from '../db/database';
import { forbidden, notFound } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { todayOf } from '../today';
import {
  createReminder,
  deleteEvent,
  eventsOf,
  findEvent,
  updateReminder,
  usersEvent,
  type EventRow,
} from './store';

// GET/POST /events, PUT/DELETE /events/{id} (portal.md §2 "Reminder manager and calendar", §4
// "Reminder", §7; decision 007: create and update answer the saved event, delete null). A user
// sees only their own; the form creates reminders, and events from the provider cannot be changed.

function toEvent(row: EventRow): CalendarEvent {
  return { ...row, exists: true };
}

function idOf(text: string): number {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  if (id < 1) throw notFound();
  return id;
}

/** The caller's reminder `id`: 404 unless theirs, 403 for an event from the provider. */
async function ownReminder(db: Db, user: AuthUser | null, id: string): Promise<EventRow> {
  const row = await usersEvent(db, signedIn(user).id, idOf(id));
  if (!row) throw notFound();
  if (row.type !== 'reminder') throw forbidden(MESSAGES.eventNotEditable);
  return row;
}

async function existingEvent(db: Db, id: number): Promise<CalendarEvent> {
  const row = await findEvent(db, id);
  if (!row) throw notFound();
  return toEvent(row);
}

export const eventRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, eventEndpoints.getEvents, async ({ user, query }) => {
    const rows = await eventsOf(db, {
      userId: signedIn(user).id,
      minDate: query.min_date ?? null,
      limit: query.limit ?? MAX_EVENTS_LIMIT,
    });
    return rows.map(toEvent);
  });

  // The dates' window depends on today (portal.md §2, §5): the contract's rule for today, as the
  // form in the browser builds it.
  const reminderForm = (body: unknown) => validated(eventFormSchema(todayOf(now())), body);

  registerEndpoint(
    app,
    eventEndpoints.createEvent,
    async ({ user, request }) => {
      const form = reminderForm(request.body);
      return existingEvent(db, await createReminder(db, signedIn(user).id, form, now()));
    },
    { contextualBody: true },
  );

  registerEndpoint(
    app,
    eventEndpoints.updateEvent,
    ({ user, params, request }) => {
      const form = reminderForm(request.body);
      const at = now();
      return db.transaction(async () => {
        const { id } = await ownReminder(db, user, params.id);
        await updateReminder(db, id, form, at);
        return existingEvent(db, id);
      });
    },
    { contextualBody: true },
  );

  registerEndpoint(app, eventEndpoints.deleteEvent, ({ user, params }) =>
    db.transaction(async () => {
      const { id } = await ownReminder(db, user, params.id);
      await deleteEvent(db, id);
      return null;
    }),
  );
};
