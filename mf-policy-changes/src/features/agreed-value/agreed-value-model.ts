import {
  AGREED_VALUE_STEPS,
  agreedValueSchema,
  optionChoices,
  toAgreedValueBody,
  type AgreedValueBody,
  type AgreedValueDocumentSlot,
  type AgreedValueStep,
  type AgreedValueSubmitStep,
  type FormOptions,
  type IsoDate,
  type Policy,
  type PolicyVehicle,
} from '@portal/contract';
import type { FormStep, StepFormOutput } from '@portal/forms';
import type { FormValuesOf } from '@portal/ui';

// The agreed-value form's model (policy-changes.md §2 'Agreed value (AVP) form', §3 'Agreed-value
// form', §4, §5 'Agreed-value submission', §7): the steps shown, the values it starts from, the
// contract's schema it is checked with (the one the reference API checks it with) and the body
// sent - the answers as `payload`, a photo per slot, the evidence.

/** What the form needs to know of the policy, the vehicle, its photos and the day. */
export interface AgreedValueSetup {
  readonly policy: Policy;
  readonly vehicle: PolicyVehicle;
  readonly options: FormOptions;
  readonly slots: readonly AgreedValueDocumentSlot[];
  /** The steps shown, in order: all four, or the only one still to send (§2). */
  readonly steps: readonly AgreedValueStep[];
  readonly today: IsoDate;
}

const TITLES: Record<AgreedValueStep, string> = {
  vehicle: 'Vehicle details',
  condition: 'Condition',
  documents: 'Photos',
  evidence: 'Evidence',
};

/** The answers each step asks, by the contract's groups; the draft holds the first two's (§3). */
export const STEP_GROUPS: Record<AgreedValueStep, readonly string[]> = {
  vehicle: ['vehicle', 'meta', 'policy'],
  condition: ['condition'],
  documents: ['documents'],
  evidence: ['evidence'],
};

export function formStepsOf(steps: readonly AgreedValueStep[]): FormStep[] {
  return steps.map((step) => ({ title: TITLES[step], keys: STEP_GROUPS[step] }));
}

/**
 * §2 'It can be limited to a single step': with one step left only it is shown. The API takes
 * one step or all of them (§7), so with more left the whole form is asked again.
 */
export function stepsToShow(left: readonly AgreedValueStep[]): AgreedValueStep[] {
  const only = left.length === 1 ? left[0] : undefined;
  return only ? [only] : [...AGREED_VALUE_STEPS];
}

/** The step the submission names: the only one shown, or 'all'. */
export function submitStepOf(steps: readonly AgreedValueStep[]): AgreedValueSubmitStep {
  const only = steps.length === 1 ? steps[0] : undefined;
  return only ?? 'all';
}

/** §5: car policies also ask about kit cars and left-hand drive (as the reference API reads). */
export function isCarPolicy(policy: Policy): boolean {
  return policy.value.trim().toLowerCase() === 'car';
}

export function agreedValueSchemaOf(setup: AgreedValueSetup) {
  return agreedValueSchema({
    today: setup.today,
    car: isCarPolicy(setup.policy),
    step: submitStepOf(setup.steps),
    options: optionChoices(setup.options),
  });
}

export type AgreedValueValues = FormValuesOf<ReturnType<typeof agreedValueSchemaOf>>;
export type AgreedValueOutput = StepFormOutput<ReturnType<typeof agreedValueSchemaOf>>;

/** The vehicle as on the policy; vehicle_usage is the main user's, shown and not asked (§3). */
function vehicleAsItIs(policy: Policy, vehicle: PolicyVehicle): AgreedValueValues {
  const usage = policy.drivers.find((driver) => driver.usage.main_user)?.usage.description;
  return {
    vehicle: {
      make: vehicle.make,
      model: vehicle.model,
      engine: vehicle.engine,
      transmission: vehicle.transmission,
      year: vehicle.year,
      security_features: vehicle.security_features,
      has_reg_number: vehicle.has_reg_number,
      ...(vehicle.has_reg_number
        ? { registration: vehicle.registration?.toUpperCase() ?? '' }
        : { chassis_number: vehicle.chassis_number ?? '' }),
    },
    meta: {
      purchase_date: vehicle.purchase_date ?? undefined,
      ...(vehicle.modifications ? { is_modified: true, modifications: vehicle.modifications } : {}),
    },
    policy: { stored_during_night: vehicle.stored_during_night, vehicle_usage: usage || undefined },
  };
}

/** Only the steps shown start with answers: a hidden one could hold an error nobody can fix. */
export function initialValues(setup: AgreedValueSetup): AgreedValueValues {
  const shows = (step: AgreedValueStep) => setup.steps.includes(step);
  return {
    ...(shows('vehicle') ? vehicleAsItIs(setup.policy, setup.vehicle) : {}),
    documents: shows('documents') ? setup.slots.map(({ id, label }) => ({ id, label })) : [],
    evidence: [],
  };
}

/** The form holds the browser's files; the schema knows them only by name and size. */
function blobsOf(files: readonly unknown[]): Blob[] {
  return files.flatMap((file) => (file instanceof Blob ? [file] : []));
}

/**
 * The body of the submission. Without the vehicle step the API knows the vehicle by its
 * registration, which the form then does not ask for (api/src/agreed-value: the vehicle named,
 * else the only one waiting).
 */
export function bodyOf(sent: AgreedValueOutput, vehicle: PolicyVehicle): AgreedValueBody {
  const { documents, evidence, ...answers } = sent;
  const named = vehicle.registration ? { registration: vehicle.registration } : undefined;
  const photos = documents.flatMap(({ id, label, file }) =>
    blobsOf([file]).map((blob) => ({ id, label, file: blob })),
  );
  return toAgreedValueBody(
    { ...answers, vehicle: answers.vehicle ?? named },
    photos,
    blobsOf(evidence),
  );
}
