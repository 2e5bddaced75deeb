import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSessions, type Sessions } from './auth/sessions';
import { DATABASE_URL_ENV, type Db } from './db/database';
import { openDatabase } from './db/open';
import { syncIdentities } from './db/identities';
import { migrate } from './db/migrate';
import { migrations } from './db/migrations/index';
import type { Realtime } from './realtime/realtime';
import { baseSeedSteps, seedSteps } from './seed';
import { seedDatabase } from './seed/run-seed';
import { tokenSecret } from './settings/store';
import { sweepUploads } from './uploads/files';
import {
  createStaffSessions,
  supportPassword,
  type StaffSessions,
} from './support-console/staff-sessions';

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
  /**
   * Seed the demo data (users with the published demo password) on first start. Default: only
   * when PORTAL_DEMO is 1, which `npm start` sets; a deployment never has them unless asked.
   */
  readonly seed?: boolean;
  /** The support staff's password; PORTAL_SUPPORT_PASSWORD (or the demo's outside production). */
  readonly supportPassword?: string;
  /**
   * A `postgres://` URL to keep the data on PostgreSQL; default DATABASE_URL, else the SQLite file
   * `portal.sqlite` in the data folder.
   */
  readonly databaseUrl?: string;
  /** PostgreSQL only: the schema to work in instead of `public` (each test API has its own). */
  readonly databaseSchema?: string;
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
  /**
   * The support staff's sessions: the console's, and the development calls' (`/dev/*`), which
   * read every code the API sends. Undefined when no password is set: both stay closed.
   */
  readonly staff: StaffSessions | undefined;
  /** The socket server, once `attachRealtime` has run (mountApi does it). */
  realtime: Realtime | undefined;
  close(): Promise<void>;
}

/** Set to 1 to seed the demo users and policies on first start. */
export const DEMO_ENV = 'PORTAL_DEMO';

export function demoRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[DEMO_ENV] === '1';
}

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env['PORTAL_DATA_DIR'];
  return override ? path.resolve(REPO_ROOT, override) : path.join(REPO_ROOT, '.data');
}

/** Where the data is: the option's or DATABASE_URL's PostgreSQL, else the folder's SQLite file. */
export function databaseTarget(
  options: Pick<ApiOptions, 'databaseUrl'>,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  // An empty option (the tests' on SQLite) keeps the shell's DATABASE_URL out.
  const url = options.databaseUrl ?? env[DATABASE_URL_ENV];
  return url || path.join(dataDir, DATABASE_FILE);
}

/**
 * Opens the API's database, creating, migrating and seeding it as needed: on first start this
 * makes the whole demo (see api/README.md for the cost). The caller closes it.
 */
export async function openApi(options: ApiOptions = {}): Promise<ApiContext> {
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir());
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const db = openDatabase(databaseTarget(options, dataDir), {
    ...(options.databaseSchema ? { schema: options.databaseSchema } : {}),
  });
  const now = options.now ?? (() => new Date());
  try {
    await migrate(db, migrations, now());
    // The brands and reference lists always; the demo users and policies when asked for.
    const seeded = await seedDatabase(
      db,
      now(),
      (options.seed ?? demoRequested()) ? seedSteps : baseSeedSteps,
    );
    if (seeded.length > 0) await syncIdentities(db);
    await sweepUploads(db, uploadsDir);
    const dev = options.dev ?? process.env['NODE_ENV'] !== 'production';
    const password = options.supportPassword ?? supportPassword(dev);
    return {
      db,
      dataDir,
      uploadsDir,
      dev,
      captchaKey: options.captchaKey || undefined,
      checkResponses: options.checkResponses ?? false,
      now,
      sessions: createSessions(db, await tokenSecret(db)),
      staff: password === undefined ? undefined : createStaffSessions(db, password),
      realtime: undefined,
      close: () => db.close(),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
