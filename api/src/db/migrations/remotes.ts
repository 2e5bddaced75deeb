import type { Migration } from '../migrate';

// Which build of each remote the host loads (DESIGN.md "Deploy and rollback, per remote"), when
// the portal runs on a server database: one row per remote, so every node answers a deploy or a
// rollback from the next page load. Each change is kept in remote_pointer_changes too.
export const remoteMigrations: readonly Migration[] = [
  {
    id: 'remotes-001-pointers',
    sql: `
      CREATE TABLE remote_pointers (
        app TEXT PRIMARY KEY,
        version TEXT NOT NULL,
        entry TEXT NOT NULL,
        contract_major INTEGER NOT NULL,
        changed_at TEXT NOT NULL
      ) WITHOUT ROWID;

      -- change: 'deploy' or 'rollback'; from_version is null for a remote's first deploy.
      CREATE TABLE remote_pointer_changes (
        id INTEGER PRIMARY KEY,
        app TEXT NOT NULL,
        change TEXT NOT NULL CHECK (change IN ('deploy', 'rollback')),
        from_version TEXT,
        to_version TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX remote_pointer_changes_app ON remote_pointer_changes (app, id);
    `,
  },
];
