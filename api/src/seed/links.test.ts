import { expect, test } from 'vitest';
import {
  alertTarget,
  href,
  matchRoute,
  NOT_FOUND_ROUTE,
  type Alert,
  type InboxItem,
  type Policy,
} from '@portal/contract';
import { demoSignIns } from '../demo-sign-ins';
import { createTestApi } from '../test/create-test-api';

// Every alert, to-do and inbox link of the demo data opens the screen it names: a route of the
// table, never the page it is shown on (the dashboard, the to-do list, the policy's own inbox).

const api = await createTestApi();

async function get<T>(url: string, token: string): Promise<T> {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, url).toBe(200);
  return response.json<{ data: T }>().data;
}

// agreements.pending is answered 499 until the agreements are accepted: no alerts to follow.
const users = demoSignIns
  .map((signIn) => signIn.username)
  .filter((u) => u !== 'agreements.pending');

test.each(users)("%s: every alert's button opens the route it names", async (username) => {
  const token = await api.signIn(username);
  const alerts = await get<Alert[]>('/user/alerts', token);
  const policies = await get<Policy[]>('/policies', token);

  for (const alert of alerts.filter((each) => each.button !== null)) {
    const target = alertTarget(alert, policies);
    const where = `${username}: '${alert.button}' (${alert.label})`;
    expect(target, where).not.toBeNull();
    const { route } = matchRoute(target ?? '');
    expect(route.name, where).toBe(alert.route);
    expect(route, where).not.toBe(NOT_FOUND_ROUTE);
    expect(target, where).not.toBe(href(alert.slot === 'todo' ? 'todo-list' : 'home'));
    // 'Agree a value' is the agreed-value form of a vehicle still to do, not the policy's page.
    if (alert.type === 'avp') expect(route.name, where).toBe('avp');
  }
});

test.each(users)('%s: every inbox link opens a screen other than the inbox', async (username) => {
  const token = await api.signIn(username);
  const policies = await get<Policy[]>('/policies', token);

  for (const policy of policies) {
    const inbox = await get<InboxItem[]>(`/inbox/${policy.id}`, token);
    const ownPage = href('policy-inbox', { policyId: String(policy.id) });
    for (const item of inbox.filter((each) => each.type !== 'sms')) {
      const where = `${username}, policy ${policy.id}: '${item.label}' -> ${item.value}`;
      if (!item.value.startsWith('/')) {
        expect(new URL(item.value).protocol, where).toBe('https:');
        continue;
      }
      const { route, params } = matchRoute(item.value);
      expect(route, where).not.toBe(NOT_FOUND_ROUTE);
      expect(item.value, where).not.toBe(ownPage);
      if ('policyId' in params) expect(params.policyId, where).toBe(String(policy.id));
    }
  }
});
