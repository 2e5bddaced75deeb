import type { Migration } from '../migrate';

// Quote callback requests (portal.md §3 "Quick quote request", §7 POST /quote-callback).
// callback_at: the provider's local time 'YYYY-MM-DDTHH:mm', NULL for as soon as possible.
export const quickQuoteMigrations: readonly Migration[] = [
  {
    id: 'quick-quote-001-callbacks',
    sql: `
      CREATE TABLE quote_callbacks (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        callback_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX quote_callbacks_user ON quote_callbacks (user_id);
    `,
  },
];
