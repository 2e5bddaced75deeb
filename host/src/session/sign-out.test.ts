// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { AFTER_AGREEMENTS_KEY, POLICIES_QUERY_KEY, SESSION_STORAGE_KEY } from '@portal/platform';
import {
  createFakeNetwork,
  createTestPortal,
  reply,
  TEST_BRAND,
  type Answer,
} from '@portal/platform/testing';
import { afterEach, expect, test, vi } from 'vitest';
import { signOut } from './sign-out';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** car.driver signed in on the page, the sign-out answered with `answer`. */
function signedInPage(answer: Answer<typeof endpoints.signOut>) {
  const network = createFakeNetwork().on(endpoints.signOut, answer);
  const { portal } = createTestPortal({ asOnThePage: true, signedIn: true, network });
  sessionStorage.setItem(AFTER_AGREEMENTS_KEY, '/policies/12');
  portal.queryClient.setQueryData(POLICIES_QUERY_KEY, []);
  const realtime = { disconnect: vi.fn() };
  return { portal, realtime, network, fetch: network.fetch };
}

test('signing out ends the session on the server, clears everything of it and goes to /login', async () => {
  const { portal, realtime, network, fetch } = signedInPage(null);

  await signOut(portal, { fetch, realtime });

  expect(network.requests).toMatchObject([
    {
      method: 'DELETE',
      url: '/api/user/token',
      headers: { authorization: 'Bearer token-1', 'x-portal': TEST_BRAND.id },
    },
  ]);
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
  const { portal, realtime, fetch } = signedInPage(reply.error(500, MESSAGES.serverError));

  await expect(signOut(portal, { fetch, realtime })).rejects.toThrow(MESSAGES.serverError);

  expect(portal.session.getState().status).toBe('signed-in');
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  expect(sessionStorage.getItem(AFTER_AGREEMENTS_KEY)).toBe('/policies/12');
  expect(portal.queryClient.getQueryData(POLICIES_QUERY_KEY)).toEqual([]);
  expect(realtime.disconnect).not.toHaveBeenCalled();
  expect(portal.navigate).not.toHaveBeenCalled();
});

test('a token the server already refused counts as signed out, without the login modal', async () => {
  const { portal, realtime, fetch } = signedInPage(reply.error(401, MESSAGES.unauthenticated));

  await signOut(portal, { fetch, realtime });

  expect(portal.session.getState().status).toBe('signed-out');
  expect(portal.navigate).toHaveBeenCalledExactlyOnceWith('/login');
});
