import * as v from 'valibot';
import {
  ADDRESS_FIELD_LABELS,
  addressFormSchema,
  formObject,
  policyAddressFormSchema,
} from './address';
import { nextDays, type IsoDate } from './dates';
import { endpoint, MessageSchema } from './endpoint';
import type { FieldErrors } from './errors';
import { needsBuildingStructure, type OptionChoices } from './form-options';
import {
  askedWhen,
  dateSchema,
  listed,
  optionSchema,
  readKey,
  requiredFields,
  wholeNumberSchema,
  type FieldRequirement,
} from './form-rules';
import { MESSAGES, policyFieldRequired, policyFieldWholeNumber } from './messages';
import { IdSchema, requiredText, TextSchema } from './rules';
import { VEHICLE_LIMITS } from './vehicles';

// The policy details change form (policy-changes.md §2 four steps, §3 'Policy details form', §4,
// §5 'Policy details form', §7 PATCH /policies/{id}). The form keys drivers and vehicles by id;
// the server receives them as lists. Both shapes share the rules below.

export const POLICY_DETAILS_STEPS = ['address', 'vehicle', 'employment', 'confirm'] as const;
export type PolicyDetailsStep = (typeof POLICY_DETAILS_STEPS)[number];

/** §5: the effective date is today up to 29 days ahead, as for drivers. */
export const EFFECTIVE_DATE_DAYS_AHEAD = 29;

/** The field labels that 'The "<field label>" field is required.' quotes (§5). */
export const POLICY_DETAILS_LABELS = {
  home_address: 'Home address',
  home_address_info: 'Home address details',
  home_owner: 'Homeowner',
  property_type: 'Property type',
  occupation_changed: 'Occupation changed',
  occupations: 'Occupations',
  status: 'Employment status',
  business_nature: 'Nature of business',
  title: 'Job title',
  usage: 'Vehicle usage',
  annual_mileage: 'Annual mileage',
  stored_during_night: 'Overnight parking',
  same_address: 'Kept at the policy address',
  building_structure: 'Building structure',
  effective_date: 'Effective date',
  confirmed: 'Confirmation',
} as const;
type Label = keyof typeof POLICY_DETAILS_LABELS;

const required = (label: Label) => policyFieldRequired(POLICY_DETAILS_LABELS[label]);

export interface PolicyDetailsContext {
  readonly today: IsoDate;
  /** §5: each driver's usage description is asked when the policy has only one vehicle. */
  readonly singleVehicle: boolean;
  /** The lists served for the policy; each option field takes only their values. */
  readonly options?: OptionChoices;
}

function occupationsSchema(options: OptionChoices) {
  const job = (label: Label, choices: readonly string[] | undefined) =>
    v.pipe(requiredText(required(label)), listed(choices, MESSAGES.optionNotListed));
  return v.pipe(
    v.array(
      formObject({
        status: job('status', options.employment_status),
        business_nature: job('business_nature', options.industry),
        title: job('title', options.occupation),
      }),
      required('occupations'),
    ),
    v.minLength(1, required('occupations')),
  );
}

const occupationChanged = (driver: object) => readKey(driver, 'occupation_changed') === true;

/** One driver: whether the job changed, the jobs when it did, the usage (§3, §5). */
export function policyDetailsDriverSchema(options: OptionChoices = {}) {
  const occupations = occupationsSchema(options);
  return v.pipe(
    v.object({
      ID: IdSchema,
      occupation_changed: v.optional(v.boolean(required('occupation_changed'))),
      occupations: v.optional(v.unknown()),
      usage: v.optional(
        v.object(
          { description: v.optional(optionSchema(required('usage'), options.vehicle_use)) },
          required('usage'),
        ),
      ),
    }),
    askedWhen('occupations', occupations, [], occupationChanged),
    v.transform(({ occupations: sent, ...driver }) => ({
      ...driver,
      occupations: occupationChanged(driver) ? v.parse(occupations, sent ?? []) : undefined,
    })),
  );
}

const GarageAddressSchema = addressFormSchema(policyFieldRequired);
const keptElsewhere = (vehicle: object) => readKey(vehicle, 'same_address') === false;

/** One vehicle: mileage, where it is kept at night and, when not at home, the address (§5). */
export function policyDetailsVehicleSchema(options: OptionChoices = {}) {
  const max = VEHICLE_LIMITS.annualMileageMax;
  return v.pipe(
    v.object({
      ID: IdSchema,
      annual_mileage: v.optional(
        wholeNumberSchema(policyFieldWholeNumber(POLICY_DETAILS_LABELS.annual_mileage, max), {
          max,
        }),
      ),
      stored_during_night: v.optional(
        optionSchema(required('stored_during_night'), options.overnight),
      ),
      building_structure: v.optional(
        optionSchema(required('building_structure'), options.building_structure),
      ),
      same_address: v.optional(v.boolean(required('same_address'))),
      garage_address: v.optional(v.unknown()),
    }),
    askedWhen('garage_address', GarageAddressSchema, {}, keptElsewhere),
    v.transform(({ garage_address, building_structure, ...vehicle }) => ({
      ...vehicle,
      // §5: asked only when overnight storage is a Locked Building, Garage or Shed.
      building_structure: needsBuildingStructure(vehicle.stored_during_night)
        ? building_structure
        : undefined,
      garage_address: keptElsewhere(vehicle)
        ? v.parse(GarageAddressSchema, garage_address ?? {})
        : undefined,
    })),
  );
}

function commonEntries(context?: PolicyDetailsContext) {
  const window = context && {
    ...nextDays(context.today, EFFECTIVE_DATE_DAYS_AHEAD),
    message: MESSAGES.effectiveDateOutOfRange,
  };
  return {
    home_address: v.optional(v.boolean(required('home_address'))),
    home_address_info: v.optional(TextSchema),
    home_owner: v.optional(v.boolean(required('home_owner'))),
    property_type: v.optional(
      optionSchema(required('property_type'), context?.options?.property_type),
    ),
    address: v.optional(
      policyAddressFormSchema(policyFieldRequired, context?.options?.dwelling_type),
    ),
    effective_date: v.optional(dateSchema(window ? [window] : [])),
    /** Other Motor policies, not hidden, that receive the same change (§5). */
    also_change: v.optional(v.array(IdSchema), []),
  };
}

/** The record's keys or the list's indexes. */
function keysOf(value: unknown): string[] {
  return typeof value === 'object' && value !== null ? Object.keys(value) : [];
}

const ADDRESS_REQUIRED = ['line_one', 'line_two', 'town', 'county', 'postcode', 'dwelling_type'];

function requirements(context: PolicyDetailsContext, read: (key: string) => unknown) {
  const list: FieldRequirement[] = [];
  const need = (key: string, label: Label) => list.push({ key, message: required(label) });
  need('home_address', 'home_address');
  if (read('home_address') === false) need('home_address_info', 'home_address_info');
  need('home_owner', 'home_owner');
  need('property_type', 'property_type');
  // The address object checks its own lines; these cover an address left out altogether.
  for (const field of ADDRESS_REQUIRED) {
    const label = ADDRESS_FIELD_LABELS[field as keyof typeof ADDRESS_FIELD_LABELS];
    list.push({ key: `address.${field}`, message: policyFieldRequired(label) });
  }
  for (const key of keysOf(read('drivers'))) {
    need(`drivers.${key}.occupation_changed`, 'occupation_changed');
    if (context.singleVehicle) need(`drivers.${key}.usage.description`, 'usage');
  }
  for (const key of keysOf(read('vehicles'))) {
    need(`vehicles.${key}.annual_mileage`, 'annual_mileage');
    need(`vehicles.${key}.stored_during_night`, 'stored_during_night');
    need(`vehicles.${key}.same_address`, 'same_address');
    const overnight = read(`vehicles.${key}.stored_during_night`);
    if (typeof overnight === 'string' && needsBuildingStructure(overnight)) {
      need(`vehicles.${key}.building_structure`, 'building_structure');
    }
  }
  need('effective_date', 'effective_date');
  return list;
}

/** Home address details are asked only when the policy address is not the home address. */
function dropUnasked<T extends { home_address?: boolean; home_address_info?: string }>(form: T) {
  return form.home_address === false ? form : { ...form, home_address_info: undefined };
}

/** The 4-step form, drivers and vehicles keyed by id, with the confirmation tick (§5). */
export function policyDetailsFormSchema(context: PolicyDetailsContext) {
  return v.pipe(
    v.object({
      ...commonEntries(context),
      drivers: v.optional(v.record(v.string(), policyDetailsDriverSchema(context.options)), {}),
      vehicles: v.optional(v.record(v.string(), policyDetailsVehicleSchema(context.options)), {}),
      confirmed: v.optional(v.literal(true, required('confirmed'))),
    }),
    requiredFields((read) => [
      ...requirements(context, read),
      { key: 'confirmed', message: required('confirmed') },
    ]),
    v.transform(dropUnasked),
  );
}
export type PolicyDetailsForm = v.InferOutput<ReturnType<typeof policyDetailsFormSchema>>;
export type PolicyDetailsFormInput = v.InferInput<ReturnType<typeof policyDetailsFormSchema>>;

function payloadObject(context?: PolicyDetailsContext) {
  return v.object({
    ...commonEntries(context),
    drivers: v.optional(v.array(policyDetailsDriverSchema(context?.options)), []),
    vehicles: v.optional(v.array(policyDetailsVehicleSchema(context?.options)), []),
  });
}

/** The body of PATCH /policies/:id: drivers and vehicles as lists (§3). */
export const PolicyDetailsBodySchema = payloadObject();
export type PolicyDetailsPayload = v.InferInput<typeof PolicyDetailsBodySchema>;

/** The server's check of that body, with the form's rules for the same day. */
export function policyDetailsPayloadSchema(context: PolicyDetailsContext) {
  return v.pipe(
    payloadObject(context),
    requiredFields((read) => requirements(context, read)),
    v.transform(dropUnasked),
  );
}

/** The keyed form as sent: drivers and vehicles as lists, without the tick. */
export function toPolicyDetailsPayload(form: PolicyDetailsForm): PolicyDetailsPayload {
  const { drivers, vehicles, ...rest } = form;
  const payload = { ...rest, drivers: Object.values(drivers), vehicles: Object.values(vehicles) };
  delete payload.confirmed;
  return payload;
}

/** A 422 on the lists ('vehicles.0.annual_mileage') keyed as the form keys it ('vehicles.12...'). */
export function toPolicyDetailsFormErrors(
  fields: FieldErrors,
  payload: PolicyDetailsPayload,
): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, messages] of Object.entries(fields)) {
    const formKey = key.replace(/^(drivers|vehicles)\.(\d+)(?=\.|$)/, (whole, list, index) => {
      const id = readKey(payload, `${list}.${index}.ID`);
      return typeof id === 'number' || typeof id === 'string' ? `${list}.${id}` : whole;
    });
    mapped[formKey] = [...(mapped[formKey] ?? []), ...messages];
  }
  return mapped;
}

/** §4: after a failed submit the form opens the earliest step with an error. */
export function earliestPolicyDetailsStep(keys: readonly string[]): PolicyDetailsStep | undefined {
  const stepOf = (key: string): PolicyDetailsStep => {
    if (/^(address|home_|property_type)|^vehicles\.[^.]+\.(same_address|garage_address)/.test(key))
      return 'address';
    if (/^vehicles\.|^drivers\.[^.]+\.usage/.test(key)) return 'vehicle';
    if (/^drivers\./.test(key)) return 'employment';
    return 'confirm';
  };
  const steps = new Set(keys.map(stepOf));
  return POLICY_DETAILS_STEPS.find((step) => steps.has(step));
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return a === b || (isAbsent(a) && isAbsent(b));
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => same(Reflect.get(a, key), Reflect.get(b, key)));
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * §5: a submit that changes nothing fails on the client with the spec's message. The effective
 * date and the other policies to change are how to apply a change, not a change themselves.
 */
export function policyDetailsChanges(
  initial: PolicyDetailsPayload,
  current: PolicyDetailsPayload,
): { readonly changed: true } | { readonly changed: false; readonly message: string } {
  const changes = (payload: PolicyDetailsPayload) => {
    const copy = { ...payload };
    delete copy.effective_date;
    delete copy.also_change;
    return copy;
  };
  return same(changes(initial), changes(current))
    ? { changed: false, message: MESSAGES.noChanges }
    : { changed: true };
}

export const policyDetailsEndpoints = {
  /** §7: the data of the answer is a message. */
  changePolicyDetails: endpoint({
    method: 'PATCH',
    path: '/policies/:id',
    auth: 'token',
    changes: ['policies'],
    idempotent: true,
    body: PolicyDetailsBodySchema,
    response: MessageSchema,
  }),
};
