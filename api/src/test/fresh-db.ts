import { afterAll, expect, onTestFinished } from 'vitest';
import type { Db } from '../db/database';
import { openPostgres } from '../db/postgres';
import { openSqlite } from '../db/sqlite';
import { createTestDatabase, testDatabaseUrl } from './test-database';

/**
 * An empty database of the kind the tests run on (an in-memory SQLite one, or a schema of its
 * own on PORTAL_TEST_DATABASE_URL's PostgreSQL), closed and dropped after the test or file.
 */
export async function freshDb(): Promise<Db> {
  const url = testDatabaseUrl();
  let db: Db;
  let drop = async () => {};
  if (url) {
    const database = await createTestDatabase();
    db = openPostgres(url, { schema: database.options.databaseSchema ?? 'public' });
    drop = () => database.drop();
  } else {
    db = openSqlite(':memory:');
  }
  const cleanUp = async () => {
    await db.close();
    await drop();
  };
  if (expect.getState().currentTestName === undefined) afterAll(cleanUp);
  else onTestFinished(cleanUp);
  return db;
}
