import { expect, test } from 'vitest';
import type { OptionChoices } from './form-options';
import { MESSAGES, provideVehicleField, vehicleYearRange } from './messages';
import { validate } from './validation';
import { checkVehicleField } from './vehicle-finder';
import {
  normaliseRegistration,
  VEHICLE_LIMITS,
  vehicleEndpoints,
  vehicleFormSchema,
  type VehicleFormContext,
} from './vehicles';

const TODAY = '2026-11-22';
const ADD_CAR: VehicleFormContext = { mode: 'add', car: true, agreed: false, today: TODAY };

const CAR = {
  vehicle: {
    make: 'Ford',
    model: 'Fiesta',
    engine: '1400cc',
    transmission: 'Manual',
    year: 2015,
    has_reg_number: true,
    registration: 'ab12 cde',
  },
  meta: {
    mileage: 42000,
    is_imported: false,
    is_modified: false,
    been_written_off: 'no',
    est_value: 4500,
    purchase_date: '2020-05-01',
    is_kit_car: false,
    is_left_hand_drive: false,
  },
  policy: { stored_during_night: 'Driveway' },
  is_registered_keeper: true,
};

type Car = typeof CAR;

function withChanges(change: {
  vehicle?: Partial<Record<keyof Car['vehicle'] | 'chassis_number', unknown>>;
  meta?: Record<string, unknown>;
  top?: Record<string, unknown>;
}) {
  return {
    ...CAR,
    ...change.top,
    vehicle: { ...CAR.vehicle, ...change.vehicle },
    meta: { ...CAR.meta, ...change.meta },
  };
}

function errors(input: unknown, context: VehicleFormContext = ADD_CAR) {
  const result = validate(vehicleFormSchema(context), input);
  return result.success ? {} : result.error.fields;
}

test('a complete car is valid: the registration is uppercased without spaces, mileage in miles', () => {
  const result = validate(vehicleFormSchema(ADD_CAR), CAR);
  expect(result.success).toBe(true);
  if (!result.success) return;
  expect(result.output.vehicle?.registration).toBe('AB12CDE');
  expect(result.output.meta?.mileage_unit).toBe('miles');
});

test('an empty form asks for every required field in the vehicle wording', () => {
  expect(errors({})).toEqual({
    'vehicle.make': ['Please provide the vehicle make'],
    'vehicle.model': ['Please provide the vehicle model'],
    'vehicle.engine': ['Please provide the vehicle engine size'],
    'vehicle.transmission': ['Please provide the vehicle transmission'],
    'vehicle.year': ['Please provide the vehicle year of manufacture'],
    'vehicle.has_reg_number': ['Please provide the vehicle registration status'],
    'meta.is_imported': ['Please provide the vehicle import status'],
    'meta.is_modified': ['Please provide the vehicle modification status'],
    'meta.been_written_off': ['Please provide the vehicle write-off history'],
    'meta.is_kit_car': ['Please provide the vehicle kit car status'],
    'meta.is_left_hand_drive': ['Please provide the vehicle left-hand drive status'],
    'policy.stored_during_night': ['Please provide the vehicle overnight location'],
    is_registered_keeper: ['Please provide the vehicle registered keeper status'],
  });
});

test('blank text counts as not given', () => {
  expect(errors(withChanges({ vehicle: { make: '  ' } }))).toEqual({
    'vehicle.make': [provideVehicleField('make')],
  });
});

test('kit car and left-hand drive are asked on car policies only', () => {
  const bike = withChanges({ meta: { is_kit_car: undefined, is_left_hand_drive: undefined } });
  expect(errors(bike, { ...ADD_CAR, car: false })).toEqual({});
  expect(Object.keys(errors(bike))).toEqual(['meta.is_kit_car', 'meta.is_left_hand_drive']);
});

test('the year is a whole number from 1885 to the current year', () => {
  const message = [vehicleYearRange(2026)];
  expect(message).toEqual(['The vehicle year must be a whole number from 1885 to 2026.']);
  expect(errors(withChanges({ vehicle: { year: 1884 } }))).toEqual({ 'vehicle.year': message });
  expect(errors(withChanges({ vehicle: { year: 1885 } }))).toEqual({});
  expect(errors(withChanges({ vehicle: { year: 2026 } }))).toEqual({});
  expect(errors(withChanges({ vehicle: { year: 2027 } }))).toEqual({ 'vehicle.year': message });
  expect(errors(withChanges({ vehicle: { year: 2015.5 } }))).toEqual({ 'vehicle.year': message });
  expect(errors(withChanges({ vehicle: { year: 'old' } }))).toEqual({ 'vehicle.year': message });
  const typed = validate(vehicleFormSchema(ADD_CAR), withChanges({ vehicle: { year: '2015' } }));
  expect(typed.success && typed.output.vehicle?.year).toBe(2015);
});

test('the year limit follows today', () => {
  const nextYear = { ...ADD_CAR, today: '2027-01-01' };
  expect(errors(withChanges({ vehicle: { year: 2027 } }), nextYear)).toEqual({});
});

test('a registration is required with has_reg_number and has 1 to 8 characters without spaces', () => {
  expect(normaliseRegistration(' ab12 cd e ')).toBe('AB12CDE');
  expect(errors(withChanges({ vehicle: { registration: '' } }))).toEqual({
    'vehicle.registration': ['Please provide the vehicle registration number'],
  });
  expect(errors(withChanges({ vehicle: { registration: 'ab 12 cd ef' } }))).toEqual({});
  expect(errors(withChanges({ vehicle: { registration: 'ab 12 cd efg' } }))).toEqual({
    'vehicle.registration': [MESSAGES.registrationTooLong],
  });
});

test('without a registration number the chassis number is required instead', () => {
  const noReg = withChanges({ vehicle: { has_reg_number: false, registration: undefined } });
  expect(errors(noReg)).toEqual({
    'vehicle.chassis_number': ['Please provide the vehicle chassis number'],
  });
  noReg.vehicle.chassis_number = 'WF0XXXGAJX1234567';
  expect(errors(noReg)).toEqual({});
});

test('mileage is a whole number of 0 or more, in miles unless km is chosen', () => {
  expect(errors(withChanges({ meta: { mileage: -1 } }))).toEqual({
    'meta.mileage': [MESSAGES.mileageInvalid],
  });
  expect(errors(withChanges({ meta: { mileage: 'lots' } }))).toEqual({
    'meta.mileage': [MESSAGES.mileageInvalid],
  });
  expect(errors(withChanges({ meta: { mileage: 0, mileage_unit: 'km' } }))).toEqual({});
  expect(errors(withChanges({ meta: { mileage_unit: 'furlongs' } }))).toEqual({
    'meta.mileage_unit': [MESSAGES.mileageUnitInvalid],
  });
  const typed = validate(vehicleFormSchema(ADD_CAR), withChanges({ meta: { mileage: '12,500' } }));
  expect(typed.success && typed.output.meta?.mileage).toBe(12500);
});

test('an imported vehicle needs its country, a modified one its modifications', () => {
  expect(errors(withChanges({ meta: { is_imported: true, is_modified: true } }))).toEqual({
    'meta.country_of_origin': ['Please provide the vehicle country of origin'],
    'meta.modifications': ['Please provide the vehicle modifications'],
  });
  const answered = { is_imported: true, country_of_origin: 'JP', is_modified: true };
  expect(errors(withChanges({ meta: { ...answered, modifications: 'Alloy wheels' } }))).toEqual({});
});

test('the estimated value is a whole number of 0 or more', () => {
  const message = { 'meta.est_value': [MESSAGES.estValueInvalid] };
  expect(errors(withChanges({ meta: { est_value: -1 } }))).toEqual(message);
  expect(errors(withChanges({ meta: { est_value: 10.5 } }))).toEqual(message);
  expect(errors(withChanges({ meta: { est_value: 0 } }))).toEqual({});
  expect(errors(withChanges({ meta: { est_value: '£12,000' } }))).toEqual({});
});

test('mileage and estimated value are safe whole numbers up to their maxima', () => {
  const mileage = (value: unknown) => errors(withChanges({ meta: { mileage: value } }));
  const estValue = (value: unknown) => errors(withChanges({ meta: { est_value: value } }));
  expect(mileage(VEHICLE_LIMITS.annualMileageMax)).toEqual({});
  expect(estValue(VEHICLE_LIMITS.valueMax)).toEqual({});
  const tooBig = [1e308, Number.MAX_SAFE_INTEGER + 1, '9007199254740993', 0.5, 0.001];
  for (const value of [VEHICLE_LIMITS.annualMileageMax + 1, ...tooBig]) {
    expect(mileage(value), String(value)).toEqual({ 'meta.mileage': [MESSAGES.mileageInvalid] });
  }
  for (const value of [VEHICLE_LIMITS.valueMax + 1, ...tooBig]) {
    expect(estValue(value), String(value)).toEqual({
      'meta.est_value': [MESSAGES.estValueInvalid],
    });
  }
});

test('text fields take 255 characters and refuse 256', () => {
  const at = (length: number) => {
    const text = 'x'.repeat(length);
    return withChanges({
      vehicle: { make: text, model: text, engine: text, chassis_number: text },
      meta: { is_modified: true, modifications: text },
      top: { is_registered_keeper: false, registered_keeper: 'Company', legal_owner: text },
    });
  };
  expect(errors(at(255))).toEqual({});
  const tooLong = [MESSAGES.textTooLong];
  expect(errors(at(256))).toEqual({
    'vehicle.make': tooLong,
    'vehicle.model': tooLong,
    'vehicle.engine': tooLong,
    'vehicle.chassis_number': tooLong,
    'meta.modifications': tooLong,
    legal_owner: tooLong,
  });
});

// What GET /meta/form-options served for the policy, as the form and the API pass it on.
const OPTIONS: OptionChoices = {
  vehicle_transmission: ['Manual', 'Automatic'],
  been_written_off: ['no', 'cat-s'],
  overnight: ['Garage', 'Driveway'],
  country: ['JP'],
  registered_keeper: ['Company'],
  security_features: ['Tracker'],
};
const LISTED: VehicleFormContext = { ...ADD_CAR, options: OPTIONS };

test('with the lists served, each option field takes only a value of its list', () => {
  expect(errors(CAR, LISTED)).toEqual({});
  const notListed = [MESSAGES.optionNotListed];
  const wrong = {
    ...withChanges({
      vehicle: { transmission: 12345 },
      meta: { been_written_off: 'cat-z', is_imported: true, country_of_origin: 'XX' },
      top: { is_registered_keeper: false, registered_keeper: 'Neighbour', legal_owner: 'Me' },
    }),
    policy: { stored_during_night: 'Shed' },
  };
  expect(errors(wrong, LISTED)).toEqual({
    'vehicle.transmission': notListed,
    'meta.been_written_off': notListed,
    'meta.country_of_origin': notListed,
    'policy.stored_during_night': notListed,
    registered_keeper: notListed,
  });
  const features = (security_features: unknown[]) =>
    errors({ ...CAR, vehicle: { ...CAR.vehicle, security_features } }, LISTED);
  expect(features(['Tracker'])).toEqual({});
  expect(features(['Tracker', 'Jetpack'])).toEqual({
    'vehicle.security_features.1': [MESSAGES.securityFeaturesProblem],
  });
});

test('an option value is at most 255 characters or a safe whole number, list or not', () => {
  const transmission = (value: unknown) =>
    errors(withChanges({ vehicle: { transmission: value } }));
  expect(transmission('x'.repeat(255))).toEqual({});
  expect(transmission(7)).toEqual({});
  for (const value of ['x'.repeat(256), 0.5, 1e308, Number.MAX_SAFE_INTEGER + 1]) {
    expect(transmission(value), String(value)).toEqual({
      'vehicle.transmission': [MESSAGES.optionNotListed],
    });
  }
});

test('the purchase date is at most 30 days ahead and not before 1885', () => {
  const date = (purchase_date: string) => errors(withChanges({ meta: { purchase_date } }));
  expect(date('2026-12-22')).toEqual({});
  expect(date('2026-12-23')).toEqual({ 'meta.purchase_date': [MESSAGES.purchaseDateTooLate] });
  expect(date('1885-01-01')).toEqual({});
  expect(date('1884-12-31')).toEqual({ 'meta.purchase_date': [MESSAGES.purchaseDateTooEarly] });
  expect(date('2026-02-30')).toEqual({ 'meta.purchase_date': [MESSAGES.invalidDate] });
});

test('a policyholder who is not the keeper names the keeper and owner, unless agreed', () => {
  const notKeeper = withChanges({ top: { is_registered_keeper: false } });
  expect(errors(notKeeper)).toEqual({
    registered_keeper: ['Please provide the vehicle registered keeper'],
    legal_owner: ['Please provide the vehicle legal owner'],
  });
  expect(errors(notKeeper, { ...ADD_CAR, agreed: true })).toEqual({});
});

test('security features are an optional list; anything else is the support message', () => {
  const listed = { ...CAR, vehicle: { ...CAR.vehicle, security_features: ['12', 13] } };
  expect(errors(listed)).toEqual({});
  const broken = { ...CAR, vehicle: { ...CAR.vehicle, security_features: 'alarm' } };
  expect(errors(broken)).toEqual({
    'vehicle.security_features': [MESSAGES.securityFeaturesProblem],
  });
});

test('an update sends only what changed, with change_type update and no default unit', () => {
  const update = { ...ADD_CAR, mode: 'update' } as const;
  const result = validate(vehicleFormSchema(update), {
    change_type: 'update',
    vehicle: { registration: 'xy99 zzz' },
  });
  expect(result).toEqual({
    success: true,
    output: { change_type: 'update', vehicle: { registration: 'XY99ZZZ' } },
  });
  expect(errors({ vehicle: { make: 'Ford' } }, update)).toEqual({
    change_type: ['Please provide the vehicle change type'],
  });
  expect(errors({ change_type: 'update', meta: { is_imported: true } }, update)).toEqual({
    'meta.country_of_origin': ['Please provide the vehicle country of origin'],
  });
});

test('a replacement asks for the whole vehicle with change_type replacement', () => {
  const replace = { ...ADD_CAR, mode: 'replace' } as const;
  expect(errors({ ...CAR, change_type: 'replacement' }, replace)).toEqual({});
  expect(errors({ ...CAR, change_type: 'update' }, replace)).toEqual({
    change_type: [MESSAGES.changeTypeInvalid],
  });
  expect(Object.keys(errors({ change_type: 'replacement' }, replace))).toContain('vehicle.make');
});

test('the quick edit checks one field and answers with the value as stored', () => {
  const context = { car: true, agreed: false, today: TODAY };
  const check = (value: unknown) =>
    checkVehicleField(context, { field: 'vehicle.registration', value });
  expect(check('ab12 cde')).toEqual({
    success: true,
    output: { field: 'vehicle.registration', value: 'AB12CDE' },
    body: { change_type: 'update', vehicle: { registration: 'AB12CDE' } },
  });
  const empty = check('  ');
  expect(!empty.success && empty.error.fields).toEqual({
    'vehicle.registration': ['Please enter a value.'],
  });
  const long = check('AB12CDEFG');
  expect(!long.success && long.error.fields).toEqual({
    'vehicle.registration': [MESSAGES.registrationTooLong],
  });
  const unknown = checkVehicleField(context, { field: 'vehicle.colour', value: 'red' });
  expect(!unknown.success && unknown.error.fields).toEqual({
    field: [MESSAGES.vehicleFieldUnknown],
  });
});

test('the vehicle calls are the spec ones, under the policy and signed in', () => {
  const calls = Object.values(vehicleEndpoints).map((call) => `${call.method} ${call.path}`);
  expect(calls).toEqual([
    'POST /policies/:id/vehicle',
    'PATCH /policies/:id/vehicle/:vehicleId',
    'DELETE /policies/:id/vehicle/:vehicleId',
  ]);
  expect(Object.values(vehicleEndpoints).every((call) => call.auth === 'token')).toBe(true);
});
