import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createTestApi } from '../test/create-test-api';
import { probeRoutes } from '../test/probe-routes';
import { ROTATED_GRACE_MS, ROTATE_AFTER_MS, TOKEN_LIFETIME_MS } from './sessions';

const api = await createTestApi({ routes: [probeRoutes] });

async function me(token: string) {
  const response = await api.app.inject({
    method: 'GET',
    url: '/api/probe/me',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = response.json<{ meta?: { token?: string } }>();
  return { status: response.statusCode, token: body.meta?.token };
}

test('the token is stored only as its SHA-256', async () => {
  const token = await api.signIn('van.fleet');
  const stored = await api.context.db.all<{ hash: string }>('SELECT hash FROM tokens');

  expect(JSON.stringify(stored)).not.toContain(token);
  expect(stored).toContainEqual({
    hash: (await import('node:crypto')).createHash('sha256').update(token).digest('hex'),
  });
});

test('within its first minute a token is answered back unchanged', async () => {
  const token = await api.signIn('car.driver');
  api.clock.advance(ROTATE_AFTER_MS - 1);

  expect(await me(token)).toEqual({ status: 200, token });
});

test('a token over a minute old is rotated, and the old one works two more minutes', async () => {
  const token = await api.signIn('car.driver');
  api.clock.advance(ROTATE_AFTER_MS);

  const first = await me(token);
  expect(first.status).toBe(200);
  expect(first.token).toEqual(expect.any(String));
  expect(first.token).not.toBe(token);

  // The successor is a fresh token, not rotated again within its first minute; calls in flight
  // with the old token all get the same successor.
  const successor = first.token ?? '';
  expect(await me(successor)).toEqual({ status: 200, token: successor });
  expect(await me(token)).toEqual(first);
  api.clock.advance(ROTATED_GRACE_MS - 1);
  expect(await me(token)).toEqual(first);
  api.clock.advance(1);
  expect(await me(token)).toEqual({ status: 401, token: undefined });
});

test('a token expires 1440 minutes after it was issued', async () => {
  const kept = await api.signIn('bike.rider');
  const lapsed = await api.signIn('bike.rider');

  api.clock.advance(TOKEN_LIFETIME_MS - 1);
  expect((await me(kept)).status).toBe(200);
  api.clock.advance(1);
  const response = await api.app.inject({
    method: 'GET',
    url: '/api/probe/me',
    headers: { authorization: `Bearer ${lapsed}` },
  });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
});

test('an active session slides: each rotation brings a new 1440 minutes', async () => {
  let token = await api.signIn('bike.rider');
  for (let hour = 0; hour < 30; hour += 1) {
    api.clock.advance(60 * 60_000);
    const answer = await me(token);
    expect(answer.status).toBe(200);
    token = answer.token ?? '';
  }
});

test('signing out revokes the token at once, and its successor with it', async () => {
  const token = await api.signIn('car.driver');
  api.clock.advance(ROTATE_AFTER_MS);
  const successor = (await me(token)).token ?? '';

  const signOut = await api.app.inject({
    method: 'DELETE',
    url: '/api/user/token',
    headers: { authorization: `Bearer ${token}` },
  });

  expect(signOut.statusCode).toBe(200);
  expect(signOut.json()).toEqual({ data: null, meta: {} });
  expect((await me(token)).status).toBe(401);
  expect((await me(successor)).status).toBe(401);
});

test('signing out without a token is a 401', async () => {
  const response = await api.app.inject({ method: 'DELETE', url: '/api/user/token' });

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
});
