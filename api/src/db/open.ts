import { isPostgresUrl, type Db } from './database';
import { openPostgres, type PostgresOptions } from './postgres';
import { openSqlite } from './sqlite';

/** The database at `target`: a `postgres://` URL, else the path of the SQLite file. */
export function openDatabase(target: string, options: PostgresOptions = {}): Db {
  return isPostgresUrl(target) ? openPostgres(target, options) : openSqlite(target);
}
