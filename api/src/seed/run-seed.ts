import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { addDays, todayOf } from '../today';
import { DEMO_PASSWORD } from './demo-users';
import { hashPassword } from '../auth/password';
import { seedSteps } from './index';
import { INVITED_USER_KEY, type SeedContext, type SeedStep } from './seed-step';

let demoHash: Promise<string> | undefined;

/** The policy's type value ('car', 'home' ...) from its stored document. */
function documentValue(document: string): string {
  const parsed: unknown = JSON.parse(document);
  const value =
    typeof parsed === 'object' && parsed !== null ? (parsed as { value?: unknown }).value : null;
  if (typeof value !== 'string') throw new Error('Seed: a policy document without a value');
  return value;
}

function createSeedContext(db: Db, now: Date, demoPasswordHash: string): SeedContext {
  const today = todayOf(now);
  return {
    db,
    now,
    today,
    date: (days) => addDays(today, days),
    demoPasswordHash,
    async userId(username) {
      const row =
        username === INVITED_USER_KEY
          ? await prepared<[], { id: number }>(
              db,
              `SELECT id FROM users WHERE status = 'invited' ORDER BY id LIMIT 1`,
            ).get()
          : await prepared<[string], { id: number }>(
              db,
              'SELECT id FROM users WHERE username = ?',
            ).get(username);
      if (!row) throw new Error(`Seed: no user '${username}'`);
      return row.id;
    },
    async policyId(reference) {
      const row = await prepared<[string], { id: number }>(
        db,
        'SELECT id FROM policies WHERE reference = ?',
      ).get(reference);
      if (!row) throw new Error(`Seed: no policy '${reference}'`);
      return row.id;
    },
    async policiesOf(username) {
      // The type value is read from the document here: the JSON functions differ by database.
      const rows = await prepared<[string], { id: number; reference: string; document: string }>(
        db,
        `SELECT p.id, p.reference, p.document
         FROM policies p JOIN users u ON u.id = p.user_id
         WHERE u.username = ? ORDER BY p.id`,
      ).all(username);
      return rows.map(({ id, reference, document }) => ({
        id,
        reference,
        value: documentValue(document),
      }));
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
  const pendingSteps = async () => {
    const applied = new Set((await appliedIds.all()).map((row) => row.id));
    return steps.filter((step) => !applied.has(step.id));
  };
  if ((await pendingSteps()).length === 0) return [];

  // The demo users share one published password, so one hash (one salt) serves them all: a
  // first start pays for one scrypt, not one per user. A changed password gets its own salt.
  // Hashed before the transaction, which does nothing but database work.
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const context = createSeedContext(db, now, await demoHash);
  const record = prepared<[string, string]>(db, 'INSERT INTO seeds (id, applied_at) VALUES (?, ?)');
  // What is pending is read again inside: another process may have seeded meanwhile.
  return db.transaction(async () => {
    const pending = await pendingSteps();
    for (const step of pending) {
      await step.run(context);
      await record.run(step.id, now.toISOString());
    }
    return pending.map((step) => step.id);
  });
}
