import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { SOCKET_EVENTS } from '@portal/contract';
import { createClient } from 'redis';
import type { Socket } from 'socket.io-client';
import { afterAll, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { startApiProcess, sharedDatabase } from '../../src/test/api-process';
import { testSockets } from '../../src/test/sockets';

// Two API processes sharing Redis (REDIS_URL) are one realtime channel: a page connected to one
// hears what a call to the other did, loses its socket when it signs out through the other, and
// is asked for a screenshot from the other's support console. Run on SQLite and on PostgreSQL
// (PORTAL_TEST_DATABASE_URL), with Redis on 127.0.0.1:6379 (scripts/ensure-redis.mjs starts it).

const REDIS_HOST = '127.0.0.1';
const REDIS_PORT = 6379;
const REDIS_URL = `redis://${REDIS_HOST}:${REDIS_PORT}`;

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: REDIS_HOST, port: REDIS_PORT, timeout: 2_000 });
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

// Without Redis this file proves nothing: it fails rather than passing by skipping.
if (!(await redisAnswers())) {
  throw new Error(
    `No Redis on ${REDIS_HOST}:${REDIS_PORT}: these tests need one. Start it with ` +
      '`node scripts/ensure-redis.mjs` (installs redis-server with apt when missing).',
  );
}

// A stream (and channels) of this run's own: runs sharing the Redis never hear each other.
const stream = `portal-test-${randomUUID()}`;
const SUPPORT_PASSWORD = `Support-${randomUUID()}`;
afterAll(async () => {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  await redis.del(stream);
  await redis.close();
});

const database = await sharedDatabase();
const env = { REDIS_URL, PORTAL_REDIS_STREAM: stream, PORTAL_SUPPORT_PASSWORD: SUPPORT_PASSWORD };
const first = await startApiProcess(database, env);
const second = await startApiProcess(database, env);
const sockets = testSockets(new URL(second.url).origin);

async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'x-portal': 'northway',
      'idempotency-key': randomUUID(),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as { data?: unknown } };
}

async function signIn(base: string, username: string): Promise<string> {
  const { status, body } = await call(base, '/user/token', {
    body: { username, password: DEMO_PASSWORD },
  });
  expect(status).toBe(200);
  return (body.data as { token: string }).token;
}

async function userId(username: string): Promise<number> {
  const row = await database.db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', [
    username,
  ]);
  return Number(row?.id);
}

/** The first `event` the socket receives within `ms`; rejects when none came. */
function next(socket: Socket, event: string, ms = 5_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const late = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: unknown) => {
      clearTimeout(late);
      resolve(payload);
    });
  });
}

function isoDate(daysFromNow: number): string {
  return new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
}

test("a page connected to B hears data.changed for a write made through A's API", async () => {
  const token = await signIn(first.url, 'car.driver');
  const page = await sockets.connect(token);
  const changed = next(page, SOCKET_EVENTS.dataChanged);

  const created = await call(first.url, '/events', {
    token,
    body: {
      label: `Across nodes ${randomUUID()}`,
      due_date: isoDate(60),
      remind_date: isoDate(55),
    },
  });

  expect(created.status).toBe(200);
  expect(await changed).toEqual({ changes: ['events'] });
});

test('signing out through A closes the socket held on B within a second', async () => {
  const token = await signIn(first.url, 'bike.rider');
  const page = await sockets.connect(token);
  const reason = new Promise<{ reason: string; after: number }>((resolve) => {
    const started = Date.now();
    page.once('disconnect', (why) => resolve({ reason: why, after: Date.now() - started }));
  });

  const signedOut = await call(first.url, '/user/token', { method: 'DELETE', token });
  const late = new Promise<{ reason: string; after: number }>((resolve) =>
    setTimeout(() => resolve({ reason: 'still connected', after: 1_000 }), 1_000),
  );

  expect(signedOut.status).toBe(200);
  const outcome = await Promise.race([reason, late]);
  expect(outcome.reason).toBe('io server disconnect');
  expect(outcome.after).toBeLessThan(1_000);
});

test("A's support console lists a page connected to B and its screenshot request reaches it", async () => {
  const token = await signIn(second.url, 'van.fleet');
  const page = await sockets.connect(token);
  const consoleUrl = new URL('/support', first.url).toString();

  const signedIn = await fetch(`${consoleUrl}/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password: SUPPORT_PASSWORD }).toString(),
    redirect: 'manual',
  });
  expect(signedIn.status).toBe(303);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('portal_support='));
  expect(cookie, 'the staff cookie').toBeDefined();

  const consolePage = await (await fetch(consoleUrl, { headers: { cookie: cookie ?? '' } })).text();
  expect(consolePage).toContain('van.fleet');
  const formToken = /<meta name="form_token" content="([^"]+)">/.exec(consolePage)?.[1];
  expect(formToken, 'the form token').toBeDefined();

  const asked = next(page, SOCKET_EVENTS.screenshotRequest);
  const requested = await fetch(`${consoleUrl}/screenshot-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie ?? '' },
    body: new URLSearchParams({
      user: String(await userId('van.fleet')),
      form_token: formToken ?? '',
    }).toString(),
    redirect: 'manual',
  });

  expect(requested.headers.get('location')).toContain('notice=requested');
  expect(await asked).toEqual({ token: expect.any(String) });
});
