import { randomUUID } from 'node:crypto';
import type { ClientInfo } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// What the realtime channel keeps: each user's last `client_info`, and a support staff member's
// screenshot requests (portal.md §4 "Screenshot flow"), from request to the stored image:
// pending, then withdrawn, denied or received.

/** The user's browser as its page last described it; one row per user. */
export function saveClientInfo(db: Db, userId: number, info: ClientInfo, now: Date): void {
  prepared<[number, string, string, string]>(
    db,
    `INSERT INTO client_info (user_id, features, platform, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE
     SET features = excluded.features, platform = excluded.platform,
         updated_at = excluded.updated_at`,
  ).run(userId, JSON.stringify(info.features), info.platform, now.toISOString());
}

export type ScreenshotStatus = 'pending' | 'withdrawn' | 'denied' | 'received';

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

export function createScreenshotRequest(db: Db, userId: number, now: Date): string {
  const token = randomUUID();
  prepared<[string, number, string, string]>(
    db,
    `INSERT INTO screenshots (token, user_id, status, requested_at, updated_at)
     VALUES (?, ?, 'pending', ?, ?)`,
  ).run(token, userId, now.toISOString(), now.toISOString());
  return token;
}

export function findScreenshot(db: Db, token: string): ScreenshotRow | undefined {
  return prepared<[string], ScreenshotRow>(db, 'SELECT * FROM screenshots WHERE token = ?').get(
    token,
  );
}

/** A pending request of this user, or undefined. */
export function pendingScreenshot(
  db: Db,
  userId: number,
  token: string,
): ScreenshotRow | undefined {
  const row = findScreenshot(db, token);
  return row && row.user_id === userId && row.status === 'pending' ? row : undefined;
}

interface SettleParams {
  status: string;
  uploadId: number | null;
  path: string | null;
  now: string;
  token: string;
  userId: number | null;
}

/** Moves a pending request on; false when there was none (unknown, another user's, or settled). */
export function settleScreenshot(
  db: Db,
  token: string,
  userId: number | undefined,
  status: Exclude<ScreenshotStatus, 'pending'>,
  now: Date,
  upload?: { readonly id: number; readonly path: string },
): boolean {
  const result = prepared<[SettleParams]>(
    db,
    `UPDATE screenshots
     SET status = @status, upload_id = @uploadId, file_path = @path, updated_at = @now
     WHERE token = @token AND status = 'pending' AND (@userId IS NULL OR user_id = @userId)`,
  ).run({
    status,
    uploadId: upload?.id ?? null,
    path: upload?.path ?? null,
    now: now.toISOString(),
    token,
    userId: userId ?? null,
  });
  return result.changes > 0;
}
