import { expect, test } from 'vitest';
import { afterSignInPath, guardRedirect, isRouteAllowed, safeTarget, targetOf } from './redirects';

test('a target on this portal is kept with its query and hash', () => {
  expect(safeTarget('/settings')).toBe('/settings');
  expect(safeTarget('/policies/12/inbox?item=3#latest')).toBe('/policies/12/inbox?item=3#latest');
  expect(safeTarget('/')).toBe('/');
});

test('a target on another site is refused, however it is written', () => {
  for (const target of [
    'https://elsewhere.example/',
    'http://elsewhere.example/settings',
    '//elsewhere.example/settings',
    '/\\elsewhere.example',
    '/\t/elsewhere.example',
    '/.//elsewhere.example',
    'javascript:alert(1)',
    'settings',
    ' /settings',
  ]) {
    expect(safeTarget(target), target).toBeNull();
  }
});

test('no target, an empty one, or a guest-only route as target counts as none', () => {
  expect(safeTarget(null)).toBeNull();
  expect(safeTarget(undefined)).toBeNull();
  expect(safeTarget('')).toBeNull();
  expect(safeTarget('/login?target=/settings')).toBeNull();
  expect(safeTarget('/user/reset-password')).toBeNull();
});

test('targetOf reads the target from a query string', () => {
  expect(targetOf('?target=%2Fpolicies%2F12%3Ftab%3Dinbox')).toBe('/policies/12?tab=inbox');
  expect(targetOf('?target=https%3A%2F%2Felsewhere.example')).toBeNull();
  expect(targetOf('')).toBeNull();
});

test('sign-in goes to the target when there is one, whatever is to do', () => {
  expect(afterSignInPath('?target=%2Fsettings', 3)).toBe('/settings');
  expect(afterSignInPath('?target=%2Fsettings', 0)).toBe('/settings');
});

test('sign-in without a target goes to the to-do list from one item up, else to promotions', () => {
  expect(afterSignInPath('', 1)).toBe('/todo');
  expect(afterSignInPath('', 0)).toBe('/promotions');
  expect(afterSignInPath('?target=%2F%2Felsewhere.example', 0)).toBe('/promotions');
});

test('a visitor on a login route goes to /login with the path and query as target', () => {
  expect(guardRedirect({ pathname: '/settings', search: '' }, 'signed-out')).toBe(
    '/login?target=%2Fsettings',
  );
  expect(guardRedirect({ pathname: '/policies/12/inbox', search: '?item=3' }, 'signed-out')).toBe(
    '/login?target=%2Fpolicies%2F12%2Finbox%3Fitem%3D3',
  );
});

test('a signed-in user on a guest-only route goes to its target, else home', () => {
  expect(guardRedirect({ pathname: '/login', search: '?target=%2Fevents' }, 'signed-in')).toBe(
    '/events',
  );
  expect(guardRedirect({ pathname: '/login', search: '' }, 'signed-in')).toBe('/');
  expect(
    guardRedirect(
      { pathname: '/user/activate', search: '?target=%2F%2Fevil.example' },
      'signed-in',
    ),
  ).toBe('/');
});

test('a signed-in user on /login with a target off the site goes home, not back to /login', () => {
  for (const target of ['/.//evil.example', '/\\evil.example/login', '/%2F%2Fevil.example']) {
    const search = `?${new URLSearchParams({ target }).toString()}`;
    expect(guardRedirect({ pathname: '/login', search }, 'signed-in'), target).toBe('/');
  }
});

test('the guard lets through what the session may see', () => {
  expect(guardRedirect({ pathname: '/settings', search: '' }, 'signed-in')).toBeNull();
  expect(guardRedirect({ pathname: '/login', search: '' }, 'signed-out')).toBeNull();
  expect(guardRedirect({ pathname: '/contact', search: '' }, 'signed-out')).toBeNull();
  expect(guardRedirect({ pathname: '/contact', search: '' }, 'signed-in')).toBeNull();
  expect(guardRedirect({ pathname: '/no/such/page', search: '' }, 'signed-out')).toBeNull();
});

test('a lapsed session keeps its page beneath the login modal and may reach the guest routes', () => {
  expect(isRouteAllowed('/settings', 'expired')).toBe(true);
  expect(isRouteAllowed('/user/reset-password', 'expired')).toBe(true);
  expect(guardRedirect({ pathname: '/policies/12', search: '' }, 'expired')).toBeNull();
});

test('login routes need a session and guest-only routes need none', () => {
  expect(isRouteAllowed('/settings', 'signed-out')).toBe(false);
  expect(isRouteAllowed('/settings', 'signed-in')).toBe(true);
  expect(isRouteAllowed('/payments/guest', 'signed-in')).toBe(false);
  expect(isRouteAllowed('/payments/guest', 'signed-out')).toBe(true);
  expect(isRouteAllowed('/maintenance', 'signed-out')).toBe(true);
});

test('an invited visitor may open /agreements with both the activation code and invite id', () => {
  const invite = '?activation_code=NW482913&invite_id=3f6c2b8e-5d14-4a7b-9e02-7c1d8a6b4f93';
  expect(isRouteAllowed('/agreements', 'signed-out', invite)).toBe(true);
  expect(guardRedirect({ pathname: '/agreements', search: invite }, 'signed-out')).toBeNull();

  // Without both, /agreements is a login route like any other.
  expect(
    guardRedirect({ pathname: '/agreements', search: '?activation_code=NW482913' }, 'signed-out'),
  ).toBe('/login?target=%2Fagreements%3Factivation_code%3DNW482913');
  expect(isRouteAllowed('/agreements', 'signed-out', '?activation_code=&invite_id=x')).toBe(false);
  expect(isRouteAllowed('/agreements', 'signed-out')).toBe(false);
  // The credentials open no other login route.
  expect(isRouteAllowed('/settings', 'signed-out', invite)).toBe(false);
});
