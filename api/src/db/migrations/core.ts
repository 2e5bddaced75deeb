import type { Migration } from '../migrate';

// The tables the API's core needs: brands, accounts, sessions, policies, agreements, what users
// send (change requests, uploads), what the API would send (outbox), ops settings and the
// realtime state. Times are ISO 8601 strings in UTC ('2026-11-22T09:30:00.000Z'), which compare
// correctly as text. JSON columns hold documents the contract's schemas describe.
export const coreMigrations: readonly Migration[] = [
  {
    id: 'core-001-accounts',
    sql: `
      CREATE TABLE portals (
        id TEXT PRIMARY KEY,
        label TEXT NOT NULL,
        legal_name TEXT NOT NULL,
        regulator_number TEXT NOT NULL,
        contact_number TEXT NOT NULL,
        colours TEXT NOT NULL DEFAULT '{}'
      );

      -- username is NULL for an invited user until activation, when they choose it.
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        username TEXT UNIQUE CHECK (username = lower(username)),
        password_hash TEXT,
        title TEXT NOT NULL DEFAULT '',
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        landline_number TEXT NOT NULL DEFAULT '',
        mobile_number TEXT NOT NULL DEFAULT '',
        correspondence TEXT NOT NULL DEFAULT 'email' CHECK (correspondence IN ('email', 'written')),
        promotions_opt_in INTEGER NOT NULL DEFAULT 1,
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'invited')),
        invite_id TEXT UNIQUE,
        activation_code TEXT,
        created_at TEXT NOT NULL
      );

      -- Only the SHA-256 of a token is kept. rotated_at: when a successor was issued (api/README.md).
      CREATE TABLE tokens (
        hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        rotated_at TEXT
      ) WITHOUT ROWID;
      CREATE INDEX tokens_user ON tokens (user_id);
      CREATE INDEX tokens_expiry ON tokens (expires_at);

      CREATE TABLE sign_in_failures (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        address TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX sign_in_failures_username ON sign_in_failures (username, at);
      CREATE INDEX sign_in_failures_address ON sign_in_failures (address, at);
    `,
  },
  {
    id: 'core-002-policies',
    sql: `
      -- document: the contract's StoredPolicy; what GET /policies shows is derived from it.
      CREATE TABLE policies (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        portal TEXT NOT NULL REFERENCES portals (id),
        reference TEXT NOT NULL UNIQUE,
        document TEXT NOT NULL CHECK (json_valid(document)),
        updated_at TEXT NOT NULL
      );
      CREATE INDEX policies_user ON policies (user_id, id);

      CREATE TABLE agreements (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        content TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(content)),
        info_page INTEGER NOT NULL DEFAULT 0,
        decline_button TEXT
      );

      CREATE TABLE user_agreements (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        agreement_id INTEGER NOT NULL REFERENCES agreements (id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'outstanding'
          CHECK (status IN ('outstanding', 'accepted', 'declined')),
        position INTEGER NOT NULL DEFAULT 0,
        decided_at TEXT,
        PRIMARY KEY (user_id, agreement_id)
      ) WITHOUT ROWID;
      -- Read on every authenticated request (the 499 check).
      CREATE INDEX user_agreements_outstanding ON user_agreements (user_id)
        WHERE status = 'outstanding';

      -- portal.md §3 "Alert": to-do items (slot todo) and dashboard alerts. Core because the
      -- sign-in answer counts the to-do items.
      CREATE TABLE alerts (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        policy_id INTEGER REFERENCES policies (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        label TEXT NOT NULL,
        button TEXT,
        route TEXT,
        slot TEXT NOT NULL CHECK (slot IN ('todo', 'dashboard')),
        dismissed_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX alerts_user ON alerts (user_id, slot) WHERE dismissed_at IS NULL;
    `,
  },
  {
    id: 'core-003-submissions',
    sql: `
      -- Every change is stored whole as submitted and 'sent for review' (policy-changes.md §1).
      CREATE TABLE change_requests (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        policy_id INTEGER REFERENCES policies (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        payload TEXT NOT NULL CHECK (json_valid(payload)),
        status TEXT NOT NULL DEFAULT 'pending',
        created_at TEXT NOT NULL
      );
      CREATE INDEX change_requests_policy ON change_requests (policy_id);

      -- path is relative to the uploads folder.
      CREATE TABLE uploads (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        policy_id INTEGER REFERENCES policies (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        original_name TEXT NOT NULL,
        mime_type TEXT NOT NULL DEFAULT 'application/octet-stream',
        size INTEGER NOT NULL,
        path TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX uploads_user ON uploads (user_id);

      -- Every SMS or e-mail the API would send; nothing is sent.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        recipient TEXT NOT NULL,
        subject TEXT,
        body TEXT NOT NULL,
        code TEXT,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX outbox_recipient ON outbox (recipient, id);
    `,
  },
  {
    id: 'core-004-ops-and-realtime',
    sql: `
      -- Ops switches (maintenance) and the server's own secrets; value is JSON.
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL CHECK (json_valid(value))
      ) WITHOUT ROWID;

      -- Seed steps applied, like migrations (api/src/seed/index.ts).
      CREATE TABLE seeds (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL) WITHOUT ROWID;

      CREATE TABLE screenshots (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'withdrawn', 'denied', 'received')),
        upload_id INTEGER REFERENCES uploads (id) ON DELETE SET NULL,
        file_path TEXT,
        requested_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX screenshots_user ON screenshots (user_id, status);

      -- The last client_info each user's browser sent over the socket.
      CREATE TABLE client_info (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        features TEXT NOT NULL CHECK (json_valid(features)),
        platform TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 'core-005-token-sessions',
    sql: `
      -- A sign-in's every token, rotated or not, shares its session_id: signing out ends them all.
      -- A token kept from before has a session of its own.
      ALTER TABLE tokens ADD COLUMN session_id TEXT;
      UPDATE tokens SET session_id = hash;
      CREATE INDEX tokens_session ON tokens (session_id, expires_at);
    `,
  },
  {
    id: 'core-006-idempotency-keys',
    sql: `
      -- The first answer to each Idempotency-Key (api/README.md "Creates and payments"), 24 hours.
      -- scope: 'user:<id>', or 'guest' for calls without a token; request: method and path;
      -- fingerprint: SHA-256 of the body; body: the answer's JSON, without its meta.token.
      CREATE TABLE idempotency_keys (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        request TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        status INTEGER NOT NULL,
        body TEXT NOT NULL CHECK (json_valid(body)),
        created_at TEXT NOT NULL,
        PRIMARY KEY (scope, key)
      ) WITHOUT ROWID;
      CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
    `,
  },
  {
    id: 'core-007-alerts-are-posted-only',
    sql: `
      -- What a policy asks of its holder is derived from its facts (standing/alerts.ts), no
      -- longer stored as text: the rows that said it once would outlive what they spoke of.
      DELETE FROM alerts WHERE type <> 'announcement';
    `,
  },
  {
    id: 'core-008-idempotency-claims',
    sql: `
      -- A key is claimed by a row before the work starts (http/idempotency.ts), so that nodes
      -- sharing the database do each submission once: status and body stay NULL until the first
      -- answer is kept. Answers kept by the earlier table are dropped with it (they last a day).
      DROP TABLE idempotency_keys;
      CREATE TABLE idempotency_keys (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        request TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        status INTEGER,
        body TEXT,
        created_at TEXT NOT NULL,
        PRIMARY KEY (scope, key)
      ) WITHOUT ROWID;
      CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
    `,
  },
  {
    id: 'core-009-staff-sessions',
    sql: `
      -- The support console's sign-ins (support-console/staff-sessions.ts), shared by every node:
      -- only the SHA-256 of the cookie is kept, with the session's form token.
      CREATE TABLE staff_sessions (
        hash TEXT PRIMARY KEY,
        form_token TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX staff_sessions_expiry ON staff_sessions (expires_at);
    `,
  },
  {
    id: 'core-010-uploads-by-policy',
    sql: `
      -- The upload quota sums a policy's files on every upload (uploads/store-quota.ts).
      CREATE INDEX uploads_policy ON uploads (policy_id);
    `,
  },
];
