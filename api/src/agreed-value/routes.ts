import {
  AGREED_VALUE_DOCUMENT_RULE,
  AGREED_VALUE_EVIDENCE_RULE,
  AGREED_VALUE_STEPS,
  AGREED_VALUE_SUBMIT_STEPS,
  agreedValueEndpoints,
  agreedValueSchema,
  CHANGES_UPLOAD_WORDING,
  type AgreedValueSubmitStep,
  type FieldErrors,
} from '@portal/contract';
import { validated } from '../changes/change-requests';
import { notFound, unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { modifiablePolicy, ownedPolicy } from '../policies/store';
import { choicesFor } from '../reference/store';
import { isCarPolicy, vehicleKindOf } from '../reference/vehicles';
import { withStanding } from '../standing/standing';
import { todayOf } from '../today';
import { misnamedFiles } from '../uploads/content';
import {
  AGREED_VALUE_MAX_FILES,
  submitAgreedValue,
  submittedSteps,
  vehicleForAgreedValue,
} from './submission';
import { agreedValueSlots, isVehicleKind } from './slots';

// Agreed value (policy-changes.md §2 'Agreed value (AVP) form', §5, §6, §7 GET
// /policies/{id}/avp/documents/{type}, GET .../avp/required, POST .../avp/{step}). Offered only
// for a vehicle with avp_required that is not avp_completed (§6); a submission is sent for review
// with its files and the policy does not change.

function isSubmitStep(step: string): step is AgreedValueSubmitStep {
  return AGREED_VALUE_SUBMIT_STEPS.some((known) => known === step);
}

export const agreedValueRoutes: RouteModule = (app, { db, now }) => {
  // `type` names the vehicle (its id on the policy) or a kind of vehicle (car, van, bike).
  registerEndpoint(app, agreedValueEndpoints.getAgreedValueDocuments, async ({ user, params }) => {
    const { stored } = await ownedPolicy(db, user, params.id);
    if (isVehicleKind(params.type)) return [...agreedValueSlots(params.type)];
    if (!stored.vehicles.some((vehicle) => String(vehicle.ID) === params.type)) throw notFound();
    return [...agreedValueSlots(vehicleKindOf(stored.value))];
  });

  // Every vehicle of the policy, with the steps still to send: none once completed or sent.
  registerEndpoint(app, agreedValueEndpoints.getAgreedValueRequired, async ({ user, params }) => {
    const record = await ownedPolicy(db, user, params.id);
    const sent = await submittedSteps(db, record.id);
    return record.stored.vehicles.map((vehicle) => {
      const waiting = vehicle.avp_required && !vehicle.avp_completed;
      const done = sent.get(vehicle.ID) ?? new Set();
      return {
        vehicle_id: String(vehicle.ID),
        avp_required: vehicle.avp_required,
        avp_completed: vehicle.avp_completed,
        steps: waiting ? AGREED_VALUE_STEPS.filter((step) => !done.has(step)) : [],
      };
    });
  });

  // §5: every rule of the step (or of all steps) for this policy and day; evidence at most 20
  // files, each under 50 MB, of the agreed-value types; a photo for every slot; then every file
  // that would be kept judged by its bytes.
  registerEndpoint(
    app,
    agreedValueEndpoints.submitAgreedValue,
    async ({ user, params, body, files }) => {
      if (!isSubmitStep(params.step)) throw notFound();
      const today = todayOf(now());
      // As its screens show it: a vehicle already sent for review is not asked for again.
      const current = async () =>
        withStanding(db, await modifiablePolicy(db, user, params.id, today), today);
      const registration = body.payload.vehicle?.registration;
      const { policy } = await current();
      // Refused before the form and the files are judged; checked again when it is recorded.
      vehicleForAgreedValue(policy, registration);
      const kind = vehicleKindOf(policy.value);
      // The photos as the vehicle's slots ask for them: the file sent at the slot's place in the
      // payload's list (toAgreedValueBody), so a slot left out is reported, not skipped.
      const documents = agreedValueSlots(kind).map(({ id, label }) => {
        const index = (body.payload.documents ?? []).findIndex((sent) => String(sent.id) === id);
        const found = index >= 0 && body.documents[index] !== undefined;
        return {
          id,
          label,
          field: found ? `documents.${index}` : undefined,
          file: found ? body.documents[index] : undefined,
        };
      });
      const car = isCarPolicy(policy.value);
      const options = await choicesFor(db, kind);
      const schema = agreedValueSchema({ today, car, step: params.step, options });
      const form = validated(schema, { ...body.payload, documents, evidence: body.evidence });
      const { vehicle: details, meta, policy: usage, condition } = form;

      // Security rule: a file is accepted by its content, not its name. A photo or evidence
      // whose bytes are not what its extension says gets the schema's wrong-type message under
      // the schema's key (the slot's `documents.N.file`, or `evidence`); the refused request's
      // files are removed (http/register-endpoint.ts).
      const kept = files.filter(
        (file) =>
          file.field.startsWith('evidence.') ||
          documents.some((document) => document.field === file.field),
      );
      const misnamed = new Set((await misnamedFiles(kept)).map((file) => file.field));
      const errors: FieldErrors = {};
      documents.forEach(({ field }, index) => {
        if (field === undefined || !misnamed.has(field)) return;
        errors[`documents.${index}.file`] = [
          CHANGES_UPLOAD_WORDING.type(AGREED_VALUE_DOCUMENT_RULE.extensions),
        ];
      });
      if ([...misnamed].some((field) => field.startsWith('evidence.'))) {
        errors['evidence'] = [CHANGES_UPLOAD_WORDING.type(AGREED_VALUE_EVIDENCE_RULE.extensions)];
      }
      if (Object.keys(errors).length > 0) throw unprocessable(errors);

      const step = params.step;
      return db.transaction(async () => {
        // Checked again where the submission is recorded: of two sent at once for a vehicle, the
        // second finds the first and is refused, as it would be had it come after.
        const { record, policy: checked } = await current();
        return submitAgreedValue(db, {
          record,
          vehicle: vehicleForAgreedValue(checked, registration),
          step,
          answers: { vehicle: details, meta, policy: usage, condition },
          documents,
          files,
          now: now(),
        });
      });
    },
    { maxFiles: AGREED_VALUE_MAX_FILES },
  );
};
