import { AsyncLocalStorage } from 'node:async_hooks';
import Database from 'better-sqlite3';
import type { Db, Params, RunResult } from './database';

type Statement = Database.Statement<unknown[], unknown>;

/**
 * The embedded database: one better-sqlite3 connection per process. WAL lets the ops command write
 * the settings table while the server reads; `synchronous = NORMAL` is the usual WAL pairing (a
 * commit survives a crash of the process, not a power cut); `busy_timeout` makes a writer from
 * another process wait for a lock rather than fail.
 *
 * Statements run synchronously, so one outside a transaction can never interleave with another.
 * A transaction spans awaits, so while one is open every statement from outside it waits for the
 * end: transactions run one at a time, as SQLite's single writer does anyway.
 */
export function openSqlite(file: string): Db {
  const connection = new Database(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');

  const statements = new Map<string, Statement>();
  const statement = (sql: string): Statement => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = connection.prepare<unknown[], unknown>(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };
  const inTransaction = new AsyncLocalStorage<true>();
  let open: Promise<void> | undefined;

  /** Resolves when no transaction but the caller's own is open. */
  async function turn(): Promise<void> {
    if (inTransaction.getStore()) return;
    while (open) await open;
  }

  const db: Db = {
    dialect: 'sqlite',
    async all<R>(sql: string, params: Params = []) {
      await turn();
      return statement(sql).all(...params) as R[];
    },
    async get<R>(sql: string, params: Params = []) {
      await turn();
      return statement(sql).get(...params) as R | undefined;
    },
    async run(sql: string, params: Params = []): Promise<RunResult> {
      await turn();
      return { changes: statement(sql).run(...params).changes };
    },
    async exec(sql: string) {
      await turn();
      connection.exec(sql);
    },
    async transaction<T>(work: () => Promise<T>): Promise<T> {
      if (inTransaction.getStore()) return work();
      while (open) await open;
      let release = () => {};
      open = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        // IMMEDIATE takes the write lock first, so another process (the ops command) cannot
        // write between this transaction's reads and its writes.
        connection.exec('BEGIN IMMEDIATE');
        try {
          const result = await inTransaction.run(true, work);
          connection.exec('COMMIT');
          return result;
        } catch (error) {
          if (connection.inTransaction) connection.exec('ROLLBACK');
          throw error;
        }
      } finally {
        open = undefined;
        release();
      }
    },
    async close() {
      connection.close();
    },
  };
  return db;
}
