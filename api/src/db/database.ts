// The API's one way to its database (docs/decisions/034): SQLite through better-sqlite3, the
// embedded default, or PostgreSQL through node-postgres when DATABASE_URL says so. Stores write
// SQL once, in the subset both speak (`?` or `@name` parameters, ON CONFLICT, RETURNING,
// COALESCE, CAST), and call it through this interface, which is asynchronous because PostgreSQL
// is a network away.

/** Positional parameters, or one object for `@name` parameters. */
export type Params = readonly unknown[] | readonly [Readonly<Record<string, unknown>>];

export interface RunResult {
  /** Rows the statement inserted, updated or deleted. */
  readonly changes: number;
}

export type Dialect = 'sqlite' | 'postgres';

export interface TransactionOptions {
  /**
   * PostgreSQL only. 'read committed' for work that serialises itself with a lock taken in its
   * first statement (migrations): each later statement then sees what was committed while it
   * waited, where a serializable snapshot would not. Default 'serializable'.
   */
  readonly isolation?: 'serializable' | 'read committed';
}

export interface Db {
  readonly dialect: Dialect;
  /** Every row the statement returns. */
  all<R>(sql: string, params?: Params): Promise<R[]>;
  /** The first row, if any. */
  get<R>(sql: string, params?: Params): Promise<R | undefined>;
  run(sql: string, params?: Params): Promise<RunResult>;
  /** Several statements without parameters (migrations, the demo reset). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` as one transaction: every statement made through this database while `work` runs
   * (in its async context) is part of it, so store functions need no transaction argument. A
   * transaction inside another is part of the outer one. Two transactions never both pass a check
   * only one may pass: SQLite runs them one at a time; PostgreSQL runs them SERIALIZABLE and
   * starts `work` again when the database refuses one that collided (so `work` must do nothing
   * outside the database it could not do twice).
   */
  transaction<T>(work: () => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** Set to a `postgres://` URL to keep the data on PostgreSQL instead of the SQLite file. */
export const DATABASE_URL_ENV = 'DATABASE_URL';

export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}
