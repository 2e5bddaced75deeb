import type { Migration } from '../migrate';

// The account, user, push and security domains' tables (portal.md §3, §4, §7). The users table
// itself, with the invitation and activation code columns, is core (core.ts).
export const accountMigrations: readonly Migration[] = [
  {
    id: 'account-001-password-reset-codes',
    sql: `
      -- portal.md §5: the code sent by SMS for a password reset. Only its SHA-256 is kept; a code
      -- is single-use (used_at), expires, and dies after too many wrong tries (attempts).
      CREATE TABLE password_reset_codes (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        -- The number it was sent to, digits only: the reset must name it (sms_number).
        sent_to TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE INDEX password_reset_codes_user ON password_reset_codes (user_id, created_at);
    `,
  },
  {
    id: 'account-002-notifications',
    sql: `
      -- portal.md §3 "Notification": a label and an optional link; deleting removes the row.
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        label TEXT NOT NULL,
        value TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX notifications_user ON notifications (user_id, id);
    `,
  },
  {
    id: 'account-003-push-subscriptions',
    sql: `
      -- portal.md §3 "Push subscription". A browser's endpoint is unique: subscribing it again,
      -- even as another user on the same device, moves it rather than duplicating it.
      CREATE TABLE push_subscriptions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint TEXT NOT NULL UNIQUE,
        auth TEXT NOT NULL,
        p256dh TEXT NOT NULL,
        expiration_time INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
    `,
  },
  {
    id: 'account-004-breached-passwords',
    sql: `
      -- The breach corpus the range call answers from (docs/decisions/007): the upper-case SHA-1
      -- of each exposed password and how often it was seen. Plain passwords are never stored.
      CREATE TABLE breached_passwords (
        sha1 TEXT PRIMARY KEY CHECK (length(sha1) = 40 AND sha1 = upper(sha1)),
        count INTEGER NOT NULL CHECK (count > 0)
      ) WITHOUT ROWID;
    `,
  },
];
