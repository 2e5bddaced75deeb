// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import {
  AFTER_AGREEMENTS_KEY,
  POLICIES_QUERY_KEY,
  SESSION_STORAGE_KEY,
  STORAGE_KEYS,
} from '@portal/platform';
import {
  createFakeNetwork,
  createTestPortal,
  reply,
  TEST_BRAND,
  type Answer,
} from '@portal/platform/testing';
import { afterEach, expect, test, vi } from 'vitest';
import { INSTALL_OPT_OUT_KEY, optOut, PUSH_OPT_OUT_KEY } from '../pwa/opt-out';
import { signOut } from './sign-out';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * car.driver signed in on the page, the sign-out answered with `answer`, having arranged the
 * dashboard, dismissed a to-do and said 'No thanks' to push and to installing the app.
 */
function signedInPage(answer: Answer<typeof endpoints.signOut>) {
  const network = createFakeNetwork().on(endpoints.signOut, answer);
  const { portal } = createTestPortal({ asOnThePage: true, signedIn: true, network });
  sessionStorage.setItem(AFTER_AGREEMENTS_KEY, '/policies/12');
  localStorage.setItem(STORAGE_KEYS.dashboardLayout, '[{"i":"faqs","x":0,"y":0,"w":1,"h":1}]');
  localStorage.setItem(STORAGE_KEYS.todoDismissed, '[7]');
  optOut(localStorage, PUSH_OPT_OUT_KEY);
  optOut(localStorage, INSTALL_OPT_OUT_KEY);
  portal.queryClient.setQueryData(POLICIES_QUERY_KEY, []);
  const realtime = { disconnect: vi.fn() };
  const endPush = vi.fn(() => Promise.resolve());
  return { portal, realtime, endPush, network, fetch: network.fetch };
}

/** The browser storage keys left, local and tab storage together. */
function keysLeft() {
  return [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort();
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
  // portal.md §4: logout clears all stored state; installing the app is the device's choice.
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.dashboardLayout)).toBeNull();
  expect(localStorage.getItem(PUSH_OPT_OUT_KEY)).toBeNull();
  expect(sessionStorage.getItem(AFTER_AGREEMENTS_KEY)).toBeNull();
  expect(keysLeft()).toEqual([INSTALL_OPT_OUT_KEY]);
  expect(portal.queryClient.getQueryCache().getAll()).toEqual([]);
  expect(realtime.disconnect).toHaveBeenCalledOnce();
  expect(portal.navigate).toHaveBeenCalledExactlyOnceWith('/login');
});

test('a failed sign-out rejects with the message and leaves the session as it was', async () => {
  const { portal, realtime, fetch } = signedInPage(reply.error(500, MESSAGES.serverError));

  await expect(signOut(portal, { fetch, realtime })).rejects.toThrow(MESSAGES.serverError);

  expect(portal.session.getState().status).toBe('signed-in');
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.dashboardLayout)).not.toBeNull();
  expect(localStorage.getItem(PUSH_OPT_OUT_KEY)).not.toBeNull();
  expect(sessionStorage.getItem(AFTER_AGREEMENTS_KEY)).toBe('/policies/12');
  expect(portal.queryClient.getQueryData(POLICIES_QUERY_KEY)).toEqual([]);
  expect(realtime.disconnect).not.toHaveBeenCalled();
  expect(portal.navigate).not.toHaveBeenCalled();
});

test('a token the server already refused counts as signed out, without the login modal', async () => {
  const { portal, realtime, fetch } = signedInPage(reply.error(401, MESSAGES.unauthenticated));

  await signOut(portal, { fetch, realtime });

  expect(portal.session.getState().status).toBe('signed-out');
  expect(keysLeft()).toEqual([INSTALL_OPT_OUT_KEY]);
  expect(portal.navigate).toHaveBeenCalledExactlyOnceWith('/login');
});

test('signing out ends this browser’s push subscription once the server has ended the session', async () => {
  const { portal, realtime, endPush, network, fetch } = signedInPage(null);
  endPush.mockImplementation(() => {
    expect(network.requests).toHaveLength(1);
    return Promise.resolve();
  });

  await signOut(portal, { fetch, realtime, endPush });

  expect(endPush).toHaveBeenCalledOnce();
});

test('a failed sign-out keeps the push subscription', async () => {
  const { portal, realtime, endPush, fetch } = signedInPage(reply.error(500, MESSAGES.serverError));

  await expect(signOut(portal, { fetch, realtime, endPush })).rejects.toThrow();

  expect(endPush).not.toHaveBeenCalled();
});

test('a push subscription that cannot be ended does not keep the user signed in', async () => {
  const { portal, realtime, endPush, fetch } = signedInPage(null);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  endPush.mockRejectedValue(new Error('The service worker is gone'));

  await signOut(portal, { fetch, realtime, endPush });
  await vi.waitFor(() => expect(logged).toHaveBeenCalledOnce());

  expect(portal.session.getState().status).toBe('signed-out');
  expect(portal.navigate).toHaveBeenCalledExactlyOnceWith('/login');
  logged.mockRestore();
});

test('a session that lapsed and is not renewed leaves nothing for the next user to sign in', () => {
  const { portal } = signedInPage(null);
  portal.session.getState().expire();
  expect(localStorage.getItem(STORAGE_KEYS.dashboardLayout)).not.toBeNull();

  // Someone else signs in at the login modal.
  portal.session
    .getState()
    .login({ token: 'token-2', greeting: 'Hello Dan', user: { username: 'van.fleet' } });

  expect(keysLeft()).toEqual([INSTALL_OPT_OUT_KEY, SESSION_STORAGE_KEY].sort());
});

test('the maintenance page drops the session and everything of the user with it', async () => {
  const { portal, network } = signedInPage(null);
  network.on(endpoints.getPolicies, reply.error(503, 'Down'));

  await expect(portal.api.call(endpoints.getPolicies)).rejects.toMatchObject({ status: 503 });

  expect(portal.session.getState().status).toBe('signed-out');
  expect(keysLeft()).toEqual([INSTALL_OPT_OUT_KEY]);
});
