import * as v from 'valibot';
import type { ApiContext } from '../context';
import { prepared } from '../db/prepared';
import { readOutbox, type OutboxRow } from '../outbox';
import type { ScreenshotStatus } from '../realtime/screenshots';
import { readMaintenance, type Maintenance } from '../settings';

// What the support console shows, read fresh on every page load.

export interface ConnectedUser {
  readonly id: number;
  readonly username: string;
  readonly name: string;
  /** Open pages (sockets) of this user now. */
  readonly pages: number;
  /** From the user's last client_info; null when the browser never sent one. */
  readonly platform: string | null;
  readonly canCapture: boolean | null;
}

export interface ScreenshotRequest {
  readonly token: string;
  readonly username: string;
  readonly status: ScreenshotStatus;
  readonly requestedAt: string;
  readonly updatedAt: string;
}

export interface ConsoleData {
  readonly connected: readonly ConnectedUser[];
  readonly screenshots: readonly ScreenshotRequest[];
  readonly outbox: readonly OutboxRow[];
  readonly maintenance: Maintenance;
}

/** The newest requests and messages: enough to follow today's work, small enough to poll. */
export const LIST_LIMIT = 25;

const FeaturesSchema = v.record(v.string(), v.boolean());

interface UserRow {
  id: number;
  username: string | null;
  first_name: string;
  last_name: string;
  platform: string | null;
  features: string | null;
}

function parseFeatures(json: string | null): Record<string, boolean> | undefined {
  if (json === null) return undefined;
  const parsed = v.safeParse(FeaturesSchema, JSON.parse(json));
  return parsed.success ? parsed.output : undefined;
}

export function connectedUsers(context: ApiContext): ConnectedUser[] {
  const pages = new Map<number, number>();
  for (const socket of context.realtime?.io.of('/').sockets.values() ?? []) {
    const userId: unknown = socket.data.userId;
    if (typeof userId === 'number') pages.set(userId, (pages.get(userId) ?? 0) + 1);
  }
  const find = prepared<[number], UserRow>(
    context.db,
    `SELECT users.id, username, first_name, last_name, client_info.platform, client_info.features
     FROM users LEFT JOIN client_info ON client_info.user_id = users.id
     WHERE users.id = ?`,
  );
  const users: ConnectedUser[] = [];
  for (const [id, count] of pages) {
    const row = find.get(id);
    if (!row) continue;
    const features = parseFeatures(row.features);
    users.push({
      id,
      username: row.username ?? `user ${id}`,
      name: `${row.first_name} ${row.last_name}`.trim(),
      pages: count,
      platform: row.platform,
      canCapture: features ? features['screenshot'] === true : null,
    });
  }
  return users.sort((a, b) => a.username.localeCompare(b.username));
}

export function screenshotRequests(context: ApiContext): ScreenshotRequest[] {
  return prepared<[number], ScreenshotRequest>(
    context.db,
    `SELECT token, coalesce(users.username, 'user ' || users.id) AS username, screenshots.status,
            requested_at AS requestedAt, updated_at AS updatedAt
     FROM screenshots JOIN users ON users.id = screenshots.user_id
     ORDER BY requested_at DESC, updated_at DESC LIMIT ?`,
  ).all(LIST_LIMIT);
}

export function readConsoleData(context: ApiContext): ConsoleData {
  return {
    connected: connectedUsers(context),
    screenshots: screenshotRequests(context),
    outbox: readOutbox(context.db).slice(0, LIST_LIMIT),
    maintenance: readMaintenance(context.db),
  };
}

/** The stored image of a received screenshot, relative to the uploads folder. */
export function receivedScreenshot(
  context: ApiContext,
  token: string,
): { path: string; mimeType: string } | undefined {
  return prepared<[string], { path: string; mimeType: string }>(
    context.db,
    `SELECT screenshots.file_path AS path, uploads.mime_type AS mimeType
     FROM screenshots JOIN uploads ON uploads.id = screenshots.upload_id
     WHERE screenshots.token = ? AND screenshots.status = 'received'
       AND screenshots.file_path IS NOT NULL`,
  ).get(token);
}
