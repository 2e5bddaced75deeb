// `pnpm probe:requests`: the attack probe's two request-load checks, against the API alone on a
// fresh data folder (docs/decisions/031-request-limits.md). Prints the API process's memory peak
// above idle while six clients each send 550 text fields of 1 MB, how long /api/health took
// meanwhile, and when a client sending one byte every 20 s was cut off.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = 8097;
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-probe-'));

const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PORTAL_DATA_DIR: dataDir,
    PORTAL_DEMO: '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

function rssMb(): number {
  const status = readFileSync(`/proc/${api.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function ready() {
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the API did not start');
}

/** One client: 550 text fields of 1 MB to the documents upload, as fast as the server reads. */
function floodFields(token: string): Promise<string> {
  return new Promise((resolve) => {
    const boundary = 'probe-boundary';
    const megabyte = 'x'.repeat(1024 * 1024);
    const part = (index: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="note${index}"\r\n\r\n${megabyte}\r\n`;
    const socket = connect(PORT, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    // Refused mid-body, the client may see the connection end before it reads the answer.
    socket.on('close', () =>
      resolve(answer.split('\r\n')[0] || 'closed before the answer was read'),
    );
    socket.write(
      [
        'POST /api/policies/101/required-documents HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        'X-Portal: northway',
        `Idempotency-Key: ${crypto.randomUUID()}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${550 * (megabyte.length + 100)}`,
        '',
        '',
      ].join('\r\n'),
    );
    void (async () => {
      for (let index = 0; index < 550 && !socket.destroyed && !answer; index += 1) {
        if (!socket.write(part(index))) await new Promise((done) => socket.once('drain', done));
      }
    })();
  });
}

/** A body of one byte every 20 s: seconds until the server closed the connection. */
function slowBody(): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(PORT, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
    );
    const drip = setInterval(() => socket.write('x'), 20_000);
    socket.on('close', () => {
      clearInterval(drip);
      resolve((Date.now() - started) / 1000);
    });
  });
}

try {
  await ready();
  const signIn = await fetch(`${BASE}/api/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal': 'northway' },
    body: JSON.stringify({ username: 'car.driver', password: 'Portal-Demo-2026!' }),
  });
  const signedIn = (await signIn.json()) as { data?: { token?: string } };
  const token = signedIn.data?.token;
  if (!token) throw new Error(`sign-in refused: ${signIn.status} ${JSON.stringify(signedIn)}`);
  await sleep(1000);
  const idle = rssMb();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
  const healthStarted = Date.now();
  const answers = Promise.all(Array.from({ length: 6 }, () => floodFields(token)));
  await sleep(200);
  await fetch(`${BASE}/api/health`);
  const healthMs = Date.now() - healthStarted - 200;
  const lines = await answers;
  await sleep(500);
  clearInterval(sampler);
  console.log(`six clients x 550 fields of 1 MB: ${[...new Set(lines)].join(', ')}`);
  console.log(
    `memory: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, +${(peak - idle).toFixed(0)} MB`,
  );
  console.log(`/api/health during the flood: ${healthMs} ms`);
  console.log(`one byte every 20 s: closed after ${(await slowBody()).toFixed(1)} s`);
} finally {
  api.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
