import { devEndpoints, endpoints, MESSAGES, type Endpoint } from '@portal/contract';
import { expect, test } from 'vitest';
import { setMaintenance } from './settings/store';
import { createTestApi } from './test/create-test-api';

// The gates every route shares, checked once for every endpoint of the contract: a route that
// is missing, or forgets its guard, fails here by name.

const api = await createTestApi();
const all: [string, Endpoint][] = [...Object.entries(endpoints), ...Object.entries(devEndpoints)];
const ALLOWED_WITH_PENDING_AGREEMENTS = new Set([
  'signIn',
  'signOut',
  'getAgreements',
  'acceptAgreement',
  'declineAgreement',
  // The support team may ask for a screenshot while the user is still on the agreements.
  'uploadScreenshot',
]);

function urlOf(endpoint: Endpoint): string {
  return `/api${endpoint.path.replace(/:(\w+)/g, (_, name: string) => (name === 'step' ? 'vehicle' : '101'))}`;
}

function send(endpoint: Endpoint, token?: string) {
  return api.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers: { 'x-portal': 'northway', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });
}

test('every endpoint is served, and signed-in ones refuse a call without a token', async () => {
  const problems: string[] = [];
  for (const [name, endpoint] of all) {
    const response = await send(endpoint);
    const { message } = response.json<{ message?: string }>();
    if (endpoint.auth === 'token') {
      if (response.statusCode !== 401 || message !== MESSAGES.unauthenticated) {
        problems.push(`${name}: ${response.statusCode} ${message}`);
      }
    } else if (response.statusCode === 404 && message === 'Not found') {
      problems.push(`${name}: no route`);
    }
  }
  expect(problems).toEqual([]);
});

test('a user with outstanding agreements gets 499 everywhere but agreements and sign-in/out', async () => {
  const token = await api.signIn('agreements.pending');
  const problems: string[] = [];
  for (const [name, endpoint] of all) {
    if (endpoint.auth !== 'token' || ALLOWED_WITH_PENDING_AGREEMENTS.has(name)) continue;
    const response = await send(endpoint, token);
    if (response.statusCode !== 499) problems.push(`${name}: ${response.statusCode}`);
  }
  expect(problems).toEqual([]);

  const agreements = await send(endpoints.getAgreements, token);
  expect(agreements.statusCode).toBe(200);
});

test('maintenance mode answers 503 with Retry-After on every endpoint', async () => {
  const token = await api.signIn('car.driver');
  await setMaintenance(api.context.db, true, 600);
  try {
    const problems: string[] = [];
    for (const [name, endpoint] of all) {
      const response = await send(endpoint, token);
      if (
        response.statusCode !== 503 ||
        response.headers['retry-after'] !== '600' ||
        response.json<{ message?: string }>().message !== MESSAGES.maintenance
      ) {
        problems.push(`${name}: ${response.statusCode} ${response.headers['retry-after']}`);
      }
    }
    expect(problems).toEqual([]);
  } finally {
    await setMaintenance(api.context.db, false);
  }
  expect((await send(endpoints.getPolicies, token)).statusCode).toBe(200);
});
