import * as v from 'valibot';
import { ApiError, createClient, endpoint } from '@portal/contract';
import { createEventBus } from '@portal/event-bus';
import { expect, test, vi } from 'vitest';
import { createSessionStore } from './session-store';
import {
  AFTER_AGREEMENTS_KEY,
  createStatusHandling,
  takeAfterAgreementsPath,
} from './status-handling';

const getPolicies = endpoint({
  method: 'GET',
  path: '/policies',
  auth: 'token',
  response: v.array(v.object({ id: v.number() })),
});

function setUp(path = '/policies/101/change', answer?: (token: string | null) => Response) {
  const session = createSessionStore();
  session.getState().login({ token: 'old', greeting: 'Hello', user: { username: 'car.driver' } });
  const bus = createEventBus();
  const expired = vi.fn();
  bus.on('session.expired', expired);
  const navigate = vi.fn();
  const storage = new Map<string, string>();
  const store = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  } as Storage;
  const api = createClient({
    baseUrl: '/api',
    portal: 'northway',
    getToken: () => session.getState().token,
    fetch: async (_url, init) => {
      const token = new Headers(init?.headers).get('authorization');
      return (
        answer?.(token) ??
        (token === 'Bearer new'
          ? Response.json({ data: [{ id: 101 }], meta: {} })
          : Response.json({ message: 'Please sign in to continue.' }, { status: 401 }))
      );
    },
    handleError: createStatusHandling({
      session,
      bus,
      navigate,
      location: () => path,
      storage: store,
    }),
  });
  return { session, expired, navigate, storage, store, api };
}

test('calls refused for a lapsed session wait for sign-in and then go through', async () => {
  const { api, session, expired } = setUp();

  const first = api.call(getPolicies);
  const second = api.call(getPolicies);
  await vi.waitFor(() => expect(session.getState().status).toBe('expired'));
  expect(expired).toHaveBeenCalledTimes(1);

  session.getState().login({ token: 'new', greeting: 'Hello', user: { username: 'car.driver' } });

  await expect(first).resolves.toEqual([{ id: 101 }]);
  await expect(second).resolves.toEqual([{ id: 101 }]);
});

test('a user who signs out instead sees the call fail', async () => {
  const { api, session } = setUp();

  const call = api.call(getPolicies);
  await vi.waitFor(() => expect(session.getState().status).toBe('expired'));
  session.getState().logout();

  await expect(call).rejects.toMatchObject({ status: 401 });
});

test('a 499 sends the user to the agreements and remembers where they were going', async () => {
  const { api, navigate, store } = setUp('/policies/101/change', () =>
    Response.json(
      { message: 'Please review and accept your agreements to continue.' },
      { status: 499 },
    ),
  );

  await expect(api.call(getPolicies)).rejects.toBeInstanceOf(ApiError);

  expect(navigate).toHaveBeenCalledWith('/agreements');
  expect(takeAfterAgreementsPath(store)).toBe('/policies/101/change');
  expect(takeAfterAgreementsPath(store)).toBe('/');
});

test('the way back after the agreements is only ever a path on this site', () => {
  const { storage, store } = setUp();
  for (const stored of [
    '//evil.example',
    '/.//evil.example',
    '/\\evil.example',
    'https://evil.example/',
  ]) {
    storage.set(AFTER_AGREEMENTS_KEY, stored);
    expect(takeAfterAgreementsPath(store), stored).toBe('/');
  }
  storage.set(AFTER_AGREEMENTS_KEY, '/policies/./101/change?step=2');
  expect(takeAfterAgreementsPath(store)).toBe('/policies/101/change?step=2');
});

test('a 499 on an agreements page stays there', async () => {
  const { api, navigate, storage } = setUp('/agreements', () =>
    Response.json({ message: 'Agreements first' }, { status: 499 }),
  );

  await expect(api.call(getPolicies)).rejects.toMatchObject({ status: 499 });

  expect(navigate).not.toHaveBeenCalled();
  expect(storage.has(AFTER_AGREEMENTS_KEY)).toBe(false);
});

test('a 503 drops the session and shows maintenance with the retry time and the way back', async () => {
  const { api, navigate, session } = setUp('/events', () =>
    Response.json({ message: 'Down' }, { status: 503, headers: { 'retry-after': '120' } }),
  );

  await expect(api.call(getPolicies)).rejects.toMatchObject({ status: 503 });

  expect(session.getState().status).toBe('signed-out');
  expect(navigate).toHaveBeenCalledWith('/maintenance?target=%2Fevents&retry_after=120', {
    replace: true,
  });
});
