import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The remote map in the database (db/migrations/remotes.ts): a row per remote naming its active
// build, and a row per change. The page server reads the map on every page load; `pnpm remote`
// changes one row in a transaction.

export interface RemotePointer {
  readonly app: string;
  readonly version: string;
  /** The manifest URL the host loads. */
  readonly entry: string;
  readonly contractMajor: number;
}

interface PointerRow {
  readonly app: string;
  readonly version: string;
  readonly entry: string;
  readonly contract_major: number;
}

/** Every remote's active build, in name order. */
export async function remotePointers(db: Db): Promise<RemotePointer[]> {
  const rows = await prepared<[], PointerRow>(
    db,
    'SELECT app, version, entry, contract_major FROM remote_pointers ORDER BY app',
  ).all();
  return rows.map((row) => ({
    app: row.app,
    version: row.version,
    entry: row.entry,
    contractMajor: row.contract_major,
  }));
}

/**
 * Points `pointer.app` at `pointer.version` and records the change, in one transaction; the
 * version it pointed at before, if any.
 */
export async function pointRemote(
  db: Db,
  pointer: RemotePointer,
  change: 'deploy' | 'rollback',
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async () => {
    const before = await prepared<[string], { version: string }>(
      db,
      'SELECT version FROM remote_pointers WHERE app = ?',
    ).get(pointer.app);
    await prepared<[{ app: string; version: string; entry: string; major: number; at: string }]>(
      db,
      `INSERT INTO remote_pointers (app, version, entry, contract_major, changed_at)
       VALUES (@app, @version, @entry, @major, @at)
       ON CONFLICT (app) DO UPDATE SET version = excluded.version, entry = excluded.entry,
         contract_major = excluded.contract_major, changed_at = excluded.changed_at`,
    ).run({
      app: pointer.app,
      version: pointer.version,
      entry: pointer.entry,
      major: pointer.contractMajor,
      at: now.toISOString(),
    });
    await prepared<[string, string, string | null, string, string]>(
      db,
      `INSERT INTO remote_pointer_changes (app, change, from_version, to_version, at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(pointer.app, change, before?.version ?? null, pointer.version, now.toISOString());
    return before?.version;
  });
}
