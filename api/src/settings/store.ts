import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { sharedRead } from '../db/shared-read';

// The settings table: ops switches that the running server reads on every request (so the ops
// command takes effect at once, without a restart) and the server's own secrets.

export const MaintenanceSchema = v.object({
  on: v.boolean(),
  /** Seconds the client is told to wait (the 503's Retry-After). */
  retryAfter: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Maintenance = v.InferOutput<typeof MaintenanceSchema>;

export const DEFAULT_RETRY_AFTER = 300;
const MAINTENANCE_OFF: Maintenance = { on: false, retryAfter: DEFAULT_RETRY_AFTER };

/** The JSON value of a setting, or undefined when unset or unreadable. */
export async function readSetting<TSchema extends v.GenericSchema>(
  db: Db,
  key: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema> | undefined> {
  const row = await prepared<[string], { value: string }>(
    db,
    'SELECT value FROM settings WHERE key = ?',
  ).get(key);
  if (!row) return undefined;
  const parsed = v.safeParse(schema, JSON.parse(row.value));
  return parsed.success ? parsed.output : undefined;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await prepared<[string, string]>(
    db,
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, JSON.stringify(value));
}

/**
 * Maintenance mode as stored now: read on every API request, so that the ops command takes effect
 * at once on every node (one read under way is shared, db/shared-read.ts).
 */
export function readMaintenance(db: Db): Promise<Maintenance> {
  return sharedRead(db, 'maintenance', async () => {
    return (await readSetting(db, 'maintenance', MaintenanceSchema)) ?? MAINTENANCE_OFF;
  });
}

export async function setMaintenance(
  db: Db,
  on: boolean,
  retryAfter = DEFAULT_RETRY_AFTER,
): Promise<Maintenance> {
  const value = { on, retryAfter };
  await writeSetting(db, 'maintenance', value);
  return value;
}

/**
 * The key successor tokens are derived with (auth/sessions.ts), made on first start. Nodes
 * starting together on one database all end up with the first one written.
 */
export async function tokenSecret(db: Db): Promise<Buffer> {
  await prepared<[string, string]>(
    db,
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
  ).run('token_secret', JSON.stringify(randomBytes(32).toString('base64url')));
  const stored = await readSetting(db, 'token_secret', v.string());
  if (!stored) throw new Error('The token secret could not be kept');
  return Buffer.from(stored, 'base64url');
}
