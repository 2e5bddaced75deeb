// Double submits under load: the reference API in its own process on a fresh data folder gets
// 200 different contact messages from car.driver, each sent twice at the same moment with one
// Idempotency-Key (400 requests in flight together), as a double click or a retry would. Each
// message must be stored once and both copies answered alike. Not a test: a figure of `pnpm bench`.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/contract';
import { DEMO_ENV, openApi } from 'api';
import { REPO_ROOT } from '../lib/dist-layout.ts';
import { freePort, startServerProcess } from './processes.ts';

export const CREATES = 200;
const DEMO_USER = { username: 'car.driver', password: 'Portal-Demo-2026!' };
const SUBJECT = 'Load check';

export interface IdempotencyLoad {
  /** Creates sent, each twice. */
  readonly creates: number;
  /** Contact messages stored: `creates` when no double submit got through. */
  readonly stored: number;
  /** Answers marked as the replay of the first one. */
  readonly replayed: number;
  /** Pairs whose two answers differed in status or body, and answers other than 200. */
  readonly failures: number;
  /** From the first request sent to the last answer. */
  readonly ms: number;
}

async function json(response: Response): Promise<{ data?: unknown }> {
  return (await response.json()) as { data?: unknown };
}

/** Starts the API on a temporary data folder, sends the double creates and counts what it kept. */
export async function measureIdempotencyLoad(logDir = os.tmpdir()): Promise<IdempotencyLoad> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-idempotency-'));
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = await startServerProcess('node', ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        [DEMO_ENV]: '1',
      },
      origin: `${origin}/api/health`,
      timeoutMs: 60_000,
      logFile: path.join(logDir, 'api-idempotency.log'),
    });
    let sent: Omit<IdempotencyLoad, 'stored'>;
    try {
      sent = await sendTwice(origin);
    } finally {
      await server.stop();
    }
    const api = await openApi({ dataDir, databaseUrl: '', dev: false, seed: false });
    try {
      const stored = await api.db.get<{ n: number }>(
        'SELECT count(*) AS n FROM contact_messages WHERE subject LIKE ?',
        [`${SUBJECT} %`],
      );
      return { ...sent, stored: Number(stored?.n) };
    } finally {
      await api.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function sendTwice(origin: string): Promise<Omit<IdempotencyLoad, 'stored'>> {
  const signIn = await fetch(`${origin}/api/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal': 'northway' },
    body: JSON.stringify(DEMO_USER),
  });
  const token = ((await json(signIn)).data as { token?: unknown } | undefined)?.token;
  if (!signIn.ok || typeof token !== 'string') throw new Error(`sign-in: ${signIn.status}`);
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'x-portal': 'northway',
  };
  const policies = await fetch(`${origin}/api/policies`, { headers });
  const policy = ((await json(policies)).data as { id?: unknown }[] | undefined)?.[0]?.id;
  if (!policies.ok || typeof policy !== 'number') throw new Error(`policies: ${policies.status}`);

  const send = async (index: number, key: string) => {
    const response = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key },
      body: JSON.stringify({
        policy: String(policy),
        subject: `${SUBJECT} ${index}`,
        enquiry: `Message ${index} of ${CREATES}, sent twice.`,
      }),
    });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      data: JSON.stringify((await json(response)).data),
    };
  };
  const started = performance.now();
  const pairs = await Promise.all(
    Array.from({ length: CREATES }, (_, index) => {
      const key = randomUUID();
      return Promise.all([send(index + 1, key), send(index + 1, key)]);
    }),
  );
  const ms = performance.now() - started;
  const answers = pairs.flat();
  return {
    creates: CREATES,
    replayed: answers.filter((answer) => answer.replayed).length,
    failures:
      answers.filter((answer) => answer.status !== 200).length +
      pairs.filter(([first, second]) => first.data !== second.data).length,
    ms,
  };
}
