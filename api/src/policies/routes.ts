import { policyEndpoints } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { requestPortal } from '../meta/brand';
import { todayOf } from '../today';
import { answerPolicies, answerPolicy } from '../standing/standing';
import { ownedPolicy } from './store';

// GET /policies and GET /policies/{id} (portal.md §7, policy-changes.md §7): the caller's
// policies as the asking portal sees them today (portal.md §3: correct_portal, read-only and
// recently expired are derived from the stored policy, the portal and the day; what is owed and
// outstanding from the policy's standing, standing/standing.ts).

export const policyRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, policyEndpoints.getPolicies, async ({ user, request }) => {
    // The brand asking (X-Portal) decides correct_portal (portal.md §2 "Policies card").
    const portal = (await requestPortal(db, request)).id;
    const today = todayOf(now());
    return answerPolicies(db, signedIn(user).id, { portal, today });
  });

  registerEndpoint(app, policyEndpoints.getPolicy, async ({ user, params, request }) => {
    const record = await ownedPolicy(db, user, params.id);
    return answerPolicy(db, record, {
      portal: (await requestPortal(db, request)).id,
      today: todayOf(now()),
    });
  });
};
