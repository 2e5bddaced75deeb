import type { Db } from '../db/database';
import { syncIdentities } from '../db/identities';
import { seedDatabase } from './run-seed';
import { seedSteps } from './index';

// `ops demo reset`: the demo as first seeded, for a demo given again after customers' actions
// settled its to-dos (paid, renewed, uploaded...), and for the end-to-end suites that try each
// action on the same demo users. Every row goes and the seed runs again; the schema, the
// server's own settings (its token secret, VAPID keys, maintenance switch) stay.

const KEPT = new Set(['migrations', 'settings']);

async function tableNames(db: Db): Promise<string[]> {
  const rows =
    db.dialect === 'postgres'
      ? await db.all<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
        )
      : await db.all<{ name: string }>(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
        );
  return rows.map((row) => row.name).filter((name) => !KEPT.has(name));
}

/** Empties every table but the kept ones, in one transaction. */
async function deleteRows(db: Db): Promise<void> {
  const tables = await tableNames(db);
  await db.transaction(async () => {
    if (db.dialect === 'postgres') {
      // One statement for all, so no order is needed; the id counters start again from 1, as
      // in a new database, so the seed hands out the same ids it did the first time.
      await db.exec(
        `TRUNCATE TABLE ${tables.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`,
      );
      return;
    }
    // Rows refer to each other every which way: the foreign keys are checked at the commit,
    // once all are gone, rather than after each table.
    await db.exec('PRAGMA defer_foreign_keys = ON');
    for (const table of tables) await db.run(`DELETE FROM "${table}"`);
  });
}

export async function resetDemo(db: Db, now: Date): Promise<string> {
  await deleteRows(db);
  const applied = await seedDatabase(db, now, seedSteps);
  // The seed writes some rows with the ids the demo publishes (policy 101): PostgreSQL's id
  // counters move past them, as at the first start (context.ts).
  await syncIdentities(db);
  return `The demo data is as first seeded (${applied.length} seed steps).`;
}
