import { randomUUID } from 'node:crypto';
import type { ClientInfo } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// What the realtime channel keeps: each user's last `client_info`, and a support staff member's
// screenshot requests (portal.md §4 "Screenshot flow"), from request to the stored image:
// pending, then withdrawn, denied or received - or, unanswered in time, expired: still 'pending'
// in its row, but no longer answerable (`isExpired`).

/** The user's browser as its page last described it; one row per user. */
export async function saveClientInfo(
  db: Db,
  userId: number,
  info: ClientInfo,
  now: Date,
): Promise<void> {
  await prepared<[number, string, string, string]>(
    db,
    `INSERT INTO client_info (user_id, features, platform, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE
     SET features = excluded.features, platform = excluded.platform,
         updated_at = excluded.updated_at`,
  ).run(userId, JSON.stringify(info.features), info.platform, now.toISOString());
}

export type ScreenshotStatus = 'pending' | 'withdrawn' | 'denied' | 'received';

/**
 * How long a request waits for the customer. Ours (the spec names no figure): long enough to read
 * the dialog, choose a screen and send it; a request left longer was missed or ignored - the page
 * closed, the customer away - and support asks again rather than wait on it.
 */
export const SCREENSHOT_REQUEST_TTL_MS = 2 * 60_000;

/** Whether a request made at `requestedAt` (ISO) is past waiting for at `now`. */
export function isExpired(requestedAt: string, now: Date): boolean {
  return Date.parse(requestedAt) + SCREENSHOT_REQUEST_TTL_MS <= now.getTime();
}

/** Requests made after this (ISO) are still waiting at `now`. */
function waitingSince(now: Date): string {
  return new Date(now.getTime() - SCREENSHOT_REQUEST_TTL_MS).toISOString();
}

export interface ScreenshotRow {
  readonly token: string;
  readonly user_id: number;
  readonly status: ScreenshotStatus;
  readonly upload_id: number | null;
  /** Relative to the uploads folder. */
  readonly file_path: string | null;
  readonly requested_at: string;
  readonly updated_at: string;
}

export async function createScreenshotRequest(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomUUID();
  await prepared<[string, number, string, string]>(
    db,
    `INSERT INTO screenshots (token, user_id, status, requested_at, updated_at)
     VALUES (?, ?, 'pending', ?, ?)`,
  ).run(token, userId, now.toISOString(), now.toISOString());
  return token;
}

export async function findScreenshot(db: Db, token: string): Promise<ScreenshotRow | undefined> {
  return prepared<[string], ScreenshotRow>(db, 'SELECT * FROM screenshots WHERE token = ?').get(
    token,
  );
}

/** A pending request of this user, not yet expired, or undefined. */
export async function pendingScreenshot(
  db: Db,
  userId: number,
  token: string,
  now: Date,
): Promise<ScreenshotRow | undefined> {
  const row = await findScreenshot(db, token);
  return row &&
    row.user_id === userId &&
    row.status === 'pending' &&
    !isExpired(row.requested_at, now)
    ? row
    : undefined;
}

/** The tokens of the user's requests still waiting for an answer. */
export async function waitingScreenshots(db: Db, userId: number, now: Date): Promise<string[]> {
  const rows = await prepared<[number, string], { token: string }>(
    db,
    `SELECT token FROM screenshots
     WHERE user_id = ? AND status = 'pending' AND requested_at > ?`,
  ).all(userId, waitingSince(now));
  return rows.map((row) => row.token);
}

interface SettleParams {
  status: string;
  uploadId: number | null;
  path: string | null;
  now: string;
  since: string;
  token: string;
  userId: number | null;
}

/**
 * Moves a pending request on; false when there was none (unknown, another user's, settled, or
 * expired). Without `userId` (support withdrawing it) the request may be anyone's.
 */
export async function settleScreenshot(
  db: Db,
  token: string,
  userId: number | undefined,
  status: Exclude<ScreenshotStatus, 'pending'>,
  now: Date,
  upload?: { readonly id: number; readonly path: string },
): Promise<boolean> {
  const result = await prepared<[SettleParams]>(
    db,
    `UPDATE screenshots
     SET status = @status, upload_id = @uploadId, file_path = @path, updated_at = @now
     WHERE token = @token AND status = 'pending' AND requested_at > @since
       AND user_id = coalesce(@userId, user_id)`,
  ).run({
    status,
    uploadId: upload?.id ?? null,
    path: upload?.path ?? null,
    now: now.toISOString(),
    since: waitingSince(now),
    token,
    userId: userId ?? null,
  });
  return result.changes > 0;
}

/**
 * A new request to the user, their requests still waiting withdrawn first: one question at a
 * time, the latest. One transaction, so two staff members (or two servers) asking at once still
 * leave one request pending. Returns the new token and the tokens withdrawn.
 */
export async function replaceScreenshotRequest(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ token: string; withdrawn: string[] }> {
  return db.transaction(async () => {
    const withdrawn: string[] = [];
    for (const earlier of await waitingScreenshots(db, userId, now)) {
      if (await settleScreenshot(db, earlier, userId, 'withdrawn', now)) withdrawn.push(earlier);
    }
    return { token: await createScreenshotRequest(db, userId, now), withdrawn };
  });
}
