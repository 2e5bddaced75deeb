import { expect, test } from 'vitest';
import { createTestApi } from '../test/create-test-api';
import { freshDb } from '../test/fresh-db';
import type { Db } from './database';
import { migrate, type Migration } from './migrate';
import { migrations } from './migrations/index';

const NOW = new Date('2026-11-22T09:30:00Z');

async function appliedIds(db: Db): Promise<string[]> {
  const rows = await db.all<{ id: string }>('SELECT id, applied_at FROM migrations');
  return rows.map((row) => row.id);
}

async function hasTable(db: Db, name: string): Promise<boolean> {
  return db.get(`SELECT count(*) AS n FROM ${name}`).then(
    () => true,
    () => false,
  );
}

test('a fresh API database has every migration applied once and recorded by id', async () => {
  const api = await createTestApi();

  expect((await appliedIds(api.context.db)).sort()).toEqual(
    migrations.map((migration) => migration.id).sort(),
  );
  expect(await migrate(api.context.db, migrations)).toEqual([]);
  expect(await appliedIds(api.context.db)).toHaveLength(migrations.length);
});

test('a migration added later is the only one applied', async () => {
  const db = await freshDb();
  const first: Migration = { id: 'test-001', sql: 'CREATE TABLE a (id INTEGER)' };
  const second: Migration = { id: 'test-002', sql: 'CREATE TABLE b (id INTEGER)' };

  expect(await migrate(db, [first], NOW)).toEqual(['test-001']);
  expect(await migrate(db, [first, second], NOW)).toEqual(['test-002']);
  expect(await db.all('SELECT id, applied_at FROM migrations ORDER BY id')).toEqual([
    { id: 'test-001', applied_at: NOW.toISOString() },
    { id: 'test-002', applied_at: NOW.toISOString() },
  ]);
});

test('a failing migration leaves neither a record nor half of its changes', async () => {
  const db = await freshDb();
  const broken: Migration = {
    id: 'test-broken',
    sql: 'CREATE TABLE c (id INTEGER); CREATE TABLE c (id INTEGER);',
  };

  await expect(migrate(db, [broken], NOW)).rejects.toThrow(/already exists/);
  expect(await appliedIds(db)).toEqual([]);
  expect(await hasTable(db, 'c')).toBe(false);
});

test('an id listed twice is refused before anything runs', async () => {
  const db = await freshDb();
  const twice: Migration[] = [
    { id: 'test-001', sql: 'CREATE TABLE a (id INTEGER)' },
    { id: 'test-001', sql: 'CREATE TABLE b (id INTEGER)' },
  ];

  await expect(migrate(db, twice, NOW)).rejects.toThrow("Migration id 'test-001' is listed twice");
  expect(await hasTable(db, 'a')).toBe(false);
});

test('two processes starting at once apply each migration once', async () => {
  const db = await freshDb();
  const list: Migration[] = [
    { id: 'test-001', sql: 'CREATE TABLE a (id INTEGER PRIMARY KEY, name TEXT)' },
    { id: 'test-002', sql: 'ALTER TABLE a ADD COLUMN note TEXT' },
  ];

  const [one, other] = await Promise.all([migrate(db, list, NOW), migrate(db, list, NOW)]);

  expect([...one, ...other].sort()).toEqual(['test-001', 'test-002']);
  expect(await appliedIds(db)).toHaveLength(2);
});

test('foreign keys are enforced', async () => {
  const api = await createTestApi();

  await expect(
    api.context.db.run(
      `INSERT INTO tokens (hash, user_id, session_id, created_at, expires_at)
       VALUES ('h', 9999, 's', '', '')`,
    ),
  ).rejects.toThrow(/foreign key/i);
});

test('a commit is durable once answered', async () => {
  const db = await freshDb();

  if (db.dialect === 'sqlite') {
    // WAL, synchronous NORMAL: a commit survives the process being killed.
    expect(await db.get('PRAGMA journal_mode')).toEqual({
      journal_mode: expect.stringMatching(/wal|memory/),
    });
  } else {
    expect(await db.get('SHOW synchronous_commit')).toEqual({ synchronous_commit: 'on' });
  }
});
