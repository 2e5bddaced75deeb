import type { Db, Params, RunResult } from './database';

/** A statement of a store: its SQL with the parameter and row types it is called with. */
export interface Prepared<P extends unknown[], R> {
  get(...params: P): Promise<R | undefined>;
  all(...params: P): Promise<R[]>;
  run(...params: P): Promise<RunResult>;
}

/**
 * One statement, typed: `await prepared<[number], PolicyRow>(db, 'SELECT ... WHERE user_id = ?')
 * .all(user.id)`. `R` describes the row the SQL selects; JSON columns in it are still text to
 * parse. SQLite compiles each text once and keeps it; PostgreSQL's translation is kept too.
 */
export function prepared<P extends unknown[] = unknown[], R = unknown>(
  db: Db,
  source: string,
): Prepared<P, R> {
  return {
    get: (...params) => db.get<R>(source, params as unknown as Params),
    all: (...params) => db.all<R>(source, params as unknown as Params),
    run: (...params) => db.run(source, params as unknown as Params),
  };
}
