import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Db, Params, RunResult, TransactionOptions } from './database';
import { postgresText, postgresValues } from './sql-text';

// Counts and sums are int8, which node-postgres hands over as text to keep precision past 2^53;
// the portal's counts, ids and pence are far below that, so they come back as numbers, as
// SQLite's do.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));

/** SQLSTATEs that mean "this transaction collided with another; run it again". */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 12;

export interface PostgresOptions {
  /** Connections in the pool. */
  readonly max?: number;
  /** A schema to work in instead of `public` (each test API has its own). */
  readonly schema?: string;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * PostgreSQL through a pool of node-postgres connections. A statement outside a transaction takes
 * any free connection; a transaction holds one for its length, and every statement made in its
 * async context goes to that connection.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection the server drops (a restart) is an error on the pool, not the process.
  pool.on('error', () => {});
  const current = new AsyncLocalStorage<pg.PoolClient>();

  async function query<R>(
    sql: string,
    params: Params,
  ): Promise<pg.QueryResult<R & pg.QueryResultRow>> {
    const translated = postgresText(sql);
    const values = postgresValues(translated, params);
    // Prepared once per connection under its name: planned once, not on every call.
    const config = { name: translated.name, text: translated.text, values };
    const client = current.getStore();
    return client
      ? client.query<R & pg.QueryResultRow>(config)
      : pool.query<R & pg.QueryResultRow>(config);
  }

  const db: Db = {
    dialect: 'postgres',
    async all<R>(sql: string, params: Params = []) {
      return (await query<R>(sql, params)).rows;
    },
    async get<R>(sql: string, params: Params = []) {
      return (await query<R>(sql, params)).rows[0];
    },
    async run(sql: string, params: Params = []): Promise<RunResult> {
      return { changes: (await query(sql, params)).rowCount ?? 0 };
    },
    async exec(sql: string) {
      const client = current.getStore();
      await (client ? client.query(sql) : pool.query(sql));
    },
    async transaction<T>(work: () => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      if (current.getStore()) return work();
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        let broken = false;
        try {
          await client.query(
            options.isolation === 'read committed'
              ? 'BEGIN ISOLATION LEVEL READ COMMITTED'
              : 'BEGIN ISOLATION LEVEL SERIALIZABLE',
          );
          const result = await current.run(client, work);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {
            broken = true;
          });
          const code = (error as { code?: unknown }).code;
          if (typeof code !== 'string' || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) {
            throw error;
          }
        } finally {
          client.release(broken);
        }
        // Collided: wait a little, longer each time and never in step with the other, then again.
        await pause(Math.random() * 5 * attempt);
      }
    },
    async close() {
      await pool.end();
    },
  };
  return db;
}
