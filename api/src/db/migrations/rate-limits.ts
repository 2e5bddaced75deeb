import type { Migration } from '../migrate';

// Rate limits and the sign-in back-off (docs/decisions/016): the attempts they count, where each
// user has signed in before, and how many wrong codes an invitation's code has had.
export const rateLimitMigrations: readonly Migration[] = [
  {
    id: 'rate-limits-001-attempts',
    sql: `
      -- One row per attempt per key it counts against: scope names the call and the kind of key
      -- ('sign-up address', 'sign-in username'), key the value ('203.0.113.9', 'car.driver').
      CREATE TABLE attempts (
        id INTEGER PRIMARY KEY,
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX attempts_key ON attempts (scope, key, at);
      CREATE INDEX attempts_scope ON attempts (scope, at);

      -- The sign-in failures now live in attempts, counted per username and per address apart.
      DROP TABLE sign_in_failures;

      -- A device (the SHA-256 of its cookie) or an address a user signed in from: attempts from
      -- there are not slowed by strangers' failures.
      CREATE TABLE known_sign_ins (
        username TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('device', 'address')),
        value TEXT NOT NULL,
        last_at TEXT NOT NULL,
        PRIMARY KEY (username, kind, value)
      ) WITHOUT ROWID;
      CREATE INDEX known_sign_ins_age ON known_sign_ins (last_at);

      -- Wrong codes tried against the invitation's current code; a new code starts again at 0.
      ALTER TABLE users ADD COLUMN activation_tries INTEGER NOT NULL DEFAULT 0;
    `,
  },
];
