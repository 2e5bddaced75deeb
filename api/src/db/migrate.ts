import type { Db } from './database';

/**
 * One schema change. `id` is recorded in the `migrations` table once applied, so it must never
 * change; `sql` may hold several statements. Name ids `<domain>-<nnn>-<what>`.
 */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}

/**
 * Applies, in list order, every migration whose id is not yet recorded, each in its own
 * transaction with its record. Returns the ids it applied.
 */
export function migrate(
  db: Db,
  migrations: readonly Migration[],
  now: Date = new Date(),
): string[] {
  const ids = new Set<string>();
  for (const { id } of migrations) {
    if (ids.has(id)) throw new Error(`Migration id '${id}' is listed twice`);
    ids.add(id);
  }

  db.exec('CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const isApplied = db.prepare<[string]>('SELECT 1 FROM migrations WHERE id = ?');
  const record = db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)');

  const done: string[] = [];
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock before reading what is applied, so two processes starting
    // on a new database at once (the server and the ops command, say) apply each migration once.
    db.transaction(() => {
      if (isApplied.get(migration.id) !== undefined) return;
      db.exec(migration.sql);
      record.run(migration.id, now.toISOString());
      done.push(migration.id);
    }).immediate();
  }
  return done;
}
