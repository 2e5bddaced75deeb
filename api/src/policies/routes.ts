import type { FastifyRequest } from 'fastify';
import { policyEndpoints } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { todayOf } from '../today';
import { ownedPolicy, policiesOf, policyView, type PolicyRecord } from './store';

// GET /policies and GET /policies/{id} (portal.md §7, policy-changes.md §7): the caller's
// policies as the asking portal sees them today (portal.md §3: correct_portal, read-only and
// recently expired are derived from the stored policy, the portal and the day).

/**
 * The brand asking: the `X-Portal` header every call sends (portal.md §1). A call without one is
 * answered as if asked at the policy's own brand.
 */
export function askingPortal(request: FastifyRequest, record: PolicyRecord): string {
  const header = request.headers['x-portal'];
  const portal = (Array.isArray(header) ? header[0] : header)?.trim();
  return portal || record.portal;
}

export const policyRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, policyEndpoints.getPolicies, ({ user, request }) => {
    const today = todayOf(now());
    return policiesOf(db, signedIn(user).id).map((record) =>
      policyView(record, { portal: askingPortal(request, record), today }),
    );
  });

  registerEndpoint(app, policyEndpoints.getPolicy, ({ user, params, request }) => {
    const record = ownedPolicy(db, user, params.id);
    return policyView(record, { portal: askingPortal(request, record), today: todayOf(now()) });
  });
};
