// @vitest-environment jsdom
import { createSessionStore } from '@portal/platform';
import { afterEach, expect, test, vi } from 'vitest';
import { installRouteGuard, remoteMayMount } from './route-guard';

let stop: () => void = () => {};
afterEach(() => {
  stop();
  window.history.replaceState(null, '', '/');
});

function signedIn() {
  const session = createSessionStore();
  session.getState().login({ token: 't', greeting: 'Hello', user: { username: 'car.driver' } });
  return session;
}

function routeTo(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
}

test('a visitor who reaches a login route is sent to /login with it as target, replacing it', () => {
  const navigate = vi.fn();
  stop = installRouteGuard({ session: createSessionStore(), navigate });

  routeTo('/policies/12?tab=inbox');

  expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?target=%2Fpolicies%2F12%3Ftab%3Dinbox', {
    replace: true,
  });
});

test('a signed-in user who reaches /login is sent to its target', () => {
  const navigate = vi.fn();
  stop = installRouteGuard({ session: signedIn(), navigate });

  routeTo('/login?target=%2Fsettings');

  expect(navigate).toHaveBeenCalledExactlyOnceWith('/settings', { replace: true });
});

test('the guard leaves alone what the session may see', () => {
  const navigate = vi.fn();
  stop = installRouteGuard({ session: signedIn(), navigate });

  routeTo('/settings');
  routeTo('/contact');

  expect(navigate).not.toHaveBeenCalled();
});

test('once stopped, the guard no longer acts', () => {
  const navigate = vi.fn();
  installRouteGuard({ session: createSessionStore(), navigate })();

  routeTo('/settings');

  expect(navigate).not.toHaveBeenCalled();
});

test('a remote may mount only where the session may be', () => {
  const visitor = { session: createSessionStore() };
  window.history.replaceState(null, '', '/settings');
  expect(remoteMayMount(visitor, window.location)).toBe(false);
  expect(remoteMayMount({ session: signedIn() }, window.location)).toBe(true);

  window.history.replaceState(null, '', '/user/reset-password');
  expect(remoteMayMount(visitor, window.location)).toBe(true);
  expect(remoteMayMount({ session: signedIn() }, window.location)).toBe(false);
});

test('the agreements remote mounts for an invited visitor carrying the code and invite id', () => {
  const visitor = { session: createSessionStore() };
  window.history.replaceState(null, '', '/agreements');
  expect(remoteMayMount(visitor, window.location)).toBe(false);

  window.history.replaceState(
    null,
    '',
    '/agreements?activation_code=NW482913&invite_id=3f6c2b8e-5d14-4a7b-9e02-7c1d8a6b4f93',
  );
  expect(remoteMayMount(visitor, window.location)).toBe(true);
});
