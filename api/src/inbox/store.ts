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
export async function inboxOf(db: Db, policyId: number) {
  const rows = await prepared<[number], InboxRow>(
    db,
    `SELECT id, type, value, label, item_date AS date,
       CASE WHEN read_at IS NULL THEN 0 ELSE 1 END AS read, size, item_group AS "group"
     FROM inbox_items WHERE policy_id = ? ORDER BY item_date DESC, id`,
  ).all(policyId);
  return rows.map((row) => ({ ...row, read: row.read === 1 }));
}

/** Marks the policy's item read; false when the policy has no such item. */
export async function markInboxItemRead(
  db: Db,
  policyId: number,
  itemId: number,
  now: Date,
): Promise<boolean> {
  // Reading an item twice keeps the first reading's time.
  const { changes } = await prepared<[string, number, number]>(
    db,
    `UPDATE inbox_items SET read_at = coalesce(read_at, ?) WHERE id = ? AND policy_id = ?`,
  ).run(now.toISOString(), itemId, policyId);
  return changes > 0;
}
