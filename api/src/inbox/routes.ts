import { inboxEndpoints } from '@portal/contract';
import { notFound } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { ownedPolicy } from '../policies/store';
import { inboxOf, markInboxItemRead } from './store';

// GET /inbox/{id} and POST /inbox/{id}/read/{itemId} (portal.md §3 "Inbox item", §7): `id` is the
// policy's, so both answer 404 unless the policy is the caller's.

function itemIdOf(text: string): number {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  if (id < 1) throw notFound();
  return id;
}

export const inboxRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, inboxEndpoints.getInbox, async ({ user, params }) =>
    inboxOf(db, (await ownedPolicy(db, user, params.id)).id),
  );

  registerEndpoint(app, inboxEndpoints.markInboxItemRead, async ({ user, params }) => {
    const policy = await ownedPolicy(db, user, params.id);
    if (!(await markInboxItemRead(db, policy.id, itemIdOf(params.itemId), now()))) {
      throw notFound();
    }
    return null;
  });
};
