import { uploadQuotaReached } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { HttpError } from '../http/http-error';

// How much the uploads folder keeps per policy and per account (docs/decisions/032). Checked
// as each file is recorded, inside the recording transaction: the first file past a quota rolls
// back every row of its request, and the request's files are then removed (uploads/files.ts),
// so nothing of a refused request is kept.

const MEGABYTE = 1024 * 1024;

/** The documents of one policy: a few hundred MB is years of claims photos and statements. */
export const POLICY_QUOTA_BYTES = 300 * MEGABYTE;
/** Everything one account keeps, across its policies, screenshots and cashback claims. */
export const USER_QUOTA_BYTES = 1000 * MEGABYTE;

async function keptBytes(db: Db, column: 'user_id' | 'policy_id', id: number): Promise<number> {
  const row = await prepared<[number], { bytes: number }>(
    db,
    `SELECT coalesce(sum(size), 0) AS bytes FROM uploads WHERE ${column} = ?`,
  ).get(id);
  return row?.bytes ?? 0;
}

/**
 * Throws 413 when `size` more bytes would take the policy's or the user's files past its quota.
 * Rows recorded earlier in the same transaction count, so a request's files are judged together;
 * called in the transaction that then records the file, so two requests never both fit in the
 * room left for one.
 */
export async function assertWithinQuota(
  db: Db,
  owner: { readonly userId: number | null; readonly policyId: number | null },
  size: number,
): Promise<void> {
  const checks = [
    { id: owner.policyId, column: 'policy_id', quota: POLICY_QUOTA_BYTES, whose: 'this policy' },
    { id: owner.userId, column: 'user_id', quota: USER_QUOTA_BYTES, whose: 'your account' },
  ] as const;
  for (const { id, column, quota, whose } of checks) {
    if (id === null) continue;
    if ((await keptBytes(db, column, id)) + size > quota) {
      throw new HttpError(413, uploadQuotaReached(whose, quota / MEGABYTE));
    }
  }
}
