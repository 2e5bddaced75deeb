import type { Db } from './database';
import { postgresDdl } from './sql-text';

/**
 * One schema change. `id` is recorded in the `migrations` table once applied, so it must never
 * change; `sql` may hold several statements. Name ids `<domain>-<nnn>-<what>`. `sql` is written
 * for SQLite and turned into PostgreSQL's by `postgresDdl`; where that is not enough, `postgres`
 * gives PostgreSQL's own text.
 */
export interface Migration {
  readonly id: string;
  readonly sql: string;
  readonly postgres?: string;
}

/** Any number, the same in every process: the lock two starting nodes take in turn. */
const MIGRATION_LOCK = 7_340_517;

/**
 * Applies, in list order, every migration whose id is not yet recorded, with its record, all in
 * one transaction. Returns the ids it applied. Two processes starting on a new
 * database at once apply each migration once: SQLite's transactions take the write lock before
 * reading what is applied, PostgreSQL's take an advisory lock.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[],
  now: Date = new Date(),
): Promise<string[]> {
  const ids = new Set<string>();
  for (const { id } of migrations) {
    if (ids.has(id)) throw new Error(`Migration id '${id}' is listed twice`);
    ids.add(id);
  }

  const locked = async () => {
    if (db.dialect === 'postgres')
      await db.get('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
  };
  // Read committed: after waiting for the lock, what the other process committed is seen.
  const isolation = { isolation: 'read committed' } as const;
  await db.transaction(async () => {
    await locked();
    await db.exec(
      'CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
    );
  }, isolation);
  // All pending migrations in one transaction: a database is migrated whole or not at all, and a
  // new one (every test's, a new node's) pays one commit rather than one per migration.
  return db.transaction(async () => {
    await locked();
    const applied = new Set(
      (await db.all<{ id: string }>('SELECT id FROM migrations')).map((row) => row.id),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await db.exec(
        db.dialect === 'postgres'
          ? (migration.postgres ?? postgresDdl(migration.sql))
          : migration.sql,
      );
      await db.run('INSERT INTO migrations (id, applied_at) VALUES (?, ?)', [
        migration.id,
        now.toISOString(),
      ]);
      done.push(migration.id);
    }
    return done;
  }, isolation);
}
