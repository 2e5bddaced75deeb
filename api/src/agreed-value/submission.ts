import * as v from 'valibot';
import {
  AGREED_VALUE_EVIDENCE_RULE,
  AGREED_VALUE_STEPS,
  AGREED_VALUE_SUBMIT_STEPS,
  awaitsAgreedValue,
  MESSAGES,
  normaliseRegistration,
  type AgreedValueStep,
  type AgreedValueSubmitStep,
  type Policy,
  type PolicyVehicle,
} from '@portal/contract';
import { CHANGE_TYPES, changeRequestsOf, recordChangeRequest } from '../changes/store';
import type { Db } from '../db/database';
import { forbidden, unprocessable } from '../http/http-error';
import type { UploadedFile } from '../http/multipart';
import type { PolicyRecord } from '../policies/store';
import { todayOf } from '../today';
import { recordUpload } from '../uploads/store';

// An agreed-value submission kept for review: its answers, and a row per file it carried, in one
// change request (policy-changes.md §1, §5 'Agreed-value submission').

/**
 * The most files one submission may carry: the evidence's 20 and a photo per slot, with room to
 * spare so that too much evidence is answered by the contract's rule (§5: 'at most 20 files').
 */
export const AGREED_VALUE_MAX_FILES = AGREED_VALUE_EVIDENCE_RULE.max * 2;

const sameRegistration = (vehicle: PolicyVehicle, registration: string) =>
  normaliseRegistration(vehicle.registration ?? '') === normaliseRegistration(registration);

/**
 * The vehicle a submission is for (§6: avp_required and not avp_completed): the one with the
 * registration the vehicle step names, else the only vehicle still waiting for an agreed value.
 */
export function vehicleForAgreedValue(policy: Policy, registration?: string): PolicyVehicle {
  const waiting = policy.vehicles.filter(awaitsAgreedValue);
  const named = registration
    ? policy.vehicles.find((vehicle) => sameRegistration(vehicle, registration))
    : undefined;
  const vehicle = named ?? (waiting.length === 1 ? waiting[0] : undefined);
  if (!vehicle) {
    if (waiting.length === 0) {
      const completed = policy.vehicles.some((item) => item.avp_required && item.avp_completed);
      const sent = policy.vehicles.some((item) => item.avp_required && item.avp_sent_on);
      if (completed) throw forbidden(MESSAGES.agreedValueCompleted);
      throw forbidden(sent ? MESSAGES.agreedValueSent : MESSAGES.agreedValueNotRequired);
    }
    throw unprocessable({ 'vehicle.registration': [MESSAGES.agreedValueVehicleUnknown] });
  }
  if (!vehicle.avp_required) throw forbidden(MESSAGES.agreedValueNotRequired);
  if (vehicle.avp_completed) throw forbidden(MESSAGES.agreedValueCompleted);
  if (vehicle.avp_sent_on) throw forbidden(MESSAGES.agreedValueSent);
  return vehicle;
}

const SubmittedSchema = v.object({
  vehicle_id: v.number(),
  step: v.picklist(AGREED_VALUE_SUBMIT_STEPS),
});

/** The steps already sent for review, per vehicle id ('all' counts as every step). */
export async function submittedSteps(
  db: Db,
  policyId: number,
): Promise<Map<number, Set<AgreedValueStep>>> {
  const sent = new Map<number, Set<AgreedValueStep>>();
  for (const [vehicleId, { steps }] of await submissions(db, policyId)) sent.set(vehicleId, steps);
  return sent;
}

/**
 * The vehicles whose agreed value has been sent for review, every step of it, each with the day
 * the last step was sent ('YYYY-MM-DD'), among one policy's agreed-value requests.
 */
export function agreedValueSentIn(requests: readonly AgreedValueRequest[]): Map<number, string> {
  const sentOn = new Map<number, string>();
  for (const [vehicleId, { steps, lastAt }] of submissionsIn(requests)) {
    if (AGREED_VALUE_STEPS.every((step) => steps.has(step))) {
      sentOn.set(vehicleId, todayOf(new Date(lastAt)));
    }
  }
  return sentOn;
}

async function submissions(db: Db, policyId: number) {
  const changes = await changeRequestsOf(db, policyId);
  return submissionsIn(changes.filter((change) => change.type === CHANGE_TYPES.agreedValue));
}

/** An agreed-value change request as sent: its payload and when. */
export interface AgreedValueRequest {
  readonly payload: unknown;
  readonly createdAt: string;
}

/** The agreed-value steps sent, per vehicle id, among one policy's agreed-value requests. */
function submissionsIn(requests: readonly AgreedValueRequest[]) {
  const sent = new Map<number, { steps: Set<AgreedValueStep>; lastAt: string }>();
  for (const change of requests) {
    const parsed = v.safeParse(SubmittedSchema, change.payload);
    if (!parsed.success) continue;
    const { vehicle_id, step } = parsed.output;
    const entry = sent.get(vehicle_id) ?? { steps: new Set(), lastAt: change.createdAt };
    for (const each of step === 'all' ? AGREED_VALUE_STEPS : [step]) entry.steps.add(each);
    if (change.createdAt > entry.lastAt) entry.lastAt = change.createdAt;
    sent.set(vehicle_id, entry);
  }
  return sent;
}

/** A slot of the vehicle, and the multipart field of the photo sent for it, if any. */
export interface PlacedDocument {
  readonly id: string;
  readonly label: string;
  readonly field: string | undefined;
}

export interface AgreedValueSubmission {
  readonly record: PolicyRecord;
  readonly vehicle: PolicyVehicle;
  readonly step: AgreedValueSubmitStep;
  /** The validated answers. */
  readonly answers: Readonly<Record<'vehicle' | 'meta' | 'policy' | 'condition', unknown>>;
  readonly documents: readonly PlacedDocument[];
  readonly files: readonly UploadedFile[];
  readonly now: Date;
}

/**
 * Keeps the photos of the slots and the evidence (a row each) and the change request naming them,
 * in one transaction (the caller's, when it checked the vehicle in one). A file sent under any
 * other name is not kept.
 */
export async function submitAgreedValue(
  db: Db,
  submission: AgreedValueSubmission,
): Promise<string> {
  const { record, vehicle, step, answers, documents, files, now } = submission;
  const keep = async (file: UploadedFile, kind: string) => ({
    upload_id: await recordUpload(db, {
      userId: record.userId,
      policyId: record.id,
      kind,
      file,
      now,
    }),
    name: file.originalName,
  });
  await db.transaction(async () => {
    const photos = [];
    for (const { id, label, field } of documents) {
      const file = files.find((each) => field !== undefined && each.field === field);
      if (file) photos.push({ id, label, ...(await keep(file, 'avp-document')) });
    }
    const evidence = [];
    for (const file of files.filter((each) => each.field.startsWith('evidence.'))) {
      evidence.push(await keep(file, 'avp-evidence'));
    }
    const payload = { vehicle_id: vehicle.ID, step, body: answers, documents: photos, evidence };
    const type = CHANGE_TYPES.agreedValue;
    await recordChangeRequest(db, {
      userId: record.userId,
      policyId: record.id,
      type,
      payload,
      now,
    });
  });
  return MESSAGES.sentForReview;
}
