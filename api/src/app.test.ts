import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createTestApi } from './test/create-test-api';

const api = await createTestApi();

test('health answers ok in the response envelope', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/health' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: { status: 'ok' }, meta: {} });
});

test('an unknown API path is a JSON 404', async () => {
  for (const [method, url] of [
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/policies/1/nothing'],
    ['GET', '/api/'],
  ] as const) {
    const response = await api.app.inject({ method, url });

    expect(response.statusCode, `${method} ${url}`).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found' });
  }
});

test('a body the server cannot read is answered in the error shape, saying so', async () => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/user/token',
    headers: { 'content-type': 'application/json' },
    payload: '{"username": ',
  });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: MESSAGES.requestUnreadable });
});

test('the development-only calls exist only with dev on', async () => {
  const production = await createTestApi({ dev: false, supportPassword: 'Staff-Only-2026!' });

  const dev = await api.app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    headers: await api.staff(),
  });
  const prod = await production.app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    headers: await production.staff(),
  });

  expect(dev.statusCode).toBe(200);
  expect(prod.statusCode).toBe(404);
});

test('the development calls answer only support staff: the outbox holds every code sent', async () => {
  const staff = await api.staff();
  const calls = [
    { method: 'GET', url: '/api/dev/outbox' },
    {
      method: 'POST',
      url: '/api/dev/alert',
      payload: { username: 'car.driver', label: 'x', type: 'announcement', slot: 'todo' },
    },
    {
      method: 'POST',
      url: '/api/dev/notification',
      payload: { username: 'car.driver', label: 'x', value: '/inbox' },
    },
    { method: 'POST', url: '/api/dev/screenshot-request', payload: { username: 'car.driver' } },
  ] as const;

  for (const call of calls) {
    const stranger = await api.app.inject(call);
    const customer = await api.app.inject({
      ...call,
      headers: { authorization: `Bearer ${await api.signIn('car.driver')}` },
    });
    expect(stranger.statusCode, call.url).toBe(401);
    expect(customer.statusCode, call.url).toBe(401);
    expect(stranger.json<{ message: string }>().message).toMatch(/support console/);
  }
  const consolePage = await api.app.inject({ method: 'GET', url: '/support', headers: staff });
  const formToken = /name="form_token" value="([^"]+)"/.exec(consolePage.body)?.[1] ?? '';
  const signedOut = await api.app.inject({
    method: 'POST',
    url: '/support/sign-out',
    headers: { ...staff, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ form_token: formToken }).toString(),
  });
  expect(signedOut.statusCode).toBe(303);
  const afterSignOut = await api.app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    headers: staff,
  });
  expect(afterSignOut.statusCode).toBe(401);
});
