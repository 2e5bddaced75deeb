import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  InboxItemSchema,
  sortNewestFirst,
  unreadCorrespondenceCount,
  type InboxItem,
} from './inbox';

function item(overrides: Partial<InboxItem>): InboxItem {
  return {
    id: 1,
    type: 'link',
    value: 'https://example.com',
    label: 'Item',
    date: '2026-11-20T09:00:00Z',
    read: false,
    size: null,
    group: 'correspondence',
    ...overrides,
  };
}

test('an inbox item is a link, pdf or sms in one of the four groups', () => {
  const pdf = item({ type: 'pdf', size: 120_000, group: 'pinned' });
  expect(v.parse(InboxItemSchema, pdf)).toEqual(pdf);
  expect(v.safeParse(InboxItemSchema, { ...pdf, type: 'doc' }).success).toBe(false);
  expect(v.safeParse(InboxItemSchema, { ...pdf, group: 'other' }).success).toBe(false);
  expect(v.parse(InboxItemSchema, { ...pdf, group: 'extra_benefits' }).group).toBe(
    'extra_benefits',
  );
});

test('an item without a size reads as null', () => {
  const sms = { ...item({ type: 'sms' }), size: undefined };
  expect(v.parse(InboxItemSchema, sms).size).toBeNull();
});

test('an item date must be a timestamp', () => {
  expect(v.safeParse(InboxItemSchema, item({ date: '20/11/2026' })).success).toBe(false);
});

test('items sort newest first without changing the list given', () => {
  const items = [
    item({ id: 1, date: '2026-11-01T09:00:00Z' }),
    item({ id: 2, date: '2026-11-20T09:00:00Z' }),
    item({ id: 3, date: '2026-11-20T08:59:00Z' }),
  ];
  expect(sortNewestFirst(items).map(({ id }) => id)).toEqual([2, 3, 1]);
  expect(items.map(({ id }) => id)).toEqual([1, 2, 3]);
});

test('the badge counts unread items in the correspondence group only', () => {
  const items = [
    item({ id: 1 }),
    item({ id: 2, read: true }),
    item({ id: 3, group: 'actions' }),
    item({ id: 4 }),
  ];
  expect(unreadCorrespondenceCount(items)).toBe(2);
  expect(unreadCorrespondenceCount([])).toBe(0);
});
