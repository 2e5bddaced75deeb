import * as v from 'valibot';
import { EmptySchema, endpoint } from './endpoint';
import { IdSchema } from './rules';

// A policy's inbox (portal.md §3, §7): links, documents and text messages in four groups,
// newest first; the sidebar's badge counts the unread correspondence.

export const INBOX_ITEM_TYPES = ['link', 'pdf', 'sms'] as const;
export type InboxItemType = (typeof INBOX_ITEM_TYPES)[number];

/** The groups in the order the inbox shows them. */
export const INBOX_GROUPS = ['actions', 'pinned', 'extra_benefits', 'correspondence'] as const;
export type InboxGroup = (typeof INBOX_GROUPS)[number];

export const INBOX_GROUP_LABELS: Readonly<Record<InboxGroup, string>> = {
  actions: 'Actions',
  pinned: 'Pinned',
  extra_benefits: 'Extra benefits',
  correspondence: 'Correspondence',
};

export const InboxItemSchema = v.object({
  id: IdSchema,
  type: v.picklist(INBOX_ITEM_TYPES),
  /** A link (pdf, link) or a route path inside the portal. */
  value: v.string(),
  label: v.string(),
  /** When the item arrived: an ISO timestamp such as '2026-11-22T09:30:00Z'. */
  date: v.pipe(v.string(), v.isoTimestamp()),
  read: v.boolean(),
  /** Bytes, for pdf items: shown beside the type (portal.md §3). */
  size: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), null),
  group: v.picklist(INBOX_GROUPS),
});
export type InboxItem = v.InferOutput<typeof InboxItemSchema>;

/** Newest first (portal.md §3); items of the same moment keep their order. */
export function sortNewestFirst<T extends Pick<InboxItem, 'date'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** The inbox badge of the policy sidebar: unread items in the correspondence group (§2). */
export function unreadCorrespondenceCount(
  items: readonly Pick<InboxItem, 'group' | 'read'>[],
): number {
  return items.filter((item) => item.group === 'correspondence' && !item.read).length;
}

export const inboxEndpoints = {
  /** `id` is the policy's id. */
  getInbox: endpoint({
    method: 'GET',
    path: '/inbox/:id',
    auth: 'token',
    response: v.array(InboxItemSchema),
  }),
  markInboxItemRead: endpoint({
    method: 'POST',
    path: '/inbox/:id/read/:itemId',
    auth: 'token',
    changes: ['inbox', 'alerts'],
    response: EmptySchema,
  }),
};
