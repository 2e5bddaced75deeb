import { expect, test } from 'vitest';
import { MESSAGES, getRoute, ALERT_SLOTS, ALERT_TYPES, type Alert } from '@portal/contract';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';

// GET /user/alerts, GET /user/notifications, DELETE /user/notifications/:id and the
// development-only POST /dev/notification (portal.md §2 Dashboard and shell, §3, §7).

const api = await createTestApi();

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  // The development calls answer support staff only (docs/decisions/015).
  const staff = url.startsWith('/dev/') ? await api.staff() : {};
  return api.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}`, ...staff } : staff,
    ...(payload ? { payload } : {}),
  });
}

async function alertsOf(username: string): Promise<Alert[]> {
  const response = await call('GET', '/user/alerts', await api.signIn(username));
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Alert[] }>().data;
}

test('car.driver has every alert type in both slots, about her car policy, with a route', async () => {
  const alerts = await alertsOf('car.driver');

  for (const slot of ALERT_SLOTS) {
    const inSlot = alerts.filter((alert) => alert.slot === slot);
    expect(new Set(inSlot.map((alert) => alert.type))).toEqual(new Set(ALERT_TYPES));
  }
  for (const alert of alerts) {
    expect(alert.route, alert.type).not.toBeNull();
    expect(alert.value).toBe(alert.type === 'announcement' ? null : POLICY_IDS.car);
    // A route with a policy parameter is opened with the alert's policy, so it must have one.
    const needsPolicy = getRoute(alert.route ?? 'home').path.includes(':policyId');
    expect(needsPolicy, alert.type).toBe(alert.value !== null);
  }
  // One alert per refund offered: each names its own amount.
  expect(
    alerts.filter((alert) => alert.slot === 'todo' && alert.type === 'accept_refund'),
  ).toHaveLength(2);
});

test("the sign-in to-do count is car.driver's alerts in the todo slot", async () => {
  const response = await call('POST', '/user/token', undefined, {
    username: 'car.driver',
    password: 'Portal-Demo-2026!',
  });
  const todo = (await alertsOf('car.driver')).filter((alert) => alert.slot === 'todo');

  expect(response.json().data.todo_count).toBe(todo.length);
});

test('van.fleet is asked for the van that waits for its agreed value; new.customer for nothing', async () => {
  const van = await alertsOf('van.fleet');
  const todo = van.filter((alert) => alert.slot === 'todo');

  expect(todo.map(({ id, type, value }) => ({ id, type, value }))).toEqual([
    { id: `pay_single:${POLICY_IDS.van}`, type: 'pay_single', value: POLICY_IDS.van },
    { id: `avp:${POLICY_IDS.van}:2061`, type: 'avp', value: POLICY_IDS.van },
    { id: `correspondence:${POLICY_IDS.van}`, type: 'correspondence', value: POLICY_IDS.van },
  ]);
  expect(van.filter((alert) => alert.slot === 'dashboard')).toHaveLength(todo.length);
  expect(await alertsOf('new.customer')).toEqual([]);
});

test('dismissed alerts and those the portal cannot show are left out', async () => {
  const { db } = api.context;
  const user = await db.get<{ id: number }>(`SELECT id FROM users WHERE username = 'bike.rider'`);
  const userId = user?.id;
  const insert = (type: string, label: string, route: string | null, dismissedAt: string | null) =>
    db.run(
      `INSERT INTO alerts (user_id, type, label, route, slot, dismissed_at, created_at)
       VALUES (?, ?, ?, ?, 'todo', ?, '2026-11-22T09:00:00.000Z')`,
      [userId, type, label, route, dismissedAt],
    );
  await insert('announcement', 'Shown', 'contact', null);
  await insert('announcement', 'Dismissed', 'contact', '2026-11-22T09:10:00.000Z');
  await insert('announcement', 'Unknown route', 'no-such-route', null);
  await insert('telegram', 'Unknown type', null, null);

  const alerts = await alertsOf('bike.rider');

  expect(alerts.map((alert) => alert.label)).toEqual(['Shown']);
});

test('car.driver has three notifications, newest first, some with links', async () => {
  const response = await call('GET', '/user/notifications', await api.signIn('car.driver'));

  expect(response.statusCode).toBe(200);
  const { items, count } = response.json<{
    data: { items: { id: number; value: string | null }[]; count: number };
  }>().data;
  expect(count).toBe(3);
  expect(items).toHaveLength(3);
  expect(items.map((item) => item.id)).toEqual(items.map((item) => item.id).sort((a, b) => b - a));
  expect(items.filter((item) => item.value !== null).length).toBeGreaterThanOrEqual(1);
  expect(items.filter((item) => item.value === null).length).toBeGreaterThanOrEqual(1);
});

test('a development notification reaches the user, who deletes it', async () => {
  const token = await api.signIn('new.customer');
  const created = await call('POST', '/dev/notification', undefined, {
    username: 'new.customer',
    label: 'Your documents have arrived',
    value: '/policies',
  });
  expect(created.statusCode).toBe(200);
  expect(created.json()).toEqual({ data: null, meta: {} });

  const list = await call('GET', '/user/notifications', token);
  expect(list.json().data).toEqual({
    items: [{ id: expect.any(Number), label: 'Your documents have arrived', value: '/policies' }],
    count: 1,
  });

  const id: number = list.json().data.items[0].id;
  const deleted = await call('DELETE', `/user/notifications/${id}`, token);
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json().data).toBeNull();
  expect((await call('GET', '/user/notifications', token)).json().data).toEqual({
    items: [],
    count: 0,
  });
  // Deleted already: there is nothing to delete.
  expect((await call('DELETE', `/user/notifications/${id}`, token)).statusCode).toBe(404);
});

test('a development notification checks its user and label', async () => {
  const unknown = await call('POST', '/dev/notification', undefined, {
    username: 'nobody',
    label: 'Hello',
  });
  const noLabel = await call('POST', '/dev/notification', undefined, {
    username: 'new.customer',
    label: ' ',
  });

  expect(unknown.json().errors).toEqual({ username: [MESSAGES.notFound] });
  expect(noLabel.json().errors).toEqual({ label: [MESSAGES.devFieldRequired] });
});

test("another user's notification, or an id that is not one, is a 404", async () => {
  const carDriver = await api.signIn('car.driver');
  const [first] = (await call('GET', '/user/notifications', carDriver)).json().data.items;
  const vanFleet = await api.signIn('van.fleet');

  for (const id of [first.id, 'abc', '0', '-1', '1.5', '99999999']) {
    const response = await call('DELETE', `/user/notifications/${id}`, vanFleet);
    expect(response.statusCode, String(id)).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  }
  expect((await call('GET', '/user/notifications', carDriver)).json().data.count).toBe(3);
});

test('alerts and notifications need a token', async () => {
  for (const [method, url] of [
    ['GET', '/user/alerts'],
    ['GET', '/user/notifications'],
    ['DELETE', '/user/notifications/1'],
  ] as const) {
    const response = await call(method, url);
    expect(response.statusCode, url).toBe(401);
  }
});
