// The reference API under load: its cold start (a new process on an empty data folder, so the
// database is created, migrated and seeded) and GET /api/policies and /api/policies/:id for
// car.driver with 50 connections for 10 s each (autocannon), after a short warm-up; then GET
// /api/policies again with the data on PostgreSQL (a fresh `portal_bench` database), side by side.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ENV, openApi } from 'api';
import { REPO_ROOT } from '../lib/dist-layout.ts';
import { measure, progress, type Measured } from './measured.ts';
import { freePort, startServerProcess } from './processes.ts';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
const DEMO_USER = { username: 'car.driver', password: 'Portal-Demo-2026!' };

export interface LoadResult {
  readonly path: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly requests: number;
  /** Connection errors and time-outs, plus answers other than 2xx. */
  readonly failures: number;
}

export interface ApiResults {
  /** Create, migrate and seed a fresh database, in this process. */
  readonly seedMs: Measured<number>;
  /** `node api/src/main.ts` on an empty data folder, from spawn to the first answer. */
  readonly processStartMs: Measured<number>;
  readonly list: Measured<LoadResult>;
  readonly one: Measured<LoadResult>;
  /** GET /api/policies with the data on PostgreSQL (scripts/ensure-postgres.mjs). */
  readonly listPostgres: Measured<LoadResult>;
}

const BENCH_DATABASE = 'portal_bench';

/** A fresh, empty PostgreSQL database for the bench; its URL. */
function freshPostgres(): string {
  const ensured = spawnSync('node', ['scripts/ensure-postgres.mjs', BENCH_DATABASE, '--fresh'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const url = ensured.stdout.trim().split('\n').at(-1) ?? '';
  if (ensured.status !== 0 || !url.startsWith('postgres://')) {
    throw new Error(`PostgreSQL is not available: ${ensured.stderr}`);
  }
  return url;
}

/** GET /api/policies on an API process whose data is on PostgreSQL. */
async function measurePostgresList(runDir: string, logDir: string): Promise<LoadResult> {
  const port = await freePort();
  const server = await startServerProcess('node', ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: path.join(runDir, 'api-data-postgres'),
      DATABASE_URL: freshPostgres(),
      NODE_ENV: 'production',
      [DEMO_ENV]: '1',
    },
    origin: `http://127.0.0.1:${port}/api/health`,
    timeoutMs: 60_000,
    logFile: path.join(logDir, 'api-server-postgres.log'),
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const token = await signIn(origin);
    await load(origin, token, '/api/policies', 2); // warm-up
    progress(`API on PostgreSQL: GET /api/policies, ${CONNECTIONS} connections, ${DURATION_S} s`);
    return await load(origin, token, '/api/policies', DURATION_S);
  } finally {
    await server.stop();
  }
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal': 'northway' },
    body: JSON.stringify(DEMO_USER),
  });
  const body = (await response.json()) as { data?: { token?: unknown } };
  const token = body.data?.token;
  if (!response.ok || typeof token !== 'string') throw new Error(`sign-in: ${response.status}`);
  return token;
}

async function firstPolicyId(origin: string, token: string): Promise<number> {
  const response = await fetch(`${origin}/api/policies`, {
    headers: { authorization: `Bearer ${token}`, 'x-portal': 'northway' },
  });
  const body = (await response.json()) as { data?: { id?: unknown }[] };
  const id = body.data?.[0]?.id;
  if (!response.ok || typeof id !== 'number') throw new Error(`policies: ${response.status}`);
  return id;
}

async function load(origin: string, token: string, url: string, durationS: number) {
  const result = await autocannon({
    url: `${origin}${url}`,
    connections: CONNECTIONS,
    duration: durationS,
    headers: { authorization: `Bearer ${token}`, 'x-portal': 'northway' },
  });
  return {
    path: url,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export async function measureApi(runDir: string, logDir: string): Promise<ApiResults> {
  progress('API: seeding a fresh database');
  const seedMs = await measure('seeding a fresh database', async () => {
    const started = performance.now();
    const context = await openApi({
      dataDir: path.join(runDir, 'api-seed'),
      // The embedded file, whatever the shell's DATABASE_URL says.
      databaseUrl: '',
      dev: false,
      seed: true,
    });
    const elapsed = performance.now() - started;
    await context.close();
    return elapsed;
  });

  progress('API: cold start of its own process');
  const port = await freePort();
  const started = performance.now();
  const server = await startServerProcess('node', ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: path.join(runDir, 'api-data'),
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // The load is car.driver's policies: the demo's users and policies are seeded.
      [DEMO_ENV]: '1',
    },
    origin: `http://127.0.0.1:${port}/api/health`,
    timeoutMs: 60_000,
    logFile: path.join(logDir, 'api-server.log'),
  });
  const processStartMs: Measured<number> = { ok: true, value: performance.now() - started };
  try {
    const origin = `http://127.0.0.1:${port}`;
    const token = await signIn(origin);
    const id = await firstPolicyId(origin, token);
    await load(origin, token, '/api/policies', 2); // warm-up
    progress(`API: GET /api/policies, ${CONNECTIONS} connections, ${DURATION_S} s`);
    const list = await measure('GET /api/policies', () =>
      load(origin, token, '/api/policies', DURATION_S),
    );
    progress(`API: GET /api/policies/${id}, ${CONNECTIONS} connections, ${DURATION_S} s`);
    const one = await measure(`GET /api/policies/${id}`, () =>
      load(origin, token, `/api/policies/${id}`, DURATION_S),
    );
    await server.stop();
    const listPostgres = await measure('GET /api/policies on PostgreSQL', () =>
      measurePostgresList(runDir, logDir),
    );
    return { seedMs, processStartMs, list, one, listPostgres };
  } finally {
    await server.stop();
  }
}
