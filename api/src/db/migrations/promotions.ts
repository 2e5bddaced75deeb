import type { Migration } from '../migrate';

// Promotions (portal.md §2 lightbox, ad slots and magazine card, §3 "Promotion", "Magazine
// issue"). portal NULL: shown at every brand. Whether a user sees login promotions is the core
// users.promotions_opt_in column (Settings' 'Show Promotions' / 'Hide Promotions').
export const promotionMigrations: readonly Migration[] = [
  {
    id: 'promotions-001-promotions',
    sql: `
      -- placement lightbox: a slide of the login carousel; slot: the dashboard ad slot 'slot'.
      CREATE TABLE promotions (
        id INTEGER PRIMARY KEY,
        portal TEXT REFERENCES portals (id) ON DELETE CASCADE,
        placement TEXT NOT NULL CHECK (placement IN ('lightbox', 'slot')),
        slot TEXT,
        position INTEGER NOT NULL DEFAULT 0,
        label TEXT NOT NULL,
        value TEXT NOT NULL,
        location TEXT,
        media_original TEXT NOT NULL,
        media_small TEXT NOT NULL,
        CHECK ((placement = 'slot') = (slot IS NOT NULL))
      );
      CREATE INDEX promotions_placement ON promotions (placement, position);

      CREATE TABLE promotion_reads (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
        read_at TEXT NOT NULL,
        PRIMARY KEY (user_id, promotion_id)
      ) WITHOUT ROWID;

      CREATE TABLE magazine_issues (
        id INTEGER PRIMARY KEY,
        portal TEXT REFERENCES portals (id) ON DELETE CASCADE,
        label TEXT NOT NULL,
        value TEXT NOT NULL,
        cover TEXT NOT NULL,
        published_at TEXT NOT NULL
      );

      CREATE TABLE magazine_subscriptions (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        subscribed_at TEXT NOT NULL
      );
    `,
  },
];
