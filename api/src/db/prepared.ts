import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

type AnyStatement = Statement<unknown[], unknown>;
const caches = new WeakMap<Db, Map<string, AnyStatement>>();

/**
 * A prepared statement, compiled once per database and SQL text and reused after. Hot paths (the
 * token check, the policy list) call this on every request, so preparing must not be repeated:
 * `prepared<[number], PolicyRow>(db, 'SELECT ... WHERE user_id = ?').all(user.id)`.
 * `R` describes the row the SQL selects; JSON columns in it are still text to parse.
 */
export function prepared<P extends unknown[] = unknown[], R = unknown>(
  db: Db,
  source: string,
): Statement<P, R> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(source);
  if (!statement) {
    statement = db.prepare<unknown[], unknown>(source);
    cache.set(source, statement);
  }
  // The cache holds statements of every shape; `source` fixes this one's.
  return statement as unknown as Statement<P, R>;
}
