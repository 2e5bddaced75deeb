import type { Migration } from '../migrate';

// A policy's inbox (portal.md §3 "Inbox item", §7 GET /inbox/{id}). item_date is when the item
// arrived (ISO timestamp); read_at is set when the user opens it.
export const inboxMigrations: readonly Migration[] = [
  {
    id: 'inbox-001-items',
    sql: `
      CREATE TABLE inbox_items (
        id INTEGER PRIMARY KEY,
        policy_id INTEGER NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('link', 'pdf', 'sms')),
        item_group TEXT NOT NULL
          CHECK (item_group IN ('actions', 'pinned', 'extra_benefits', 'correspondence')),
        label TEXT NOT NULL,
        value TEXT NOT NULL,
        size INTEGER CHECK (size IS NULL OR size >= 0),
        item_date TEXT NOT NULL,
        read_at TEXT
      );
      CREATE INDEX inbox_items_policy ON inbox_items (policy_id, item_date);
    `,
  },
];
