// @vitest-environment jsdom
import { MESSAGES } from '@portal/contract';
import {
  AFTER_AGREEMENTS_KEY,
  createSessionStore,
  SESSION_STORAGE_KEY,
  type Brand,
} from '@portal/platform';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { signOut } from './sign-out';

const BRAND: Brand = {
  id: 'northway',
  label: 'Northway',
  legalName: 'Northway Motor Insurance Ltd',
  regulatorNumber: '100001',
  contactNumber: '0330 000 0001',
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function signedInPage() {
  const session = createSessionStore({ storage: localStorage });
  session.getState().login({ token: 'tok-1', greeting: 'Hello', user: { username: 'car.driver' } });
  sessionStorage.setItem(AFTER_AGREEMENTS_KEY, '/policies/12');
  const queryClient = new QueryClient();
  queryClient.setQueryData(['policies'], []);
  const portal = { session, queryClient, navigate: vi.fn(), brand: BRAND };
  const realtime = { disconnect: vi.fn() };
  return { portal, realtime };
}

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

test('signing out ends the session on the server, clears everything of it and goes to /login', async () => {
  const { portal, realtime } = signedInPage();
  const fetch = answer(200, { data: null, meta: {} });

  await signOut(portal, { fetch, realtime });

  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(url).toBe('/api/user/token');
  expect(init?.method).toBe('DELETE');
  expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'X-Portal': 'northway' });
  expect(portal.session.getState()).toMatchObject({
    status: 'signed-out',
    token: null,
    user: null,
  });
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(sessionStorage.getItem(AFTER_AGREEMENTS_KEY)).toBeNull();
  expect(portal.queryClient.getQueryCache().getAll()).toEqual([]);
  expect(realtime.disconnect).toHaveBeenCalledOnce();
  expect(portal.navigate).toHaveBeenCalledExactlyOnceWith('/login');
});

test('a failed sign-out rejects with the message and leaves the session as it was', async () => {
  const { portal, realtime } = signedInPage();
  const fetch = answer(500, { message: MESSAGES.serverError });

  await expect(signOut(portal, { fetch, realtime })).rejects.toThrow(MESSAGES.serverError);

  expect(portal.session.getState().status).toBe('signed-in');
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  expect(sessionStorage.getItem(AFTER_AGREEMENTS_KEY)).toBe('/policies/12');
  expect(portal.queryClient.getQueryData(['policies'])).toEqual([]);
  expect(realtime.disconnect).not.toHaveBeenCalled();
  expect(portal.navigate).not.toHaveBeenCalled();
});

test('a token the server already refused counts as signed out, without the login modal', async () => {
  const { portal, realtime } = signedInPage();
  const fetch = answer(401, { message: MESSAGES.unauthenticated });

  await signOut(portal, { fetch, realtime });

  expect(portal.session.getState().status).toBe('signed-out');
  expect(portal.navigate).toHaveBeenCalledExactlyOnceWith('/login');
});
