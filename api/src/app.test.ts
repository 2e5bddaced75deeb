import { afterAll, expect, test } from 'vitest';
import { buildApi } from './app';

const api = buildApi();
afterAll(() => api.close());

test('health answers ok in the response envelope', async () => {
  const response = await api.inject({ method: 'GET', url: '/api/health' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: { status: 'ok' }, meta: {} });
});

test('an unknown API path is a JSON 404', async () => {
  for (const [method, url] of [
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/policies/1/nothing'],
    ['GET', '/api/'],
  ] as const) {
    const response = await api.inject({ method, url });

    expect(response.statusCode, `${method} ${url}`).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found' });
  }
});
