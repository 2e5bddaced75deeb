import { randomBytes } from 'node:crypto';
import type { ApiOptions } from '../context';
import { openPostgres } from '../db/postgres';

/**
 * Where the API's tests keep their data: the SQLite file of their temporary folder, or, when
 * PORTAL_TEST_DATABASE_URL names a PostgreSQL database (`pnpm --filter api test:postgres`), a
 * schema of their own in it, created here and dropped after the test.
 */
export const TEST_DATABASE_URL_ENV = 'PORTAL_TEST_DATABASE_URL';

export interface TestDatabase {
  /** What to open the API with. */
  readonly options: Pick<ApiOptions, 'databaseUrl' | 'databaseSchema'>;
  drop(): Promise<void>;
}

export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env[TEST_DATABASE_URL_ENV] || undefined;
}

/** A fresh, empty place for one test API's data. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  // An empty databaseUrl keeps a DATABASE_URL of the shell from reaching the tests.
  if (!url) return { options: { databaseUrl: '' }, drop: async () => {} };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  return {
    options: { databaseUrl: url, databaseSchema: schema },
    async drop() {
      try {
        await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await admin.close();
      }
    },
  };
}
