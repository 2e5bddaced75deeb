import * as v from 'valibot';
import { endpoint } from './endpoint';
import { readKey } from './form-rules';
import { MESSAGES, provideVehicleField } from './messages';
import { LIMITS } from './rules';
import { validate, type Validation } from './validation';
import {
  normaliseRegistration,
  RegistrationSchema,
  VEHICLE_FIELD_NAMES,
  vehicleEntries,
  vehicleFormSchema,
  vehicleMetaEntries,
  type VehicleChangeInput,
  type VehicleFormContext,
} from './vehicles';

// The vehicle calls that look something up and change nothing (policy-changes.md §2 'Quick edit
// of the registration', §4 'Vehicle finder', §7): registration lookup, the makes with their
// models, and the quick edit's check of one field. §3 'Vehicle search result', 'Make list item';
// §9: the lookup's defaults are doors 3 and year 1970, a registration has up to 8 characters.

export const RegistrationLookupSchema = v.object({
  registration: v.pipe(
    RegistrationSchema,
    v.nonEmpty(provideVehicleField(VEHICLE_FIELD_NAMES['vehicle.registration'])),
  ),
});

const LookupTextSchema = v.nullish(
  v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  '',
);

export const VehicleSearchResultSchema = v.object({
  make: v.string(),
  model: v.string(),
  engine: LookupTextSchema,
  registration: v.pipe(v.string(), v.transform(normaliseRegistration)),
  year: v.nullish(v.number(), 1970),
  transmission: LookupTextSchema,
  trim: LookupTextSchema,
  doors: v.nullish(v.number(), 3),
  fuel: LookupTextSchema,
  /** What 'Is this a {label}?' names. */
  label: v.string(),
});
export type VehicleSearchResult = v.InferOutput<typeof VehicleSearchResultSchema>;

const OptionIdSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

export const VehicleModelSchema = v.object({ id: OptionIdSchema, label: v.string() });

export const VehicleMakeSchema = v.object({
  id: OptionIdSchema,
  label: v.string(),
  models: v.optional(v.array(VehicleModelSchema), []),
});
export type VehicleMake = v.InferOutput<typeof VehicleMakeSchema>;

// §2 'Quick edit': one field is checked against the policy, then sent as an update of that field.

/** The fields a single-field check may name: 'vehicle.registration', 'meta.mileage' ... */
export const VEHICLE_FIELD_KEYS: readonly string[] = [
  ...Object.keys(vehicleEntries()).map((key) => `vehicle.${key}`),
  ...Object.keys(vehicleMetaEntries()).map((key) => `meta.${key}`),
  'policy.stored_during_night',
  'is_registered_keeper',
  'registered_keeper',
  'legal_owner',
];

// Every field a quick edit may name is at most a text field long; its own rule says the rest.
const FieldValueSchema = v.union(
  [
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(MESSAGES.quickEditEmpty),
      v.maxLength(LIMITS.text, MESSAGES.textTooLong),
    ),
    v.number(),
    v.boolean(),
  ],
  MESSAGES.quickEditEmpty,
);

/** The body of POST /policies/:id/vehicle/validate, e.g. `{ field: 'vehicle.registration' }`. */
export const VehicleFieldCheckSchema = v.object({
  field: v.pipe(
    v.string(MESSAGES.vehicleFieldUnknown),
    v.check((field) => VEHICLE_FIELD_KEYS.includes(field), MESSAGES.vehicleFieldUnknown),
  ),
  value: FieldValueSchema,
});
export type VehicleFieldCheck = v.InferOutput<typeof VehicleFieldCheckSchema>;

/** Its answer: the value as it will be stored ('ab12 cde' comes back 'AB12CDE'). */
export const VehicleFieldValueSchema = v.object({
  field: v.string(),
  value: v.union([v.string(), v.number(), v.boolean()]),
});

function nest(field: string, value: unknown): Record<string, unknown> {
  const [group = '', name] = field.split('.');
  return { change_type: 'update', [group]: name === undefined ? value : { [name]: value } };
}

/**
 * The quick-edit check on both sides: the field and value are valid on their own and as an update
 * of the vehicle. Errors are keyed by the field ('vehicle.registration'); the output is the
 * PATCH body for that one field and the value as it will be stored.
 */
export function checkVehicleField(
  context: Omit<VehicleFormContext, 'mode'>,
  input: unknown,
):
  | {
      success: true;
      output: v.InferOutput<typeof VehicleFieldValueSchema>;
      body: VehicleChangeInput;
    }
  | Extract<Validation<typeof VehicleFieldCheckSchema>, { success: false }> {
  const check = validate(VehicleFieldCheckSchema, input);
  if (!check.success) {
    const field = readKey(input, 'field');
    const { value: messages, ...fields } = check.error.fields;
    if (messages && typeof field === 'string') fields[field] = messages;
    return { success: false, error: { ...check.error, fields } };
  }
  const { field, value } = check.output;
  const update = validate(vehicleFormSchema({ ...context, mode: 'update' }), nest(field, value));
  if (!update.success) return update;
  const stored = readKey(update.output, field);
  const output = v.is(FieldValueSchema, stored) ? { field, value: stored } : { field, value };
  return { success: true, output, body: { ...update.output, change_type: 'update' } };
}

export const vehicleFinderEndpoints = {
  /** §7 does not show the path; a failure is a 422 keyed by the field. */
  validateVehicleField: endpoint({
    method: 'POST',
    path: '/policies/:id/vehicle/validate',
    auth: 'token',
    body: VehicleFieldCheckSchema,
    response: VehicleFieldValueSchema,
  }),
  lookupRegistration: endpoint({
    method: 'POST',
    path: '/vehicle/registration-lookup',
    auth: 'token',
    body: RegistrationLookupSchema,
    response: VehicleSearchResultSchema,
  }),
  /** The id is the policy's. */
  getMakesAndModels: endpoint({
    method: 'GET',
    path: '/vehicle/makes-and-models/:id',
    auth: 'token',
    response: v.array(VehicleMakeSchema),
  }),
};
