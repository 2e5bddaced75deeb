import * as v from 'valibot';
import type { ApiContext } from '../context';
import { readOutbox, type OutboxRow } from '../outbox/store';
import { readMaintenance, type Maintenance } from '../settings/store';
import { connectedUserRow, screenshotRequests, type ScreenshotRequest } from './store';

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

export interface ConsoleData {
  readonly connected: readonly ConnectedUser[];
  readonly screenshots: readonly ScreenshotRequest[];
  readonly outbox: readonly OutboxRow[];
  readonly maintenance: Maintenance;
}

/** The newest requests and messages: enough to follow today's work, small enough to poll. */
export const LIST_LIMIT = 25;

const FeaturesSchema = v.record(v.string(), v.boolean());

function parseFeatures(json: string | null): Record<string, boolean> | undefined {
  if (json === null) return undefined;
  const parsed = v.safeParse(FeaturesSchema, JSON.parse(json));
  return parsed.success ? parsed.output : undefined;
}

export async function connectedUsers(context: ApiContext): Promise<ConnectedUser[]> {
  const pages = new Map<number, number>();
  // Every server's sockets: the console may be served by another server than a user's page.
  for (const socket of (await context.realtime?.connectedSockets()) ?? []) {
    const userId: unknown = socket.data.userId;
    if (typeof userId === 'number') pages.set(userId, (pages.get(userId) ?? 0) + 1);
  }
  const users: ConnectedUser[] = [];
  for (const [id, count] of pages) {
    const row = await connectedUserRow(context.db, id);
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

export async function readConsoleData(context: ApiContext): Promise<ConsoleData> {
  return {
    connected: await connectedUsers(context),
    screenshots: await screenshotRequests(context.db, LIST_LIMIT, context.now()),
    outbox: (await readOutbox(context.db)).slice(0, LIST_LIMIT),
    maintenance: await readMaintenance(context.db),
  };
}
