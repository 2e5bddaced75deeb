import type { InboxGroup, InboxItemType } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';

// Each policy's inbox (portal.md §3 "Inbox item"): documents and messages, read or not.

interface InboxRow {
  readonly id: number;
  readonly type: InboxItemType;
  readonly value: string;
  readonly label: string;
  readonly date: string;
  readonly read: 0 | 1;
  readonly size: number | null;
  readonly group: InboxGroup;
}

/** Newest first (portal.md §3); items of the same moment keep the order they arrived in. */
export function inboxOf(db: Db, policyId: number) {
  return prepared<[number], InboxRow>(
    db,
    `SELECT id, type, value, label, item_date AS date, read_at IS NOT NULL AS read, size,
       item_group AS "group"
     FROM inbox_items WHERE policy_id = ? ORDER BY item_date DESC, id`,
  )
    .all(policyId)
    .map((row) => ({ ...row, read: row.read === 1 }));
}

/** How many correspondence items of the policy's inbox are unread (the sidebar's badge). */
export function unreadCorrespondenceOf(db: Db, policyId: number): number {
  const row = prepared<[number], { count: number }>(
    db,
    `SELECT count(*) AS count FROM inbox_items
     WHERE policy_id = ? AND item_group = 'correspondence' AND read_at IS NULL`,
  ).get(policyId);
  return row?.count ?? 0;
}

/** Marks the policy's item read; false when the policy has no such item. */
export function markInboxItemRead(db: Db, policyId: number, itemId: number, now: Date): boolean {
  // Reading an item twice keeps the first reading's time.
  const { changes } = prepared<[string, number, number]>(
    db,
    `UPDATE inbox_items SET read_at = coalesce(read_at, ?) WHERE id = ? AND policy_id = ?`,
  ).run(now.toISOString(), itemId, policyId);
  return changes > 0;
}
