import { inboxEndpoints, type InboxGroup, type InboxItemType } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { notFound } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { ownedPolicy } from '../policies/store';
import type { RouteModule } from '../routes';

// GET /inbox/{id} and POST /inbox/{id}/read/{itemId} (portal.md §3 "Inbox item", §7): `id` is the
// policy's, so both answer 404 unless the policy is the caller's.

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

function itemIdOf(text: string): number {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  if (id < 1) throw notFound();
  return id;
}

export const inboxRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, inboxEndpoints.getInbox, ({ user, params }) =>
    inboxOf(db, ownedPolicy(db, user, params.id).id),
  );

  registerEndpoint(app, inboxEndpoints.markInboxItemRead, ({ user, params }) => {
    const policy = ownedPolicy(db, user, params.id);
    // Reading an item twice keeps the first reading's time.
    const { changes } = prepared<[string, number, number]>(
      db,
      `UPDATE inbox_items SET read_at = coalesce(read_at, ?) WHERE id = ? AND policy_id = ?`,
    ).run(now().toISOString(), itemIdOf(params.itemId), policy.id);
    if (changes === 0) throw notFound();
    return null;
  });
};
