import { expect, test } from 'vitest';
import {
  INBOX_GROUPS,
  INBOX_ITEM_TYPES,
  unreadCorrespondenceCount,
  type InboxItem,
  MESSAGES,
} from '@portal/contract';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';

const api = await createTestApi();
const carDriver = await api.signIn('car.driver');
const vanFleet = await api.signIn('van.fleet');

function call(method: 'GET' | 'POST', url: string, token?: string) {
  return api.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function inbox(policyId: number, token = carDriver): Promise<InboxItem[]> {
  const response = await call('GET', `/inbox/${policyId}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: InboxItem[] }>().data;
}

test("the car policy's inbox has items of every group and type, newest first", async () => {
  const items = await inbox(POLICY_IDS.car);

  expect(new Set(items.map((item) => item.group))).toEqual(new Set(INBOX_GROUPS));
  expect(new Set(items.map((item) => item.type))).toEqual(new Set(INBOX_ITEM_TYPES));
  const times = items.map((item) => Date.parse(item.date));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  // portal.md §3: pdf items show their size.
  for (const item of items.filter((entry) => entry.type === 'pdf')) {
    expect(item.size).toBeGreaterThan(0);
  }
  expect(unreadCorrespondenceCount(items)).toBe(3);
});

test('reading an item marks it read, and the unread correspondence count falls', async () => {
  const unread = (await inbox(POLICY_IDS.car)).find(
    (item) => item.group === 'correspondence' && !item.read,
  );
  if (!unread) throw new Error('No unread correspondence seeded');

  const response = await call('POST', `/inbox/${POLICY_IDS.car}/read/${unread.id}`, carDriver);
  const again = await call('POST', `/inbox/${POLICY_IDS.car}/read/${unread.id}`, carDriver);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBeNull();
  expect(again.statusCode).toBe(200);
  const items = await inbox(POLICY_IDS.car);
  expect(items.find((item) => item.id === unread.id)?.read).toBe(true);
  expect(unreadCorrespondenceCount(items)).toBe(2);
});

test("another user's policy inbox answers 404", async () => {
  const response = await call('GET', `/inbox/${POLICY_IDS.car}`, vanFleet);

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: MESSAGES.notFound });
});

test("an item of another user's policy cannot be marked read: 404 either way", async () => {
  const vanItem = (await inbox(POLICY_IDS.van, vanFleet))[0];
  if (!vanItem) throw new Error('No van inbox item seeded');

  // The car driver names her own policy but the van's item, then the van's policy.
  const ownPolicy = await call('POST', `/inbox/${POLICY_IDS.car}/read/${vanItem.id}`, carDriver);
  const otherPolicy = await call('POST', `/inbox/${POLICY_IDS.van}/read/${vanItem.id}`, carDriver);

  expect(ownPolicy.statusCode).toBe(404);
  expect(otherPolicy.statusCode).toBe(404);
  expect((await inbox(POLICY_IDS.van, vanFleet))[0]?.read).toBe(vanItem.read);
});

test('an unknown policy or item id answers 404', async () => {
  expect((await call('GET', '/inbox/abc', carDriver)).statusCode).toBe(404);
  expect((await call('POST', `/inbox/${POLICY_IDS.car}/read/0`, carDriver)).statusCode).toBe(404);
  expect((await call('POST', `/inbox/${POLICY_IDS.car}/read/99999`, carDriver)).statusCode).toBe(
    404,
  );
});

test('without a token both calls answer 401', async () => {
  const list = await call('GET', `/inbox/${POLICY_IDS.car}`);
  const read = await call('POST', `/inbox/${POLICY_IDS.car}/read/1`);

  expect(list.statusCode).toBe(401);
  expect(list.json()).toEqual({ message: MESSAGES.unauthenticated });
  expect(read.statusCode).toBe(401);
});
