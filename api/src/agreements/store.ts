import * as v from 'valibot';
import type { Agreement } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// The agreements each user is to accept or decline (portal.md §3 "Agreement", §4 "Agreements"),
// in `user_agreements`: outstanding until decided. While one that is not information only is
// outstanding, every other call answers 499 (`tokenSession` in auth/store.ts reads them).

interface AgreementRow {
  readonly ID: number;
  readonly title: string;
  readonly content: string;
  readonly info_page: 0 | 1;
  readonly decline_button: string | null;
}

const ContentSchema = v.array(v.string());

function toAgreement(row: AgreementRow): Agreement {
  return {
    ...row,
    content: v.parse(ContentSchema, JSON.parse(row.content)),
    info_page: row.info_page === 1,
  };
}

// "ID" quoted: the contract's key is upper case, which PostgreSQL keeps only for a quoted name.
const SELECT_OUTSTANDING = `
  SELECT a.id AS "ID", a.title, a.content, a.info_page, a.decline_button
  FROM user_agreements ua JOIN agreements a ON a.id = ua.agreement_id
  WHERE ua.user_id = ? AND ua.status = 'outstanding'`;

/** The user's outstanding agreements in the order they are to be shown. */
export async function outstandingAgreements(db: Db, userId: number): Promise<Agreement[]> {
  const rows = await prepared<[number], AgreementRow>(
    db,
    `${SELECT_OUTSTANDING} ORDER BY ua.position, a.id`,
  ).all(userId);
  return rows.map(toAgreement);
}

/** The user's agreement `id`, if it is outstanding for them. */
export async function outstandingAgreement(
  db: Db,
  userId: number,
  id: number,
): Promise<Agreement | undefined> {
  const row = await prepared<[number, number], AgreementRow>(
    db,
    `${SELECT_OUTSTANDING} AND a.id = ?`,
  ).get(userId, id);
  return row && toAgreement(row);
}

/**
 * Accepts or declines the user's agreement `id` if it is still outstanding; false when it is not
 * (already answered, or not theirs), so an agreement is answered once however many ask at once.
 */
export async function decideAgreement(
  db: Db,
  userId: number,
  id: number,
  status: 'accepted' | 'declined',
  now: Date,
): Promise<boolean> {
  const { changes } = await prepared<[string, string, number, number]>(
    db,
    `UPDATE user_agreements SET status = ?, decided_at = ?
     WHERE user_id = ? AND agreement_id = ? AND status = 'outstanding'`,
  ).run(status, now.toISOString(), userId, id);
  return changes === 1;
}

/** Every agreement the user accepted or declined is outstanding again (the ops command). */
export async function reopenAgreements(db: Db, userId: number): Promise<void> {
  await prepared<[number]>(
    db,
    `UPDATE user_agreements SET status = 'outstanding', decided_at = NULL WHERE user_id = ?`,
  ).run(userId);
}

/** How many agreements the user has, whatever their status. */
export async function agreementCount(db: Db, userId: number): Promise<number> {
  const row = await prepared<[number], { count: number }>(
    db,
    'SELECT count(*) AS count FROM user_agreements WHERE user_id = ?',
  ).get(userId);
  return row?.count ?? 0;
}
