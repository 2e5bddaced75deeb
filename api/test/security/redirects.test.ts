import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { TEST_CARDS } from '../../src/gateway/cards';
import { pageFormPosts } from '../../src/http/redirects';
import { mountApi } from '../../src/mount';
import { readMaintenance } from '../../src/settings/store';
import { createTestApi } from '../../src/test/create-test-api';
import { createTestDatabase } from '../../src/test/test-database';

// Open redirects (issue 38, item 3), replayed as the probe sent them: every Location the server
// answers is a path on its own site. The page server's answer to a form posted before its script
// ran (`pageFormPosts`, as the portal server mounts it beside the API) is sent over a real socket:
// an injected request would have its path tidied ('/\host' read as a host) before the server saw
// it, which a browser's request is not.

const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-redirects-'));
// The folder's SQLite file, or on PostgreSQL a schema of this file's own.
const database = await createTestDatabase();
const server = Fastify();
afterAll(async () => {
  await server.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});
await mountApi(server, { ...database.options, dataDir, seed: true, dev: true });
await server.register(pageFormPosts, {
  isPage: (pathname) => path.posix.extname(pathname) === '' && !/^\/api(?:\/|$)/.test(pathname),
});
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const ORIGIN = `http://127.0.0.1:${port}`;

/** A form post with its path exactly as written, as a browser or a script sends it. */
function rawPost(rawPath: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: rawPath,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end('username=car.driver&password=guess');
  });
}

/** Whether a browser at this server, following `location`, stays on it. */
function staysOnSite(location: string | undefined): boolean {
  return location !== undefined && new URL(location, `${ORIGIN}/any/page`).origin === ORIGIN;
}

const OFF_SITE_PATHS = [
  '//evil.example/login',
  '///evil.example/login',
  '/\\evil.example/login',
  '/\\/evil.example/login',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example/login',
  '/a/../..//evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
];

test.each(OFF_SITE_PATHS)('a form posted to %s is not found, with no Location', async (rawPath) => {
  const response = await rawPost(rawPath);

  expect(response.status).toBe(404);
  expect(response.location).toBeUndefined();
});

test('a form posted to a page goes back to its normalised path, query kept', async () => {
  const login = await rawPost('/login?target=%2Fsettings');
  expect(login).toEqual({ status: 303, location: '/login?target=%2Fsettings' });

  const dotted = await rawPost('/./policies/../login');
  expect(dotted).toEqual({ status: 303, location: '/login' });

  // A hostile target stays a query value of our own page, which refuses it (sameOriginPath).
  const hostileTarget = await rawPost('/login?target=%2F.%2F%2Fevil.example');
  expect(hostileTarget.status).toBe(303);
  expect(hostileTarget.location).toBe('/login?target=%2F.%2F%2Fevil.example');
  expect(staysOnSite(hostileTarget.location)).toBe(true);
});

test("the support console's redirects are paths of the console", async () => {
  const api = await createTestApi();
  const staff = await api.staff();
  const page = await api.app.inject({ method: 'GET', url: '/support', headers: staff });
  const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';

  const switched = await api.app.inject({
    method: 'POST',
    url: '/support/maintenance',
    headers: { ...staff, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ form_token: formToken, on: 'false' }).toString(),
  });

  expect(switched.statusCode).toBe(303);
  expect(switched.headers.location).toBe('/support?notice=maintenance-off');
  expect(staysOnSite(switched.headers.location)).toBe(true);
  expect((await readMaintenance(api.context.db)).on).toBe(false);
});

test("the card page's 3-D Secure redirect is a path of the gateway", async () => {
  const api = await createTestApi();
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/gateway/card',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      amount: '10.00',
      number: TEST_CARDS.challenge,
      expiry: '12/30',
      cvc: '123',
    }).toString(),
  });

  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toMatch(/^\/api\/gateway\/challenge\?id=[\w-]+$/);
  expect(staysOnSite(response.headers.location)).toBe(true);
});
