// Contract-valid inbox items for the policies feature's tests (portal.md §3 "Inbox item"); the
// policies themselves are the kit's testPolicy().
import * as v from 'valibot';
import { InboxItemSchema, type InboxItem } from '@portal/contract';

export function inboxItem(overrides: Partial<v.InferInput<typeof InboxItemSchema>>): InboxItem {
  return v.parse(InboxItemSchema, {
    id: 1,
    type: 'link',
    value: '/policies/101/outstanding-actions',
    label: 'Send us your proof of no claims bonus',
    date: '2026-02-20T08:05:00Z',
    read: false,
    size: null,
    group: 'actions',
    ...overrides,
  });
}
