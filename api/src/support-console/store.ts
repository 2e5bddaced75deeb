import {
  isScreenshotImageType,
  SCREENSHOT_IMAGE_TYPES,
  type ScreenshotImageType,
} from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { isExpired, SCREENSHOT_REQUEST_TTL_MS, type ScreenshotStatus } from '../realtime/store';

// What the support console reads: who a connected user is, and the screenshot requests with
// their images.

export interface ConnectedUserRow {
  readonly id: number;
  readonly username: string | null;
  readonly first_name: string;
  readonly last_name: string;
  /** From the user's last client_info; null when the browser never sent one. */
  readonly platform: string | null;
  /** JSON of the browser's features, or null. */
  readonly features: string | null;
}

export async function connectedUserRow(
  db: Db,
  userId: number,
): Promise<ConnectedUserRow | undefined> {
  return prepared<[number], ConnectedUserRow>(
    db,
    `SELECT users.id, username, first_name, last_name, client_info.platform, client_info.features
     FROM users LEFT JOIN client_info ON client_info.user_id = users.id
     WHERE users.id = ?`,
  ).get(userId);
}

/** As the console shows a request: 'expired' is a pending one nobody answered in time. */
export type ConsoleScreenshotStatus = ScreenshotStatus | 'expired';

export interface ScreenshotRequest {
  readonly token: string;
  readonly username: string;
  readonly status: ConsoleScreenshotStatus;
  readonly requestedAt: string;
  /** When it was answered, withdrawn or expired; the request's time while it waits. */
  readonly updatedAt: string;
}

/**
 * The newest requests first, at most `limit`, as they stand at `now`. Of requests made at the
 * same moment the pending one is the newer: a request withdraws its user's earlier ones.
 */
export async function screenshotRequests(
  db: Db,
  limit: number,
  now: Date,
): Promise<ScreenshotRequest[]> {
  const rows = await prepared<[number], ScreenshotRequest & { status: ScreenshotStatus }>(
    db,
    `SELECT token, coalesce(users.username, 'user ' || users.id) AS username, screenshots.status,
            requested_at AS requestedAt, updated_at AS updatedAt
     FROM screenshots JOIN users ON users.id = screenshots.user_id
     ORDER BY requested_at DESC, CASE WHEN screenshots.status = 'pending' THEN 0 ELSE 1 END,
       updated_at DESC, token
     LIMIT ?`,
  ).all(limit);
  return rows.map((row) =>
    row.status === 'pending' && isExpired(row.requestedAt, now)
      ? {
          ...row,
          status: 'expired',
          updatedAt: new Date(
            Date.parse(row.requestedAt) + SCREENSHOT_REQUEST_TTL_MS,
          ).toISOString(),
        }
      : row,
  );
}

export interface ReceivedScreenshot {
  /** Relative to the uploads folder. */
  readonly path: string;
  readonly mimeType: ScreenshotImageType;
  /** 'png', 'jpg' or 'webp', for the name the console gives the file. */
  readonly extension: string;
}

/**
 * The stored image of a received screenshot. Only a PNG, JPEG or WebP one: rows stored before
 * uploads were judged by their bytes keep whatever type the customer declared, and are never
 * served.
 */
export async function receivedScreenshot(
  db: Db,
  token: string,
): Promise<ReceivedScreenshot | undefined> {
  const row = await prepared<[string], { path: string; mimeType: string }>(
    db,
    `SELECT screenshots.file_path AS path, uploads.mime_type AS mimeType
     FROM screenshots JOIN uploads ON uploads.id = screenshots.upload_id
     WHERE screenshots.token = ? AND screenshots.status = 'received'
       AND screenshots.file_path IS NOT NULL`,
  ).get(token);
  if (!row || !isScreenshotImageType(row.mimeType)) return undefined;
  return {
    path: row.path,
    mimeType: row.mimeType,
    extension: SCREENSHOT_IMAGE_TYPES[row.mimeType],
  };
}
