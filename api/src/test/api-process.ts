import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { DATABASE_FILE } from '../context';
import type { Db } from '../db/database';
import { openDatabase } from '../db/open';
import { openPostgres } from '../db/postgres';
import { testDatabaseUrl } from './test-database';

// Whole API processes (`src/main.ts`, as deployed) over one database: what several nodes of the
// portal share. On PostgreSQL (PORTAL_TEST_DATABASE_URL) the processes get a database of their
// own, made here and dropped after the file; on SQLite, one data folder and its file.

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface SharedDatabase {
  /** The environment that points a process at it. */
  readonly env: Readonly<Record<string, string>>;
  /** The database itself, for the test to count rows. */
  readonly db: Db;
}

/** A fresh database for API processes, dropped with its folder after the file's tests. */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-nodes-'));
  const url = testDatabaseUrl();
  let env: Record<string, string> = { PORTAL_DATA_DIR: dataDir, DATABASE_URL: '' };
  let db: Db;
  let drop = async () => {};
  if (url) {
    const name = `test_nodes_${randomBytes(6).toString('hex')}`;
    const admin = openPostgres(url, { max: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    env = { ...env, DATABASE_URL: own.toString() };
    db = openDatabase(own.toString(), { max: 2 });
    drop = async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  } else {
    db = openDatabase(path.join(dataDir, DATABASE_FILE));
  }
  afterAll(async () => {
    await db.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { env, db };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  readonly url: string;
  /** kill -9: the process ends mid-way, as a node whose machine is lost. */
  kill(): Promise<void>;
}

const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * One API process on the shared database, the demo seeded; resolves once it listens. `env` adds
 * to its environment (REDIS_URL, for one).
 */
export async function startApiProcess(
  database: SharedDatabase,
  env: Readonly<Record<string, string>> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API: http://')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/api`,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
