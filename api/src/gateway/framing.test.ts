import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { mountApi } from '../mount';
import { TEST_PORTAL } from '../test/create-test-api';
import { GATEWAY_CSP } from './routes';

// The portal's server sets its headers with helmet for every answer, framing forbidden
// (`frame-ancestors 'none'`). The card page must still be framed by the portal: its own headers,
// written with the reply, are the ones that reach the browser. Helmet configured as the server
// configures it.
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-gateway-'));
const app = Fastify();
await app.register(fastifyHelmet, {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});
await mountApi(app, { dataDir, seed: false });
await app.ready();
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

test("behind helmet the card page says frame-ancestors 'self' and SAMEORIGIN", async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/gateway/card?amount=10',
    headers: { 'x-portal': TEST_PORTAL },
  });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-security-policy']).toBe(GATEWAY_CSP);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['cache-control']).toBe('no-store');
});

test("the API's other answers keep helmet's frame-ancestors 'none'", async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health' });

  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
});
