import type { Migration } from '../migrate';

// The calendar (portal.md §3 "Reminder / Event"): events come from the provider (a span, start to
// end), reminders are the user's own (a due date and the date to be reminded). Dates YYYY-MM-DD.
export const eventMigrations: readonly Migration[] = [
  {
    id: 'events-001-events',
    sql: `
      CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('event', 'reminder')),
        label TEXT NOT NULL,
        description TEXT,
        read_more TEXT,
        start_date TEXT,
        end_date TEXT,
        due_date TEXT,
        remind_date TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK (coalesce(start_date, due_date) IS NOT NULL)
      );
      CREATE INDEX events_user_day ON events (user_id, coalesce(start_date, due_date));
    `,
  },
];
