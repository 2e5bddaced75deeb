import {
  diffParts,
  optionChoices,
  readKey,
  VehicleChangeBodySchema,
  VehicleFormBodySchema,
  vehicleFormSchema,
  type FormOptions,
  type IsoDate,
  type Policy,
  type PolicyVehicle,
  type VehicleChangeInput,
  type VehicleChangeType,
  type VehicleFormContext,
  type VehicleFormInput,
  type VehicleFormMode,
} from '@portal/contract';
import * as v from 'valibot';

// The vehicle form's model (policy-changes.md §2 'Vehicle form with finder', §3 'Vehicle form',
// §4 'Vehicle change types', §5 'Vehicle'): the values it starts from on each route, the
// contract's schema it is checked with (the one the reference API checks it with), and what is
// sent - the whole form to add or replace, the changed fields to update.

/** What the form holds while it is filled in: the body's fields, any of them missing. */
export type VehicleValues = VehicleFormInput;

/** What the form needs to know of the policy, the vehicle and the day. */
export interface VehicleSetup {
  readonly policy: Policy;
  /** The vehicle updated or replaced; null when one is added. */
  readonly vehicle: PolicyVehicle | null;
  /** The route's change; a found registration may turn one into the other (§4). */
  readonly mode: VehicleFormMode;
  readonly options: FormOptions;
  readonly today: IsoDate;
}

/** §5: car policies also ask about kit cars and left-hand drive (as the reference API reads). */
export function isCarPolicy(policy: Policy): boolean {
  return policy.value.trim().toLowerCase() === 'car';
}

/** 'Mazda MX-5 (AB19 CDE)': the vehicle a change is about. */
export function vehicleName(vehicle: PolicyVehicle): string {
  const registration = vehicle.registration?.trim().toUpperCase();
  const name = `${vehicle.make} ${vehicle.model}`;
  return registration ? `${name} (${registration})` : name;
}

/** §3: vehicle_usage is read-only, the main user's usage. */
function usageOf(policy: Policy): string | undefined {
  return policy.drivers.find((driver) => driver.usage.main_user)?.usage.description || undefined;
}

function contextOf({ policy, vehicle, options, today }: VehicleSetup, mode: VehicleFormMode) {
  return {
    mode,
    car: isCarPolicy(policy),
    // As the reference API decides it: a vehicle with its agreed value asks no value or keeper.
    agreed: vehicle?.avp_completed ?? false,
    today,
    options: optionChoices(options),
  } satisfies VehicleFormContext;
}

/** What a new vehicle starts from: a registration expected, mileage in miles (§3, §9). */
function newVehicle(policy: Policy): VehicleValues {
  return {
    vehicle: { has_reg_number: true },
    meta: { mileage_unit: 'miles' },
    policy: { vehicle_usage: usageOf(policy) },
  };
}

/** The vehicle as on the policy, as the form holds it. */
function vehicleAsItIs(policy: Policy, vehicle: PolicyVehicle): VehicleValues {
  const registered = vehicle.has_reg_number;
  return {
    change_type: 'update',
    vehicle: {
      make: vehicle.make,
      model: vehicle.model,
      engine: vehicle.engine,
      transmission: vehicle.transmission,
      year: vehicle.year,
      security_features: vehicle.security_features,
      has_reg_number: registered,
      // One or the other (§4): the form clears the one its answer does not ask for.
      ...(registered
        ? { registration: vehicle.registration?.toUpperCase() ?? '' }
        : { chassis_number: vehicle.chassis_number ?? '' }),
    },
    meta: {
      mileage: vehicle.annual_mileage,
      mileage_unit: 'miles',
      est_value: vehicle.est_value ?? undefined,
      purchase_date: vehicle.purchase_date ?? undefined,
      // Modifications on the policy answer 'modified' yes; none leaves the question open.
      ...(vehicle.modifications ? { is_modified: true, modifications: vehicle.modifications } : {}),
    },
    policy: { stored_during_night: vehicle.stored_during_night, vehicle_usage: usageOf(policy) },
  };
}

/**
 * Where each change type starts: an update from the vehicle as it is, a replacement (another
 * vehicle) from nothing. Switching type after a found registration starts again from there.
 */
export function startingValues(setup: VehicleSetup): Record<VehicleChangeType, VehicleValues> {
  const { policy, vehicle } = setup;
  return {
    update: vehicle ? vehicleAsItIs(policy, vehicle) : newVehicle(policy),
    replacement: { ...newVehicle(policy), change_type: 'replacement' },
  };
}

export function initialValues(setup: VehicleSetup): VehicleValues {
  const starts = startingValues(setup);
  if (setup.mode === 'add') return newVehicle(setup.policy);
  return setup.mode === 'update' ? starts.update : starts.replacement;
}

/** What is sent: the whole form on add, or the change of the vehicle with its type (§7). */
export type VehicleRequest =
  | { readonly kind: 'add'; readonly body: VehicleFormInput }
  | { readonly kind: 'change'; readonly body: VehicleChangeInput };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The form's values: any object, checked by the contract's schema after it. */
const ValuesSchema = v.custom<VehicleValues>(isRecord);

/**
 * A cleared answer: the diff gives it as null, which no field of the vehicle body takes; as
 * blank it reaches the reviewer as 'no longer', and is never taken for a missing key.
 */
function clearedAsBlank(value: unknown): unknown {
  if (value === null) return '';
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, clearedAsBlank(item)]),
  );
}

/** §4: an update sends the fields that changed, each group field by field. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const diff = diffParts(before, after, {
    byField: ['vehicle', 'meta', 'policy'],
    withEveryChange: ['change_type'],
  });
  const cleared = diff.changed ? clearedAsBlank(diff.body) : {};
  return { ...(isRecord(cleared) ? cleared : {}), change_type: 'update' };
}

/** True when an update carries nothing but its type: there is no change to send (§5, §8). */
export function changesNothing(request: VehicleRequest): boolean {
  return (
    request.kind === 'change' && Object.keys(request.body).every((key) => key === 'change_type')
  );
}

/**
 * The form's schema: the contract's rules for this policy, vehicle and day. On the update and
 * replace routes the form's own change_type decides which rules apply (§4, §5: an update asks
 * only what its answers make necessary). The vehicle as it is and the answers are compared as
 * the contract reads them ('ab19 cde' is 'AB19CDE'), so only a real change is sent.
 */
export function vehicleSchemaOf(setup: VehicleSetup) {
  if (!setup.vehicle) {
    return v.pipe(
      ValuesSchema,
      vehicleFormSchema(contextOf(setup, 'add')),
      v.transform((body): VehicleRequest => ({ kind: 'add', body })),
    );
  }
  const start = startingValues(setup).update;
  const read = v.safeParse(VehicleFormBodySchema, start);
  const before: Record<string, unknown> = read.success ? read.output : start;
  const replace = v.pipe(
    vehicleFormSchema(contextOf(setup, 'replace')),
    v.transform((body): VehicleRequest => ({
      kind: 'change',
      body: { ...body, change_type: 'replacement' },
    })),
  );
  const update = v.pipe(
    vehicleFormSchema(contextOf(setup, 'update')),
    v.transform((body) => changedFields(before, body)),
    VehicleChangeBodySchema,
    v.transform((body): VehicleRequest => ({ kind: 'change', body })),
  );
  return v.pipe(
    ValuesSchema,
    v.lazy((values) => (readKey(values, 'change_type') === 'replacement' ? replace : update)),
  );
}
