import { mkdtemp, rm } from 'node:fs/promises';
import type { OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, expect, onTestFinished } from 'vitest';
import type { ApiPluginOptions } from '../app';
import type { ApiContext, ApiOptions } from '../context';
import type { RequestLimits } from '../http/server-limits';
import type { TrustProxy } from '../http/trust-proxy';
import { mountApi } from '../mount';
import { createTestDatabase } from './test-database';
import { BRANDS } from '../seed/brands';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { DEMO_SUPPORT_PASSWORD, STAFF_COOKIE } from '../support-console/staff-sessions';

/** A clock tests move by hand: `clock.advance(61_000)` steps a minute and a second. */
export interface TestClock {
  now(): Date;
  set(date: Date | string): void;
  advance(milliseconds: number): void;
}

/** 09:30 in London on a Sunday in November: a morning greeting, well clear of midnight. */
export const TEST_START = '2026-11-22T09:30:00.000Z';

export function createTestClock(start: Date | string = TEST_START): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(date) {
      current = new Date(date).getTime();
    },
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}

/** The brand tests call as unless they name one: the first of the seed's. */
export const TEST_PORTAL = BRANDS[0].id;

/**
 * Every call of the portal names its brand (portal.md §7), so `inject` does too: a call about a
 * policy (`/api/policies/:id...`) comes through the brand the policy is held at, as its own
 * pages do, any other call through `northway`; unless the request names another, or passes
 * `'x-portal': undefined` to send none.
 */
function withPortal(options: InjectOptions, portalOfPolicy: (id: number) => string | undefined) {
  const headers: OutgoingHttpHeaders = { ...options.headers };
  const named = Object.keys(headers).find((name) => name.toLowerCase() === 'x-portal');
  const url = typeof options.url === 'string' ? options.url : '';
  const policyId = /^\/api\/policies\/(\d+)/.exec(url)?.[1];
  if (named === undefined) {
    headers['x-portal'] = (policyId && portalOfPolicy(Number(policyId))) || TEST_PORTAL;
  } else if (headers[named] === undefined) delete headers[named];
  return { ...options, headers };
}

export interface TestApi {
  /**
   * The API under `/api` (and its socket at `/ws/`), ready for `inject`, which sends
   * `X-Portal: northway` unless told otherwise.
   */
  readonly app: FastifyInstance;
  readonly context: ApiContext;
  readonly clock: TestClock;
  /** Signs a demo user in (the demo password unless given) and returns the token. */
  signIn(username: string, password?: string): Promise<string>;
  /**
   * Signs a support staff member in to the console (the demo support password unless the test
   * API was made with another) and returns the headers that carry the staff cookie.
   */
  staff(): Promise<{ cookie: string }>;
  /** Listens on a free local port (for socket tests); returns the base URL. */
  listen(): Promise<string>;
}

/**
 * The whole API on a fresh temporary data folder, created, migrated and seeded, with a test clock
 * and `checkResponses` on. Called at the top of a test file, the server is closed and the folder
 * removed after the file's tests; called inside a test, after that test.
 */
export async function createTestApi(
  options: ApiOptions &
    Pick<ApiPluginOptions, 'routes'> & {
      /**
       * Fastify's `trustProxy`, as PORTAL_TRUST_PROXY gives it (http/trust-proxy.ts): a server
       * behind a proxy that ends TLS (X-Forwarded-For, X-Forwarded-Proto).
       */
      readonly trustProxy?: TrustProxy | boolean;
      /** Timeouts and caps of the HTTP server other than the deployed ones, for socket tests. */
      readonly requestLimits?: Partial<RequestLimits>;
    } = {},
): Promise<TestApi> {
  const { trustProxy = false, ...apiOptions } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-'));
  const database = await createTestDatabase();
  const clock = createTestClock();
  const app = Fastify({ trustProxy });
  const cleanUp = async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  // At the top of a file it lasts for the file; inside a test, for that test.
  if (expect.getState().currentTestName === undefined) afterAll(cleanUp);
  else onTestFinished(cleanUp);
  const context = await mountApi(app, {
    now: clock.now,
    checkResponses: true,
    dev: true,
    seed: true,
    ...database.options,
    ...apiOptions,
    dataDir,
  });
  await app.ready();
  const inject = app.inject.bind(app);
  // The brand of each policy, read once: `inject` stays as synchronous as Fastify's own.
  const portals = new Map(
    (await context.db.all<{ id: number; portal: string }>('SELECT id, portal FROM policies')).map(
      (row) => [row.id, row.portal],
    ),
  );
  const portalOfPolicy = (id: number) => portals.get(id);
  app.inject = ((options: InjectOptions) =>
    inject(withPortal(options, portalOfPolicy))) as typeof app.inject;

  return {
    app,
    context,
    clock,
    async signIn(username, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/token',
        payload: { username, password },
      });
      const token: unknown = response.json<{ data?: { token?: unknown } }>().data?.token;
      if (response.statusCode !== 200 || typeof token !== 'string') {
        throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
      }
      return token;
    },
    async staff() {
      const response = await app.inject({
        method: 'POST',
        url: '/support/sign-in',
        payload: new URLSearchParams({
          password: options.supportPassword ?? DEMO_SUPPORT_PASSWORD,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const cookie = /portal_support=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
      if (response.statusCode !== 303 || !cookie) {
        throw new Error(`Support sign-in failed: ${response.statusCode} ${response.body}`);
      }
      return { cookie: `${STAFF_COOKIE}=${cookie}` };
    },
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('No port');
      return `http://127.0.0.1:${address.port}`;
    },
  };
}
