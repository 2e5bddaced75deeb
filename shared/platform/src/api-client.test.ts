import * as v from 'valibot';
import { endpoint } from '@portal/contract';
import { expect, test } from 'vitest';
import { REPEAT_SUBMIT_MS } from './api-client';
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

const sendContact = endpoint({
  method: 'POST',
  path: '/contact',
  auth: 'token',
  idempotent: true,
  body: v.object({ subject: v.string() }),
  response: v.string(),
});
const uploadDocuments = endpoint({
  method: 'POST',
  path: '/policies/:id/documents',
  auth: 'token',
  idempotent: true,
  multipart: true,
  body: v.object({ documents: v.array(v.blob()) }),
  response: v.string(),
});

/** A client whose answers the test gives one by one; it records each call's Idempotency-Key. */
function clientAnswering(answers: (() => Response)[], clock = { now: 0 }) {
  const session = createSessionStore();
  session.getState().login({ token: 'first', greeting: 'Hello', user: { username: 'car.driver' } });
  const keys: (string | null)[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    portal: 'northway',
    session,
    now: () => clock.now,
    fetch: async (_url, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      const answer = answers.shift() ?? (() => Response.json({ data: 'Sent', meta: {} }));
      return answer();
    },
    // The login modal: the call waits for a new sign-in, then goes again.
    handleError: async (error, retry) => {
      if (error.status === 401) return retry();
      throw error;
    },
  });
  return { api, keys, clock };
}

const lapsed = () => Response.json({ message: 'Please sign in to continue.' }, { status: 401 });
const failed = () => Response.json({ message: 'Server Error' }, { status: 500 });

test('a create carries an Idempotency-Key, the same after the login modal', async () => {
  const { api, keys } = clientAnswering([lapsed]);

  await expect(api.call(sendContact, { body: { subject: 'Windscreen' } })).resolves.toBe('Sent');

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('calls that create nothing carry no key', async () => {
  const { api, keys } = clientAnswering([() => Response.json({ data: [], meta: {} })]);

  await api.call(getPolicies);

  expect(keys).toEqual([null]);
});

test('the same submission sent again after a failure or a 499 keeps its key', async () => {
  const agreements = () => Response.json({ message: 'Agreements' }, { status: 499 });
  const { api, keys } = clientAnswering([failed, agreements]);
  const send = () => api.call(sendContact, { body: { subject: 'Windscreen' } });

  await expect(send()).rejects.toMatchObject({ status: 500 });
  await expect(send()).rejects.toMatchObject({ status: 499 });
  await expect(send()).resolves.toBe('Sent');

  expect(new Set(keys).size).toBe(1);
});

test('changed answers are a new submission with a new key', async () => {
  const { api, keys } = clientAnswering([failed]);

  await expect(api.call(sendContact, { body: { subject: 'Windscreen' } })).rejects.toThrow();
  await api.call(sendContact, { body: { subject: 'Windscreen chip' } });

  expect(keys[1]).not.toBe(keys[0]);
});

test('a double click reuses the key; the same answers sent later are a new submission', async () => {
  const { api, keys, clock } = clientAnswering([]);
  const send = () => api.call(sendContact, { body: { subject: 'Windscreen' } });

  await Promise.all([send(), send()]);
  clock.now += REPEAT_SUBMIT_MS;
  await send();
  clock.now += REPEAT_SUBMIT_MS + 1;
  await send();

  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).toBe(keys[0]);
  expect(keys[3]).not.toBe(keys[0]);
});

test('the same chosen files keep the key; files chosen again make a new submission', async () => {
  const { api, keys } = clientAnswering([failed]);
  const chosen = [new File(['scan'], 'licence.pdf', { type: 'application/pdf' })];
  const upload = (documents: File[]) =>
    api.call(uploadDocuments, { params: { id: 101 }, body: { documents } });

  await expect(upload(chosen)).rejects.toThrow();
  await upload(chosen);
  await upload([new File(['scan'], 'licence.pdf', { type: 'application/pdf' })]);

  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});
