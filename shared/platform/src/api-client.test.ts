import { expect, test, vi } from 'vitest';
import { createApiClient, createSessionStore, UNRECOGNISED_RESPONSE } from './index';

function respond(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

test('a call carries the portal header, the token and JSON', async () => {
  const session = createSessionStore();
  session.getState().login({ token: 'abc', greeting: 'Hi', user: { username: 'sam' } });
  const send = respond({ data: { ok: true }, meta: {} });
  const api = createApiClient({ baseUrl: '/api', portal: 'motorwise', session, fetch: send });

  await expect(api.request('POST', '/contact', { subject: 'Hello' })).resolves.toEqual({
    data: { ok: true },
    meta: {},
  });
  expect(send).toHaveBeenCalledWith('/api/contact', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Portal': 'motorwise',
      Authorization: 'Bearer abc',
    },
    body: '{"subject":"Hello"}',
  });
});

test('a response without data and meta is an unrecognised response', async () => {
  const api = createApiClient({
    baseUrl: '/api',
    portal: 'motorwise',
    session: createSessionStore(),
    fetch: respond({ result: 'ok' }),
  });
  await expect(api.request('GET', '/policies')).rejects.toThrow(UNRECOGNISED_RESPONSE);
});

test('meta.token rotates the session token', async () => {
  const session = createSessionStore();
  session.getState().login({ token: 'old', greeting: 'Hi', user: { username: 'sam' } });
  const api = createApiClient({
    baseUrl: '/api',
    portal: 'motorwise',
    session,
    fetch: respond({ data: [], meta: { token: 'new' } }),
  });

  await api.request('GET', '/policies');

  expect(session.getState().token).toBe('new');
});
