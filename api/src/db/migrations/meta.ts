import type { Migration } from '../migrate';

// Brand content beyond the portals row (portal.md §1, §3, §7 GET /meta/*): contact details, texts
// by key, FAQs, and the feature flags the static features file serves (ops command `feature`).
export const metaMigrations: readonly Migration[] = [
  {
    id: 'meta-001-brand-content',
    sql: `
      -- opening_hours: [{ label, value }] as GET /meta/contact answers them.
      CREATE TABLE portal_contacts (
        portal TEXT PRIMARY KEY REFERENCES portals (id) ON DELETE CASCADE,
        email TEXT,
        address TEXT,
        opening_hours TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(opening_hours))
      ) WITHOUT ROWID;

      CREATE TABLE portal_messages (
        portal TEXT NOT NULL REFERENCES portals (id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (portal, key)
      ) WITHOUT ROWID;

      -- portal NULL: shown at every brand. value is HTML, search_value its plain text.
      CREATE TABLE faqs (
        id INTEGER PRIMARY KEY,
        portal TEXT REFERENCES portals (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        label TEXT NOT NULL,
        value TEXT NOT NULL,
        search_value TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX faqs_position ON faqs (position);

      -- A flag without a row keeps the features file's safe default (FeatureFlagsSchema).
      CREATE TABLE feature_flags (
        portal TEXT NOT NULL REFERENCES portals (id) ON DELETE CASCADE,
        flag TEXT NOT NULL
          CHECK (flag IN ('chat', 'correspondence', 'ivm', 'maintenance', 'online')),
        enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
        PRIMARY KEY (portal, flag)
      ) WITHOUT ROWID;
    `,
  },
];
