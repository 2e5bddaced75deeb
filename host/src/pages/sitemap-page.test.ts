import { ROUTES, UNLISTED_ROUTES, type RouteDefinition } from '@portal/contract';
import { expect, test } from 'vitest';
import { sitemapGroups } from './sitemap-page';

function pathsOf(access: string) {
  return sitemapGroups()
    .find((group) => group.access === access)
    ?.routes.map((route) => route.path);
}

test('the groups are public, signed-in and guests, in that order, with their headings', () => {
  expect(sitemapGroups().map((group) => [group.access, group.heading])).toEqual([
    ['public', 'For everyone'],
    ['login', 'When you are signed in'],
    ['guest', 'Before you sign in'],
  ]);
});

test('every page to go to is listed exactly once; failures and outcomes are not pages', () => {
  const listed = sitemapGroups().flatMap((group) => group.routes.map((route) => route.name));
  const expected = ROUTES.filter((route) => !route.path.includes(':'))
    .map((route) => route.name)
    .filter((name) => !UNLISTED_ROUTES.has(name));
  for (const name of ['maintenance', 'error', 'not-found', 'agreements-complete']) {
    expect(listed).not.toContain(name);
  }
  expect([...listed].sort()).toEqual([...expected].sort());
  expect(new Set(listed).size).toBe(listed.length);
});

test('routes with parameters are left out', () => {
  const listed = sitemapGroups().flatMap((group) => group.routes.map((route) => route.path));
  expect(listed).not.toContain('/policies/:policyId');
  expect(listed.some((path) => path.includes(':'))).toBe(false);
});

test('each route sits in the group of who can see it', () => {
  expect(pathsOf('public')).toEqual(
    expect.arrayContaining(['/about', '/sitemap', '/privacy-policy', '/contact']),
  );
  expect(pathsOf('login')).toEqual(expect.arrayContaining(['/', '/policies', '/todo']));
  expect(pathsOf('guest')).toEqual(
    expect.arrayContaining(['/login', '/user/reset-password', '/payments/guest']),
  );
  expect(pathsOf('public')).not.toContain('/login');
  expect(pathsOf('login')).not.toContain('/about');
});

test('a group with no routes is not shown', () => {
  const routes: RouteDefinition[] = [
    { name: 'about', path: '/about', access: 'public', app: 'host', title: 'About' },
    { name: 'x', path: '/policies/:policyId', access: 'login', app: 'mf-dashboard', title: 'X' },
  ];
  expect(sitemapGroups(routes).map((group) => group.access)).toEqual(['public']);
});
