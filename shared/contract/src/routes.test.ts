import { expect, test } from 'vitest';
import { getRoute, href, matchRoute, REMOTE_APPS, ROUTES, routesOf, routeTitle } from './index';

test('every screen of both specs has a route with its owning app', () => {
  const owners = Object.fromEntries(ROUTES.map((route) => [route.path, route.app]));
  expect(owners).toMatchObject({
    '/login': 'host',
    '/maintenance': 'host',
    '/error': 'host',
    '/about': 'host',
    '/sitemap': 'host',
    '/privacy-policy': 'host',
    '/': 'mf-dashboard',
    '/policies/:policyId': 'mf-dashboard',
    '/policies/:policyId/inbox': 'mf-dashboard',
    '/policies/:policyId/cashback': 'mf-dashboard',
    '/contact': 'mf-dashboard',
    '/policies/:policyId/change': 'mf-policy-changes',
    '/policies/:policyId/change/details': 'mf-policy-changes',
    '/policies/:policyId/person/add': 'mf-policy-changes',
    '/policies/:policyId/person/:personId': 'mf-policy-changes',
    '/policies/:policyId/vehicle/add': 'mf-policy-changes',
    '/policies/:policyId/vehicle/:vehicleId/update': 'mf-policy-changes',
    '/policies/:policyId/vehicle/:vehicleId/replace': 'mf-policy-changes',
    '/policies/:policyId/avp/:vehicleId': 'mf-policy-changes',
    '/policies/:policyId/outstanding-actions': 'mf-policy-changes',
    '/policies/:policyId/credit': 'mf-payments',
    '/payments/guest': 'mf-payments',
    '/policies/:policyId/payments/renew': 'mf-payments',
    '/policies/:policyId/:paymentType/complete': 'mf-payments',
    '/agreements': 'mf-agreements',
    '/agreements/complete': 'mf-agreements',
    '/agreements/declined': 'mf-agreements',
    '/settings': 'mf-account',
    '/user/activate': 'mf-account',
    '/user/reset-password': 'mf-account',
    '/username-reminder': 'mf-account',
    '/account-creation': 'mf-account',
    '/account-creation-success': 'mf-account',
  });
  expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
  for (const app of REMOTE_APPS) expect(routesOf(app).length).toBeGreaterThan(0);
});

test('guards follow the spec: guest-only, login and unguarded routes', () => {
  expect(getRoute('login').access).toBe('guest');
  expect(getRoute('payments-guest').access).toBe('guest');
  expect(getRoute('home').access).toBe('login');
  expect(getRoute('avp').access).toBe('login');
  expect(getRoute('agreements-complete').access).toBe('public');
  expect(getRoute('agreements-declined').access).toBe('public');
});

test('a path matches its route with its parameters', () => {
  expect(matchRoute('/policies/P-17/vehicle/V9/replace')).toMatchObject({
    route: { name: 'replace-vehicle', app: 'mf-policy-changes' },
    params: { policyId: 'P-17', vehicleId: 'V9' },
  });
  expect(matchRoute('/policies/P-17').route.name).toBe('policy-summary');
  expect(matchRoute('/policies/P-17/').route.name).toBe('policy-summary');
  expect(matchRoute('/').route.name).toBe('home');
});

test('fixed segments win over parameters', () => {
  expect(matchRoute('/policies/P1/person/add').route.name).toBe('person-create');
  expect(matchRoute('/policies/P1/person/D4').route.name).toBe('person-change');
  expect(matchRoute('/policies/P1/payments/failed').route.name).toBe('payment-failed');
  expect(matchRoute('/policies/P1/renewal/complete')).toMatchObject({
    route: { name: 'payment-successful' },
    params: { paymentType: 'renewal' },
  });
});

test('each payment outcome is titled for what was done; an unknown payment type by the route', () => {
  const titleOf = (path: string) => {
    const { route, params } = matchRoute(path);
    return routeTitle(route, params);
  };
  expect(titleOf('/policies/P1/pay/complete')).toBe('Payment successful');
  expect(titleOf('/policies/P1/renew/complete')).toBe('Renewal complete');
  expect(titleOf('/policies/P1/direct-debit/complete')).toBe('Direct Debit set up');
  expect(titleOf('/policies/P1/refunds/complete')).toBe('Refund accepted');
  expect(titleOf('/policies/P1/other/complete')).toBe('Payment successful');
  expect(titleOf('/policies/P1/constructor/complete')).toBe('Payment successful');
  expect(titleOf('/policies/P1/inbox')).toBe('Inbox');
});

test('an unknown path is the host’s not-found page', () => {
  expect(matchRoute('/no/such/page').route).toMatchObject({ name: 'not-found', app: 'host' });
  expect(matchRoute('/policies/P1/unknown/deeper/path').route.name).toBe('not-found');
});

test('href builds paths, encodes parameters and adds a query', () => {
  expect(href('home')).toBe('/');
  expect(href('avp', { policyId: 'P 1', vehicleId: 'V/2' })).toBe('/policies/P%201/avp/V%2F2');
  expect(href('login', undefined, { target: '/settings' })).toBe('/login?target=%2Fsettings');
  expect(matchRoute(href('avp', { policyId: 'P 1', vehicleId: 'V9' })).params).toEqual({
    policyId: 'P 1',
    vehicleId: 'V9',
  });
});
