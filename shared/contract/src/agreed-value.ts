import * as v from 'valibot';
import { daysBefore, type IsoDate } from './dates';
import { endpoint, MessageSchema } from './endpoint';
import type { OptionChoices } from './form-options';
import {
  dateSchema,
  moneySchema,
  NamedFileSchema,
  readKey,
  requiredFields,
  textSchema,
  wholeNumberSchema,
  type FieldRequirement,
} from './form-rules';
import { documentRequired, MESSAGES, provideVehicleField, rateCondition } from './messages';
import { LIMITS } from './rules';
import {
  AGREED_VALUE_DOCUMENT_RULE,
  AGREED_VALUE_EVIDENCE_RULE,
  CHANGES_UPLOAD_WORDING,
  checkFiles,
  filesCheck,
  type NamedFile,
} from './uploads';
import {
  VEHICLE_LIMITS,
  vehicleEntries,
  vehicleMetaEntries,
  vehiclePolicyEntries,
  vehicleRequirements,
} from './vehicles';

// The agreed-value (AVP) submission (policy-changes.md §2 'Agreed value (AVP) form', §3
// 'Agreed-value form', §4, §5 'Agreed-value submission' and 'File uploads', §7 the avp calls,
// §9). The vehicle step uses the vehicle form's rules for a vehicle with an agreed value.

/** §2, §4: the steps in order. */
export const AGREED_VALUE_STEPS = ['vehicle', 'condition', 'documents', 'evidence'] as const;
export type AgreedValueStep = (typeof AGREED_VALUE_STEPS)[number];

/** POST /policies/:id/avp/:step submits one step, or 'all' of them at once (§2, §7). */
export const AGREED_VALUE_SUBMIT_STEPS = [...AGREED_VALUE_STEPS, 'all'] as const;
export type AgreedValueSubmitStep = (typeof AGREED_VALUE_SUBMIT_STEPS)[number];

export const CONDITION_RATINGS = ['poor', 'average', 'good', 'excellent'] as const;
export type ConditionRating = (typeof CONDITION_RATINGS)[number];

/** The six parts rated (§3), and how 'Please rate the …' names each. */
export const CONDITION_PARTS = [
  'bodywork',
  'electricalEquipment',
  'interior',
  'wheelsTyres',
  'engineTransmission',
  'chassisFloorPlan',
] as const;
export type ConditionPart = (typeof CONDITION_PARTS)[number];
export const CONDITION_PART_NAMES: Record<ConditionPart, string> = {
  bodywork: 'bodywork',
  electricalEquipment: 'electrical equipment',
  interior: 'interior',
  wheelsTyres: 'wheels and tyres',
  engineTransmission: 'engine and transmission',
  chassisFloorPlan: 'chassis and floor plan',
};

/** §5, §9: the mileage date is from 10 days ago up to today. */
export const MILEAGE_DATE_DAYS_BACK = 10;

export interface AgreedValueContext {
  readonly today: IsoDate;
  readonly car: boolean;
  /** The step being submitted: only its fields are required. */
  readonly step: AgreedValueSubmitStep;
  /** The lists served for the policy; each option field takes only their values. */
  readonly options?: OptionChoices;
}

const OptionIdSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** A document slot's id and label as sent back: short text, or a safe whole number. */
const SlotIdSchema = v.pipe(
  v.union(
    [
      v.pipe(v.string(), v.maxLength(LIMITS.text, MESSAGES.textTooLong)),
      v.pipe(v.number(), v.safeInteger(MESSAGES.idInvalid)),
    ],
    MESSAGES.idInvalid,
  ),
  v.transform(String),
);
const SlotLabelSchema = v.pipe(
  v.string(MESSAGES.textTooLong),
  v.maxLength(LIMITS.text, MESSAGES.textTooLong),
);

const rating = v.optional(v.picklist(CONDITION_RATINGS, MESSAGES.conditionRatingInvalid));
const ConditionSchema = v.object({
  bodywork: rating,
  electricalEquipment: rating,
  interior: rating,
  wheelsTyres: rating,
  engineTransmission: rating,
  chassisFloorPlan: rating,
});

/** One photo slot's file: an allowed type, under 50 MB (§5). */
const DocumentFileSchema = v.pipe(
  NamedFileSchema,
  v.rawCheck<NamedFile>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const rule = { ...AGREED_VALUE_DOCUMENT_RULE, min: 1, max: 1 };
    for (const message of checkFiles([dataset.value], rule, CHANGES_UPLOAD_WORDING)) {
      addIssue({ message });
    }
  }),
);

/** A document slot (§3): fetched with id, label and tooltips; the form adds its file. */
const DocumentEntrySchema = v.object({
  id: SlotIdSchema,
  label: SlotLabelSchema,
  file: v.optional(v.nullable(DocumentFileSchema)),
});

function answersEntries(today?: IsoDate, options: OptionChoices = {}) {
  const mileageWindow = today && {
    min: daysBefore(today, MILEAGE_DATE_DAYS_BACK),
    max: today,
    message: MESSAGES.mileageDateOutOfRange,
  };
  const meta = vehicleMetaEntries(today ? { mode: 'add', today } : undefined, options);
  const value = { max: VEHICLE_LIMITS.valueMax };
  return {
    vehicle: v.optional(
      v.object({
        ...vehicleEntries(today, options),
        current_mileage: v.optional(
          wholeNumberSchema(MESSAGES.currentMileageInvalid, { max: VEHICLE_LIMITS.odometerMax }),
        ),
        mileage_date: v.optional(dateSchema(mileageWindow ? [mileageWindow] : [])),
        description: v.optional(textSchema(provideVehicleField('description'))),
        restoration_details: v.optional(textSchema(provideVehicleField('restoration details'))),
      }),
    ),
    // §3: the agreed-value meta has no mileage of its own; the vehicle's current mileage is it.
    meta: v.optional(
      v.object({
        ...v.omit(v.object(meta), ['mileage', 'mileage_unit']).entries,
        req_value: v.optional(moneySchema(MESSAGES.requestedValueInvalid, value)),
        purchase_price: v.optional(moneySchema(MESSAGES.purchasePriceInvalid, value)),
      }),
    ),
    policy: v.optional(v.object(vehiclePolicyEntries(options))),
    condition: v.optional(ConditionSchema),
  };
}

/** Which step a field's errors send the person back to (§4). */
function stepOf(key: string): AgreedValueStep {
  const [group] = key.split('.');
  return group === 'condition' || group === 'documents' || group === 'evidence' ? group : 'vehicle';
}

/** §4: errors send the person to the earliest step that has one. */
export function earliestStepWithError(fieldKeys: readonly string[]): AgreedValueStep | undefined {
  const steps = new Set(fieldKeys.map(stepOf));
  return AGREED_VALUE_STEPS.find((step) => steps.has(step));
}

function requirements(context: AgreedValueContext, read: (key: string) => unknown) {
  const list: FieldRequirement[] = [
    ...vehicleRequirements({ mode: 'add', car: context.car }, read),
    { key: 'vehicle.current_mileage', message: provideVehicleField('current mileage') },
    { key: 'vehicle.mileage_date', message: provideVehicleField('mileage date') },
    { key: 'meta.req_value', message: provideVehicleField('requested value') },
    { key: 'meta.purchase_price', message: provideVehicleField('purchase price') },
    ...CONDITION_PARTS.map((part) => ({
      key: `condition.${part}`,
      message: rateCondition(CONDITION_PART_NAMES[part]),
    })),
  ];
  const documents = read('documents');
  if (Array.isArray(documents)) {
    documents.forEach((document, index) => {
      const label = readKey(document, 'label');
      const message = documentRequired(typeof label === 'string' ? label : 'This document');
      list.push({ key: `documents.${index}.file`, message });
    });
  }
  return list.filter(({ key }) => context.step === 'all' || stepOf(key) === context.step);
}

/**
 * The whole form, or one step of it (§2 'It can be limited to a single step'): vehicle fields
 * as for the vehicle form plus current mileage, mileage date, requested value and purchase price;
 * six condition ratings; a file for each document slot; at most 20 evidence files (§5).
 */
export function agreedValueSchema(context: AgreedValueContext) {
  return v.pipe(
    v.object({
      ...answersEntries(context.today, context.options),
      documents: v.optional(v.array(DocumentEntrySchema), []),
      evidence: v.optional(
        v.pipe(
          v.array(NamedFileSchema, MESSAGES.invalidFileType),
          filesCheck(AGREED_VALUE_EVIDENCE_RULE, CHANGES_UPLOAD_WORDING),
        ),
        [],
      ),
    }),
    requiredFields((read) => requirements(context, read)),
  );
}
export type AgreedValueFormInput = v.InferInput<ReturnType<typeof agreedValueSchema>>;

/** The answers without the files: what `payload` carries and what a saved draft holds. */
export const AgreedValueAnswersSchema = v.object(answersEntries());
export type AgreedValueAnswers = v.InferInput<typeof AgreedValueAnswersSchema>;

/** `payload` of the multipart body: the answers, and the slots in the order of the files. */
export const AgreedValuePayloadSchema = v.object({
  ...answersEntries(),
  documents: v.optional(v.array(v.object({ id: SlotIdSchema, label: SlotLabelSchema })), []),
});
export type AgreedValuePayload = v.InferInput<typeof AgreedValuePayloadSchema>;

/** The body of POST /policies/:id/avp/:step (multipart: payload JSON, documents, evidence). */
export const AgreedValueBodySchema = v.object({
  payload: AgreedValuePayloadSchema,
  documents: v.optional(v.array(v.blob()), []),
  evidence: v.optional(v.array(v.blob()), []),
});
export type AgreedValueBody = v.InferInput<typeof AgreedValueBodySchema>;

/** The form's answers and files as the body: each document's file at its slot's position. */
export function toAgreedValueBody(
  answers: AgreedValueAnswers,
  documents: readonly { readonly id: string; readonly label: string; readonly file: Blob }[],
  evidence: readonly Blob[],
): AgreedValueBody {
  return {
    payload: { ...answers, documents: documents.map(({ id, label }) => ({ id, label })) },
    documents: documents.map(({ file }) => file),
    evidence: [...evidence],
  };
}

/** The server's side: the payload with each received file back on its slot, for the schema. */
export function fromAgreedValueParts(
  payload: AgreedValuePayload,
  documents: readonly NamedFile[],
  evidence: readonly NamedFile[],
): unknown {
  const slots = payload.documents ?? [];
  return {
    ...payload,
    documents: slots.map((slot, index) => ({ ...slot, file: documents[index] })),
    evidence,
  };
}

/** Drafts are kept in local storage per policy and vehicle (§3). */
export function agreedValueDraftKey(policyId: string | number, vehicleId: string | number) {
  return `avp-draft:${policyId}:${vehicleId}`;
}

/** A stored draft: none, its answers, or the error notice when it cannot be read (§4, §8). */
export function readAgreedValueDraft(
  stored: string | null,
):
  | { readonly found: false }
  | { readonly found: true; readonly answers: AgreedValueAnswers }
  | { readonly found: true; readonly error: string } {
  if (stored === null) return { found: false };
  try {
    const parsed = v.safeParse(AgreedValueAnswersSchema, JSON.parse(stored));
    if (parsed.success) return { found: true, answers: parsed.output };
  } catch {
    // Unreadable JSON is answered like an unreadable draft, below.
  }
  return { found: true, error: MESSAGES.agreedValueDraftUnreadable };
}

/** A document slot for a vehicle (§3): the tooltips help with the photo to take. */
export const AgreedValueDocumentSlotSchema = v.object({
  id: OptionIdSchema,
  label: v.string(),
  tooltips: v.optional(
    v.pipe(
      v.union([v.array(v.string()), v.string(), v.null()]),
      v.transform((tips) => (tips === null ? [] : typeof tips === 'string' ? [tips] : tips)),
    ),
    [],
  ),
});
export type AgreedValueDocumentSlot = v.InferOutput<typeof AgreedValueDocumentSlotSchema>;

/** §7 does not show the answer of GET …/avp/required; ours lists the vehicles and their steps. */
export const AgreedValueRequirementSchema = v.object({
  vehicle_id: OptionIdSchema,
  avp_required: v.boolean(),
  avp_completed: v.boolean(),
  /** The steps still to submit; all four when the provider does not say. */
  steps: v.optional(v.array(v.picklist(AGREED_VALUE_STEPS)), [...AGREED_VALUE_STEPS]),
});
export type AgreedValueRequirement = v.InferOutput<typeof AgreedValueRequirementSchema>;

export const agreedValueEndpoints = {
  getAgreedValueDocuments: endpoint({
    method: 'GET',
    path: '/policies/:id/avp/documents/:type',
    auth: 'token',
    response: v.array(AgreedValueDocumentSlotSchema),
  }),
  getAgreedValueRequired: endpoint({
    method: 'GET',
    path: '/policies/:id/avp/required',
    auth: 'token',
    response: v.array(AgreedValueRequirementSchema),
  }),
  /** `step` is one of AGREED_VALUE_SUBMIT_STEPS; the answer's data is a message. */
  submitAgreedValue: endpoint({
    method: 'POST',
    path: '/policies/:id/avp/:step',
    auth: 'token',
    changes: ['agreed-value', 'policies', 'alerts'],
    idempotent: true,
    multipart: true,
    body: AgreedValueBodySchema,
    response: MessageSchema,
  }),
};
