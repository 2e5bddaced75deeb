import Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { createTestApi } from '../test/create-test-api';
import { migrate, type Migration } from './migrate';
import { migrations } from './migrations/index';

const NOW = new Date('2026-11-22T09:30:00Z');

function appliedIds(db: Database.Database): unknown[] {
  return db.prepare('SELECT id FROM migrations ORDER BY rowid').pluck().all();
}

test('a fresh API database has every migration applied once and recorded by id', async () => {
  const api = await createTestApi();

  expect(appliedIds(api.context.db)).toEqual(migrations.map((migration) => migration.id));
  expect(migrate(api.context.db, migrations)).toEqual([]);
  expect(appliedIds(api.context.db)).toEqual(migrations.map((migration) => migration.id));
});

test('a migration added later is the only one applied', () => {
  const db = new Database(':memory:');
  const first: Migration = { id: 'test-001', sql: 'CREATE TABLE a (id INTEGER)' };
  const second: Migration = { id: 'test-002', sql: 'CREATE TABLE b (id INTEGER)' };

  expect(migrate(db, [first], NOW)).toEqual(['test-001']);
  expect(migrate(db, [first, second], NOW)).toEqual(['test-002']);
  expect(db.prepare('SELECT id, applied_at FROM migrations').all()).toEqual([
    { id: 'test-001', applied_at: NOW.toISOString() },
    { id: 'test-002', applied_at: NOW.toISOString() },
  ]);
});

test('a failing migration leaves neither a record nor half of its changes', () => {
  const db = new Database(':memory:');
  const broken: Migration = {
    id: 'test-broken',
    sql: 'CREATE TABLE c (id INTEGER); CREATE TABLE c (id INTEGER);',
  };

  expect(() => migrate(db, [broken], NOW)).toThrow(/already exists/);
  expect(appliedIds(db)).toEqual([]);
  expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'c'`).all()).toEqual([]);
});

test('an id listed twice is refused before anything runs', () => {
  const db = new Database(':memory:');
  const twice: Migration[] = [
    { id: 'test-001', sql: 'CREATE TABLE a (id INTEGER)' },
    { id: 'test-001', sql: 'CREATE TABLE b (id INTEGER)' },
  ];

  expect(() => migrate(db, twice, NOW)).toThrow("Migration id 'test-001' is listed twice");
  expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'a'`).all()).toEqual([]);
});

test('the database runs in WAL mode with foreign keys enforced', async () => {
  const api = await createTestApi();

  expect(api.context.db.pragma('journal_mode', { simple: true })).toBe('wal');
  expect(api.context.db.pragma('foreign_keys', { simple: true })).toBe(1);
  expect(() =>
    api.context.db
      .prepare(
        `INSERT INTO tokens (hash, user_id, created_at, expires_at) VALUES ('h', 9999, '', '')`,
      )
      .run(),
  ).toThrow(/FOREIGN KEY/);
});
