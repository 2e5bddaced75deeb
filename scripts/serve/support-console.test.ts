import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_SUPPORT_PASSWORD, SUPPORT_PASSWORD_ENV } from 'api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPortalServer } from './server.ts';

// The support console on the portal's own origin: its routes win over the history fallback that
// serves the host page for every other path, and the portal's CSP lets its script file run.

let distDir: string;
let server: FastifyInstance;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'portal-support-'));
  await mkdir(path.join(distDir, 'host'), { recursive: true });
  await writeFile(
    path.join(distDir, 'host/index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body><div id="portal-shell"></div></body></html>',
  );
  server = await createPortalServer({ distDir, api: { dataDir: path.join(distDir, 'data') } });
});

afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

test('/support is the support console, not the host page, with its script allowed by the CSP', async () => {
  const page = await server.inject('/support');
  const script = await server.inject('/support/console.js');

  expect(page.statusCode).toBe(401);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('Support password');
  expect(page.body).not.toContain('portal-shell');
  expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toContain('text/javascript');
});

test('the support console stays open while maintenance closes the API', async () => {
  const password = process.env[SUPPORT_PASSWORD_ENV] || DEMO_SUPPORT_PASSWORD;
  const signIn = await server.inject({
    method: 'POST',
    url: '/support/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
  });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
  const before = await server.inject({ url: '/support', headers: { cookie } });
  const formToken = /name="form_token" value="([^"]+)"/.exec(before.body)?.[1] ?? '';
  await server.inject({
    method: 'POST',
    url: '/support/maintenance',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams({
      form_token: formToken,
      on: 'true',
      retry_after: '60',
    }).toString(),
  });

  expect((await server.inject('/api/policies')).statusCode).toBe(503);
  const during = await server.inject({ url: '/support', headers: { cookie } });
  expect(during.statusCode).toBe(200);
  expect(during.body).toContain('Maintenance is on.');
});
