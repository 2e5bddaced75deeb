import * as v from 'valibot';
import { daysAfter, type IsoDate } from './dates';
import { endpoint, MessageSchema } from './endpoint';
import type { OptionChoices } from './form-options';
import {
  dateSchema,
  numberSchema,
  optionSchema,
  requiredFields,
  textSchema,
  wholeNumberSchema,
  type FieldRequirement,
} from './form-rules';
import { MESSAGES, provideVehicleField, vehicleYearRange } from './messages';
import { LIMITS } from './rules';

// policy-changes.md §3 'Vehicle form', §5 'Vehicle', §7 the vehicle calls, §9 limits. The form
// of add, replace and update (and the agreed-value vehicle step) is one factory of its context,
// so the browser and the reference API build the same rules for the same day.

export const VEHICLE_LIMITS = {
  yearMin: 1885,
  registrationMax: 8,
  purchaseDaysAhead: 30,
  earliestPurchaseDate: '1885-01-01',
  // Ours (§5 says only 'numeric'): a year's driving, in miles or km, beyond what even a
  // full-time courier covers; a typo of an extra digit is caught.
  annualMileageMax: 150_000,
  // Ours: odometers read up to six digits.
  odometerMax: 999_999,
  // Ours, in pounds: above the dearest classics a motor insurer covers online; vehicles worth
  // more are underwritten by hand, not through this form.
  valueMax: 10_000_000,
} as const;

export const MILEAGE_UNITS = ['miles', 'km'] as const;
export type MileageUnit = (typeof MILEAGE_UNITS)[number];

/** §4: 'replacement' (another vehicle takes its place) or 'update' (its fields change). */
export const VEHICLE_CHANGE_TYPES = ['replacement', 'update'] as const;
export type VehicleChangeType = (typeof VEHICLE_CHANGE_TYPES)[number];

export type VehicleFormMode = 'add' | 'replace' | 'update';

export interface VehicleFormContext {
  readonly mode: VehicleFormMode;
  /** Car policies also ask about kit cars and left-hand drive. */
  readonly car: boolean;
  /** The vehicle already has an agreed value: no estimated value, keeper or owner asked. */
  readonly agreed: boolean;
  readonly today: IsoDate;
  /** The lists served for the policy; each option field takes only their values. */
  readonly options?: OptionChoices;
}

/** What 'Please provide the vehicle …' names for each field (policy-changes.md §5). */
export const VEHICLE_FIELD_NAMES = {
  'vehicle.make': 'make',
  'vehicle.model': 'model',
  'vehicle.engine': 'engine size',
  'vehicle.transmission': 'transmission',
  'vehicle.year': 'year of manufacture',
  'vehicle.has_reg_number': 'registration status',
  'vehicle.registration': 'registration number',
  'vehicle.chassis_number': 'chassis number',
  'meta.is_imported': 'import status',
  'meta.country_of_origin': 'country of origin',
  'meta.is_modified': 'modification status',
  'meta.modifications': 'modifications',
  'meta.been_written_off': 'write-off history',
  'meta.is_kit_car': 'kit car status',
  'meta.is_left_hand_drive': 'left-hand drive status',
  'policy.stored_during_night': 'overnight location',
  is_registered_keeper: 'registered keeper status',
  registered_keeper: 'registered keeper',
  legal_owner: 'legal owner',
  change_type: 'change type',
} as const;
export type VehicleFieldKey = keyof typeof VEHICLE_FIELD_NAMES;

function need(key: VehicleFieldKey): FieldRequirement {
  return { key, message: provideVehicleField(VEHICLE_FIELD_NAMES[key]) };
}

/** 'ab12 cde' -> 'AB12CDE': registrations are compared and sent this way (§5). */
export function normaliseRegistration(registration: string): string {
  return registration.toUpperCase().replace(/\s+/g, '');
}

/** A registration as entered, normalised; at most 8 characters once spaces are removed. */
export const RegistrationSchema = v.pipe(
  v.string(provideVehicleField(VEHICLE_FIELD_NAMES['vehicle.registration'])),
  v.transform(normaliseRegistration),
  v.maxLength(VEHICLE_LIMITS.registrationMax, MESSAGES.registrationTooLong),
);

const yesNo = (key: VehicleFieldKey) => v.optional(v.boolean(need(key).message));
const text = (key: VehicleFieldKey) => v.optional(textSchema(need(key).message));
const option = (key: VehicleFieldKey, choices?: readonly string[]) =>
  v.optional(optionSchema(need(key).message, choices));

/**
 * The `vehicle` group; without `today` the year has no upper limit, without `options` any short
 * option value is taken (the wire shape).
 */
export function vehicleEntries(today?: IsoDate, options: OptionChoices = {}) {
  const maxYear = today === undefined ? undefined : Number(today.slice(0, 4));
  const isYear = (year: number) =>
    Number.isInteger(year) &&
    year >= VEHICLE_LIMITS.yearMin &&
    (maxYear === undefined || year <= maxYear);
  return {
    make: text('vehicle.make'),
    model: text('vehicle.model'),
    engine: text('vehicle.engine'),
    transmission: option('vehicle.transmission', options.vehicle_transmission),
    year: v.optional(numberSchema(vehicleYearRange(maxYear), isYear)),
    // §5: optional; §8: a bad value is answered with the support message.
    security_features: v.optional(
      v.array(
        optionSchema(
          MESSAGES.securityFeaturesProblem,
          options.security_features,
          MESSAGES.securityFeaturesProblem,
        ),
        MESSAGES.securityFeaturesProblem,
      ),
    ),
    has_reg_number: yesNo('vehicle.has_reg_number'),
    registration: v.optional(RegistrationSchema),
    chassis_number: text('vehicle.chassis_number'),
  };
}

/** The `meta` group; miles is the unit unless the form is an update of some fields only. */
export function vehicleMetaEntries(
  context?: Pick<VehicleFormContext, 'mode' | 'today'>,
  options: OptionChoices = {},
) {
  const unit = context && context.mode !== 'update' ? ('miles' as const) : undefined;
  const purchaseWindows = [
    { min: VEHICLE_LIMITS.earliestPurchaseDate, message: MESSAGES.purchaseDateTooEarly },
    ...(context
      ? [
          {
            max: daysAfter(context.today, VEHICLE_LIMITS.purchaseDaysAhead),
            message: MESSAGES.purchaseDateTooLate,
          },
        ]
      : []),
  ];
  return {
    mileage: v.optional(
      wholeNumberSchema(MESSAGES.mileageInvalid, { max: VEHICLE_LIMITS.annualMileageMax }),
    ),
    mileage_unit: v.optional(v.picklist(MILEAGE_UNITS, MESSAGES.mileageUnitInvalid), unit),
    is_imported: yesNo('meta.is_imported'),
    country_of_origin: option('meta.country_of_origin', options.country),
    is_modified: yesNo('meta.is_modified'),
    modifications: text('meta.modifications'),
    been_written_off: option('meta.been_written_off', options.been_written_off),
    est_value: v.optional(
      wholeNumberSchema(MESSAGES.estValueInvalid, { max: VEHICLE_LIMITS.valueMax }),
    ),
    purchase_date: v.optional(dateSchema(purchaseWindows)),
    is_kit_car: yesNo('meta.is_kit_car'),
    is_left_hand_drive: yesNo('meta.is_left_hand_drive'),
  };
}

/** The `policy` group; vehicle_usage is read-only, derived from the main user's usage (§3). */
export function vehiclePolicyEntries(options: OptionChoices = {}) {
  return {
    stored_during_night: option('policy.stored_during_night', options.overnight),
    // Shown, not chosen: whatever the form holds comes back, as text of a text field's length.
    vehicle_usage: v.optional(
      v.pipe(v.string(MESSAGES.textTooLong), v.maxLength(LIMITS.text, MESSAGES.textTooLong)),
    ),
  };
}

function changeTypeSchema(mode?: VehicleFormMode) {
  const expected = mode === 'replace' ? 'replacement' : mode === 'update' ? 'update' : undefined;
  return v.pipe(
    v.picklist(VEHICLE_CHANGE_TYPES, MESSAGES.changeTypeInvalid),
    v.check((type) => expected === undefined || type === expected, MESSAGES.changeTypeInvalid),
  );
}

function vehicleFormObject(context?: VehicleFormContext) {
  const group = provideVehicleField('details');
  return v.object({
    vehicle: v.optional(v.object(vehicleEntries(context?.today, context?.options), group)),
    meta: v.optional(v.object(vehicleMetaEntries(context, context?.options), group)),
    policy: v.optional(v.object(vehiclePolicyEntries(context?.options), group)),
    is_registered_keeper: yesNo('is_registered_keeper'),
    registered_keeper: option('registered_keeper', context?.options?.registered_keeper),
    legal_owner: text('legal_owner'),
    change_type: v.optional(changeTypeSchema(context?.mode)),
  });
}

/**
 * The required fields of the vehicle, meta and policy groups (§5). On update most fields are
 * optional: only what a given answer makes necessary is asked for.
 */
export function vehicleRequirements(
  { mode, car }: Pick<VehicleFormContext, 'mode' | 'car'>,
  read: (key: string) => unknown,
): FieldRequirement[] {
  const all = mode !== 'update';
  const list: VehicleFieldKey[] = [];
  if (all) {
    list.push('vehicle.make', 'vehicle.model', 'vehicle.engine', 'vehicle.transmission');
    list.push('vehicle.year', 'vehicle.has_reg_number', 'meta.is_imported', 'meta.is_modified');
    list.push('meta.been_written_off', 'policy.stored_during_night');
    if (car) list.push('meta.is_kit_car', 'meta.is_left_hand_drive');
  }
  // The finder's chassis path: no registration means a chassis number instead (§4, §5).
  if (read('vehicle.has_reg_number') === true) list.push('vehicle.registration');
  if (read('vehicle.has_reg_number') === false) list.push('vehicle.chassis_number');
  if (read('meta.is_imported') === true) list.push('meta.country_of_origin');
  if (read('meta.is_modified') === true) list.push('meta.modifications');
  return list.map(need);
}

/** The vehicle form of add, replace and update (policy-changes.md §3, §5). */
export function vehicleFormSchema(context: VehicleFormContext) {
  return v.pipe(
    vehicleFormObject(context),
    requiredFields((read) => {
      const list = vehicleRequirements(context, read);
      if (context.mode !== 'update') list.push(need('is_registered_keeper'));
      // Keeper and owner are not asked when the vehicle already has an agreed value.
      if (read('is_registered_keeper') === false && !context.agreed) {
        list.push(need('registered_keeper'), need('legal_owner'));
      }
      if (context.mode !== 'add') list.push(need('change_type'));
      return list;
    }),
  );
}

/** The body of POST /policies/:id/vehicle: the form's fields, checked by the factory's rules. */
export const VehicleFormBodySchema = vehicleFormObject();
export type VehicleFormInput = v.InferInput<typeof VehicleFormBodySchema>;
export type VehicleForm = v.InferOutput<typeof VehicleFormBodySchema>;

/** The body of PATCH /policies/:id/vehicle/:vehicleId: the same fields with a change type. */
export const VehicleChangeBodySchema = v.object({
  ...VehicleFormBodySchema.entries,
  change_type: changeTypeSchema(),
});
export type VehicleChangeInput = v.InferInput<typeof VehicleChangeBodySchema>;

export const vehicleEndpoints = {
  /** §7: the bodies of create and delete answers are not shown; ours are a message. */
  addVehicle: endpoint({
    method: 'POST',
    path: '/policies/:id/vehicle',
    auth: 'token',
    changes: ['policies'],
    idempotent: true,
    body: VehicleFormBodySchema,
    response: MessageSchema,
  }),
  changeVehicle: endpoint({
    method: 'PATCH',
    path: '/policies/:id/vehicle/:vehicleId',
    auth: 'token',
    changes: ['policies'],
    idempotent: true,
    body: VehicleChangeBodySchema,
    response: MessageSchema,
  }),
  removeVehicle: endpoint({
    method: 'DELETE',
    path: '/policies/:id/vehicle/:vehicleId',
    auth: 'token',
    changes: ['policies'],
    idempotent: true,
    response: MessageSchema,
  }),
};
