import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { addDays, todayOf } from '../today';
import { DEMO_PASSWORD } from './demo-users';
import { hashPassword } from '../auth/password';
import { seedSteps } from './index';
import { INVITED_USER_KEY, type SeedContext, type SeedStep } from './seed-step';

let demoHash: Promise<string> | undefined;

function createSeedContext(db: Db, now: Date, demoPasswordHash: string): SeedContext {
  const today = todayOf(now);
  return {
    db,
    now,
    today,
    date: (days) => addDays(today, days),
    demoPasswordHash,
    userId(username) {
      const row =
        username === INVITED_USER_KEY
          ? prepared<[], { id: number }>(
              db,
              `SELECT id FROM users WHERE status = 'invited' ORDER BY id LIMIT 1`,
            ).get()
          : prepared<[string], { id: number }>(db, 'SELECT id FROM users WHERE username = ?').get(
              username,
            );
      if (!row) throw new Error(`Seed: no user '${username}'`);
      return row.id;
    },
    policyId(reference) {
      const row = prepared<[string], { id: number }>(
        db,
        'SELECT id FROM policies WHERE reference = ?',
      ).get(reference);
      if (!row) throw new Error(`Seed: no policy '${reference}'`);
      return row.id;
    },
    policiesOf(username) {
      return prepared<[string], { id: number; reference: string; value: string }>(
        db,
        `SELECT p.id, p.reference, json_extract(p.document, '$.value') AS value
         FROM policies p JOIN users u ON u.id = p.user_id
         WHERE u.username = ? ORDER BY p.id`,
      ).all(username);
    },
  };
}

/**
 * Applies the seed steps not yet recorded, all in one transaction: a database is seeded whole or
 * not at all. Returns the ids applied.
 */
export async function seedDatabase(
  db: Db,
  now: Date,
  steps: readonly SeedStep[] = seedSteps,
): Promise<string[]> {
  const appliedIds = prepared<[], { id: string }>(db, 'SELECT id FROM seeds');
  const pendingSteps = () => {
    const applied = new Set(appliedIds.all().map((row) => row.id));
    return steps.filter((step) => !applied.has(step.id));
  };
  if (pendingSteps().length === 0) return [];

  // The demo users share one published password, so one hash (one salt) serves them all: a
  // first start pays for one scrypt, not one per user. A changed password gets its own salt.
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const context = createSeedContext(db, now, await demoHash);
  const record = prepared<[string, string]>(db, 'INSERT INTO seeds (id, applied_at) VALUES (?, ?)');
  // IMMEDIATE, and what is pending read again inside: another process may have seeded meanwhile.
  return db
    .transaction(() => {
      const pending = pendingSteps();
      for (const step of pending) {
        step.run(context);
        record.run(step.id, now.toISOString());
      }
      return pending.map((step) => step.id);
    })
    .immediate();
}
