import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The support console's sign-ins (staff-sessions.ts), one row each, shared by every server on
// the database. A row is found by the SHA-256 of its cookie: the table never holds a cookie that
// would sign anyone in.

export interface StaffSessionRow {
  readonly formToken: string;
  /** ISO. */
  readonly expiresAt: string;
}

export async function insertStaffSession(
  db: Db,
  session: { readonly hash: string } & StaffSessionRow,
): Promise<void> {
  await prepared<[{ hash: string; formToken: string; expiresAt: string }]>(
    db,
    `INSERT INTO staff_sessions (hash, form_token, expires_at)
     VALUES (@hash, @formToken, @expiresAt)`,
  ).run({ hash: session.hash, formToken: session.formToken, expiresAt: session.expiresAt });
}

/** The session of the cookie's hash, expired or not. */
export async function staffSession(db: Db, hash: string): Promise<StaffSessionRow | undefined> {
  return prepared<[string], StaffSessionRow>(
    db,
    'SELECT form_token AS formToken, expires_at AS expiresAt FROM staff_sessions WHERE hash = ?',
  ).get(hash);
}

export async function deleteStaffSession(db: Db, hash: string): Promise<void> {
  await prepared<[string]>(db, 'DELETE FROM staff_sessions WHERE hash = ?').run(hash);
}

/** Every session expired by `now` (ISO). */
export async function deleteExpiredStaffSessions(db: Db, now: string): Promise<void> {
  await prepared<[string]>(db, 'DELETE FROM staff_sessions WHERE expires_at <= ?').run(now);
}
