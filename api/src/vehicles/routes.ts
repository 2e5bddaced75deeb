import {
  checkVehicleField,
  MESSAGES,
  normaliseRegistration,
  vehicleEndpoints,
  vehicleFinderEndpoints,
  vehicleFormSchema,
  type Policy,
  type PolicyVehicle,
} from '@portal/contract';
import { sendForReview, validated } from '../changes/change-requests';
import { CHANGE_TYPES } from '../changes/store';
import type { Db } from '../db/database';
import { forbidden, notFound, unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { modifiablePolicy, policiesOf, requireMultipleVehicles } from '../policies/store';
import { choicesFor } from '../reference/store';
import { isCarPolicy, vehicleKindOf } from '../reference/vehicles';
import { todayOf } from '../today';

// The vehicle calls (policy-changes.md §7): add, update or replace, remove, and the quick edit's
// check of one field (decision 007: POST /policies/{id}/vehicle/validate). Each needs a policy
// the caller may change; adding and removing also need multiple_vehicles (§6). Changes are sent
// for review whole; the policy itself does not change. A change is recorded in the transaction
// that read and checked the policy, so it is recorded against the policy it was checked with.

function vehicleOf(policy: Policy, vehicleId: string): PolicyVehicle {
  const vehicle = policy.vehicles.find((item) => String(item.ID) === vehicleId);
  if (!vehicle) throw notFound();
  return vehicle;
}

/**
 * 422 on vehicle.registration when the registration is already on another of the caller's
 * vehicles (old, hidden policies aside); `except` is the vehicle being changed.
 */
async function assertRegistrationFree(
  db: Db,
  userId: number,
  registration: string | undefined,
  except?: { readonly policyId: number; readonly vehicleId: number },
): Promise<void> {
  if (!registration) return;
  const wanted = normaliseRegistration(registration);
  const taken = (await policiesOf(db, userId)).some(
    ({ id, stored }) =>
      !stored.hidden &&
      stored.vehicles.some(
        (vehicle) =>
          !(id === except?.policyId && vehicle.ID === except.vehicleId) &&
          normaliseRegistration(vehicle.registration ?? '') === wanted,
      ),
  );
  if (taken) throw unprocessable({ 'vehicle.registration': [MESSAGES.registrationInUse] });
}

export const vehicleRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, vehicleEndpoints.addVehicle, ({ user, params, request }) =>
    db.transaction(async () => {
      const today = todayOf(now());
      const { record, policy } = await modifiablePolicy(db, user, params.id, today);
      requireMultipleVehicles(policy);
      const car = isCarPolicy(policy.value);
      const options = await choicesFor(db, vehicleKindOf(policy.value));
      const body = validated(
        vehicleFormSchema({ mode: 'add', car, agreed: false, today, options }),
        request.body,
      );
      await assertRegistrationFree(db, record.userId, body.vehicle?.registration);
      const type = CHANGE_TYPES.vehicleAdd;
      return sendForReview(db, { record, type, payload: { body }, now: now() });
    }),
  );

  // §4: 'replacement' (another vehicle takes its place) or 'update' (its fields change).
  registerEndpoint(app, vehicleEndpoints.changeVehicle, ({ user, params, body: sent, request }) =>
    db.transaction(async () => {
      const today = todayOf(now());
      const { record, policy } = await modifiablePolicy(db, user, params.id, today);
      const vehicle = vehicleOf(policy, params.vehicleId);
      const replacement = sent.change_type === 'replacement';
      const schema = vehicleFormSchema({
        mode: replacement ? 'replace' : 'update',
        car: isCarPolicy(policy.value),
        // §5: keeper and owner are not asked when the vehicle already has an agreed value.
        agreed: vehicle.avp_completed,
        today,
        options: await choicesFor(db, vehicleKindOf(policy.value)),
      });
      const body = validated(schema, request.body);
      const except = { policyId: record.id, vehicleId: vehicle.ID };
      await assertRegistrationFree(db, record.userId, body.vehicle?.registration, except);
      const type = replacement ? CHANGE_TYPES.vehicleReplacement : CHANGE_TYPES.vehicleUpdate;
      const payload = { vehicle_id: vehicle.ID, body };
      return sendForReview(db, { record, type, payload, now: now() });
    }),
  );

  registerEndpoint(app, vehicleEndpoints.removeVehicle, ({ user, params }) =>
    db.transaction(async () => {
      const { record, policy } = await modifiablePolicy(db, user, params.id, todayOf(now()));
      requireMultipleVehicles(policy);
      const vehicle = vehicleOf(policy, params.vehicleId);
      if (policy.vehicles.length === 1) throw forbidden(MESSAGES.lastVehicleNotRemovable);
      const payload = { vehicle_id: vehicle.ID };
      return sendForReview(db, { record, type: CHANGE_TYPES.vehicleRemove, payload, now: now() });
    }),
  );

  // §2 'Quick edit': the field is checked against the policy, then sent as an update; the answer
  // is the value as it will be stored, errors are keyed by the field (decision 007).
  registerEndpoint(
    app,
    vehicleFinderEndpoints.validateVehicleField,
    async ({ user, params, request }) => {
      const today = todayOf(now());
      const { record, policy } = await modifiablePolicy(db, user, params.id, today);
      const car = isCarPolicy(policy.value);
      const options = await choicesFor(db, vehicleKindOf(policy.value));
      const check = checkVehicleField({ car, agreed: false, today, options }, request.body);
      if (!check.success) throw unprocessable(check.error.fields);
      const { field, value } = check.output;
      if (field === 'vehicle.registration' && typeof value === 'string') {
        await assertRegistrationFree(db, record.userId, value);
      }
      return { field, value };
    },
    // Errors keyed by the field being checked ('vehicle.registration'), as the quick edit shows.
    { contextualBody: true },
  );
};
