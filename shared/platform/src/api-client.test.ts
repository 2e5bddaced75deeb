import * as v from 'valibot';
import { endpoint } from '@portal/contract';
import { expect, test } from 'vitest';
import { createApiClient, createSessionStore } from './index';

const getPolicies = endpoint({
  method: 'GET',
  path: '/policies',
  auth: 'token',
  response: v.array(v.object({ id: v.string() })),
});

test('calls carry the session token and a rotated token replaces it in the session', async () => {
  const session = createSessionStore();
  session.getState().login({ token: 'first', greeting: 'Hello', user: { username: 'car.driver' } });
  const seen: (string | null)[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    portal: 'northway',
    session,
    fetch: async (_url, init) => {
      seen.push(new Headers(init?.headers).get('authorization'));
      return Response.json({ data: [{ id: '1' }], meta: { token: 'second' } });
    },
  });

  await expect(api.call(getPolicies)).resolves.toEqual([{ id: '1' }]);
  await api.call(getPolicies);

  expect(seen).toEqual(['Bearer first', 'Bearer second']);
  expect(session.getState().token).toBe('second');
});

test('a rotated token that arrives after sign-out does not sign the user back in', async () => {
  const session = createSessionStore();
  session.getState().login({ token: 'first', greeting: 'Hello', user: { username: 'car.driver' } });
  const api = createApiClient({
    baseUrl: '/api',
    portal: 'northway',
    session,
    fetch: async () => {
      session.getState().logout();
      return Response.json({ data: [], meta: { token: 'second' } });
    },
  });

  await api.call(getPolicies);

  expect(session.getState().token).toBeNull();
});
