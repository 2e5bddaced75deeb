import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSessions, type Sessions } from './auth/sessions';
import { openDatabase, type Db } from './db/database';
import { migrate } from './db/migrate';
import { migrations } from './db/migrations/index';
import type { Realtime } from './realtime/realtime';
import { seedDatabase } from './seed/run-seed';
import { tokenSecret } from './settings/store';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const DATABASE_FILE = 'portal.sqlite';

/** What whoever mounts the API may choose. Every option has a default. */
export interface ApiOptions {
  /**
   * Holds `portal.sqlite` and `uploads/`. Default: `PORTAL_DATA_DIR` (relative to the repository
   * root, so the server and the ops command agree wherever they run), else `<repo>/.data`.
   */
  readonly dataDir?: string;
  /** Registers the development-only routes (`/dev/*`). Default: NODE_ENV is not 'production'. */
  readonly dev?: boolean;
  /** The clock. Tests pass their own to step over expiries. */
  readonly now?: () => Date;
  /** A reCAPTCHA key: when set, sign-in and the username reminder need `recaptcha_token`. */
  readonly captchaKey?: string;
  /** Parse every answer with its endpoint's response schema (tests), so routes cannot drift. */
  readonly checkResponses?: boolean;
  /** Seed the demo data on first start. Default true. */
  readonly seed?: boolean;
}

/** What every route and helper of the API works with; `app.apiContext` inside the plugin. */
export interface ApiContext {
  readonly db: Db;
  readonly dataDir: string;
  /** Where uploaded files are written; `uploads.path` is relative to it. */
  readonly uploadsDir: string;
  readonly dev: boolean;
  readonly captchaKey: string | undefined;
  readonly checkResponses: boolean;
  readonly now: () => Date;
  readonly sessions: Sessions;
  /** The socket server, once `attachRealtime` has run (mountApi does it). */
  realtime: Realtime | undefined;
  close(): void;
}

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env['PORTAL_DATA_DIR'];
  return override ? path.resolve(REPO_ROOT, override) : path.join(REPO_ROOT, '.data');
}

/**
 * Opens the API's database, creating, migrating and seeding it as needed: on first start this
 * makes the whole demo (see api/README.md for the cost). The caller closes it.
 */
export async function openApi(options: ApiOptions = {}): Promise<ApiContext> {
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir());
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const db = openDatabase(path.join(dataDir, DATABASE_FILE));
  const now = options.now ?? (() => new Date());
  try {
    migrate(db, migrations, now());
    if (options.seed ?? true) await seedDatabase(db, now());
    return {
      db,
      dataDir,
      uploadsDir,
      dev: options.dev ?? process.env['NODE_ENV'] !== 'production',
      captchaKey: options.captchaKey || undefined,
      checkResponses: options.checkResponses ?? false,
      now,
      sessions: createSessions(db, tokenSecret(db)),
      realtime: undefined,
      close: () => db.close(),
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
