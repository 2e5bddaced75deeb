import type { Db } from '../db/database';
import { seedDatabase } from './run-seed';
import { seedSteps } from './index';

// `ops demo reset`: the demo as first seeded, for a demo given again after customers' actions
// settled its to-dos (paid, renewed, uploaded...), and for the end-to-end suites that try each
// action on the same demo users. Every row goes and the seed runs again; the schema, the
// server's own settings (its token secret, VAPID keys, maintenance switch) stay.

const KEPT = new Set(['migrations', 'settings']);

export async function resetDemo(db: Db, now: Date): Promise<string> {
  const tables = db
    .prepare<[], { name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    )
    .all()
    .map((row) => row.name)
    .filter((name) => !KEPT.has(name));
  // Rows refer to each other every which way: checked again once all are gone.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run();
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  const applied = await seedDatabase(db, now, seedSteps);
  return `The demo data is as first seeded (${applied.length} seed steps).`;
}
