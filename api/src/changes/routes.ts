import {
  driverEndpoints,
  driverFormSchema,
  MESSAGES,
  personNotRemovable,
  policyDetailsEndpoints,
  policyDetailsPayloadSchema,
  readKey,
  type FieldErrors,
  type Policy,
  type PolicyDriver,
} from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import type { Db } from '../db/database';
import { forbidden, notFound, unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { modifiablePolicy } from '../policies/store';
import { choicesFor } from '../reference/store';
import { vehicleKindOf } from '../reference/vehicles';
import { todayOf } from '../today';
import { alsoChangePolicies, sendForReview, validated } from './change-requests';
import { CHANGE_TYPES } from './store';

// The driver, rider or person calls and the policy details change (policy-changes.md §7 POST,
// PATCH, DELETE /policies/{id}/person and PATCH /policies/{id}). Each needs a policy the caller
// may change (404 / 403), is checked again with the contract's rules for that policy and day, and
// is sent for review whole, for the policy and every also_change policy. The policies are read,
// checked and the change recorded in one transaction: a change is never recorded against a
// policy other than the one it was checked with (one replaced meanwhile, say).

/** The person on the policy, by the path's id; 404 when the policy has no such person. */
function personOf(policy: Policy, personId: string): PolicyDriver {
  const person = policy.drivers.find((driver) => String(driver.ID) === personId);
  if (!person) throw notFound();
  return person;
}

/** §5: the rules' wording and questions depend on the policy and on whether it is the main user. */
async function driverContext(db: Db, policy: Policy, mainUser: boolean, today: string) {
  return {
    person: policy.person_labels.single,
    anyDriver: policy.flags.any_driver,
    mainUser,
    today,
    options: await choicesFor(db, vehicleKindOf(policy.value)),
  };
}

/** PATCH /policies/{id} names drivers and vehicles by id: each must be the policy's. */
function unknownIds(
  policy: Policy,
  form: { drivers: { ID: number }[]; vehicles: { ID: number }[] },
): FieldErrors {
  const fields: FieldErrors = {};
  for (const list of ['drivers', 'vehicles'] as const) {
    const known = new Set<number>(policy[list].map((item) => item.ID));
    form[list].forEach(({ ID }, index) => {
      if (!known.has(ID)) fields[`${list}.${index}.ID`] = [MESSAGES.idInvalid];
    });
  }
  return fields;
}

export const changeRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(
    app,
    driverEndpoints.createPerson,
    ({ user, params, request }) =>
      db.transaction(async () => {
        const today = todayOf(now());
        const { record, policy } = await modifiablePolicy(db, user, params.id, today);
        const mainUser = readKey(request.body, 'usage.main_user') === true;
        const context = await driverContext(db, policy, mainUser, today);
        const schema = driverFormSchema({ mode: 'add', ...context });
        const body = validated(schema, request.body);
        const also = await alsoChangePolicies(
          db,
          signedIn(user),
          record.id,
          body.also_change,
          today,
        );
        const type = CHANGE_TYPES.personCreate;
        return sendForReview(db, { record, type, payload: { body }, now: now(), also });
      }),
    { contextualBody: true },
  );

  registerEndpoint(
    app,
    driverEndpoints.updatePerson,
    ({ user, params, request }) =>
      db.transaction(async () => {
        const today = todayOf(now());
        const { record, policy } = await modifiablePolicy(db, user, params.id, today);
        const person = personOf(policy, params.personId);
        // The answer sent, else the one on the policy (updates send only the changed parts, §4).
        const mainUser =
          (readKey(request.body, 'usage.main_user') ?? person.usage.main_user) === true;
        const schema = driverFormSchema({
          mode: 'update',
          ...(await driverContext(db, policy, mainUser, today)),
        });
        const body = validated(schema, request.body);
        const also = await alsoChangePolicies(
          db,
          signedIn(user),
          record.id,
          body.also_change ?? [],
          today,
        );
        const payload = { person_id: person.ID, body };
        const type = CHANGE_TYPES.personUpdate;
        return sendForReview(db, { record, type, payload, now: now(), also });
      }),
    { contextualBody: true },
  );

  registerEndpoint(app, driverEndpoints.removePerson, ({ user, params }) =>
    db.transaction(async () => {
      const { record, policy } = await modifiablePolicy(db, user, params.id, todayOf(now()));
      const person = personOf(policy, params.personId);
      // A policy always keeps its policyholder's main driver or rider; changing who that is, or
      // leaving the policy without anyone insured, is a conversation, not a form.
      const label = policy.person_labels.single;
      if (policy.drivers.length === 1) throw forbidden(personNotRemovable(label, 'only'));
      if (person.usage.main_user) throw forbidden(personNotRemovable(label, 'main'));
      const payload = { person_id: person.ID };
      return sendForReview(db, { record, type: CHANGE_TYPES.personRemove, payload, now: now() });
    }),
  );

  registerEndpoint(app, policyDetailsEndpoints.changePolicyDetails, ({ user, params, request }) =>
    db.transaction(async () => {
      const today = todayOf(now());
      const { record, policy } = await modifiablePolicy(db, user, params.id, today);
      // §5: each driver's usage is asked when the policy has only one vehicle.
      const singleVehicle = policy.vehicles.length === 1;
      const options = await choicesFor(db, vehicleKindOf(policy.value));
      const schema = policyDetailsPayloadSchema({ today, singleVehicle, options });
      const body = validated(schema, request.body);
      const fields = unknownIds(policy, body);
      if (Object.keys(fields).length > 0) throw unprocessable(fields);
      const also = await alsoChangePolicies(db, signedIn(user), record.id, body.also_change, today);
      const type = CHANGE_TYPES.policyDetails;
      return sendForReview(db, { record, type, payload: { body }, now: now(), also });
    }),
  );
};
