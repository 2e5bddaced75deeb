import { awaitsAgreedValue, type Policy } from './policies';
import { getRoute, href } from './routes';
import type { Alert } from './user';

// portal.md §2 "Dashboard", §3 "Alert": an alert's resolve button opens its route for its policy
// (value = the policy id). A route that also names a vehicle (the agreed-value form) opens for
// the policy's first vehicle whose agreed value is still to be given (not completed, not sent
// for review); with none left, the policy's summary, whose sidebar lists its vehicles' agreed values.

type Vehicle = Policy['vehicles'][number];

/** What of a policy an alert's address needs. */
export type AlertPolicy = Pick<Policy, 'id'> & {
  readonly vehicles: readonly Pick<
    Vehicle,
    'ID' | 'avp_required' | 'avp_completed' | 'avp_sent_on'
  >[];
};

/** The address an alert's resolve button opens, or null when it has none to offer. */
export function alertTarget(
  alert: Pick<Alert, 'route' | 'button' | 'value'>,
  policies: readonly AlertPolicy[] | undefined,
): string | null {
  if (!alert.route || !alert.button) return null;
  const path = getRoute(alert.route).path;
  if (!path.includes(':')) return path;
  if (alert.value === null) return null;
  const policyId = String(alert.value);
  if (!path.includes(':vehicleId')) {
    return path.replace(':policyId', encodeURIComponent(policyId));
  }
  const policy = policies?.find((candidate) => String(candidate.id) === policyId);
  const vehicle = policy?.vehicles.find(awaitsAgreedValue);
  return vehicle
    ? path
        .replace(':policyId', encodeURIComponent(policyId))
        .replace(':vehicleId', encodeURIComponent(String(vehicle.ID)))
    : href('policy-summary', { policyId });
}
