import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * One connection per process. WAL lets the ops command write the settings table while the server
 * reads; `synchronous = NORMAL` is the usual WAL pairing (a commit survives a crash of the process,
 * not a power cut), which keeps every write well under a millisecond. `busy_timeout` makes a
 * writer from another process wait for a lock rather than fail.
 */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
