import { expect, test } from 'vitest';
import { MESSAGES } from './messages';
import { VEHICLE_LIMITS } from './vehicles';
import {
  earliestPolicyDetailsStep,
  policyDetailsChanges,
  policyDetailsEndpoints,
  policyDetailsFormSchema,
  policyDetailsPayloadSchema,
  toPolicyDetailsFormErrors,
  toPolicyDetailsPayload,
  type PolicyDetailsContext,
} from './policy-details';
import { validate } from './validation';

const TODAY = '2026-11-22';
const CONTEXT: PolicyDetailsContext = { today: TODAY, singleVehicle: true };

const ADDRESS = {
  line_one: '1 High Street',
  line_two: 'Headingley',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'ls6 1aa',
};
const DRIVER = { ID: 12, occupation_changed: false, usage: { description: 'SDP' } };
const VEHICLE = {
  ID: 34,
  annual_mileage: 8000,
  stored_during_night: 'Driveway',
  same_address: true,
};
const FORM = {
  home_address: true,
  home_owner: true,
  property_type: 'Detached',
  address: { ...ADDRESS, dwelling_type: 'House' },
  drivers: { 12: DRIVER },
  vehicles: { 34: VEHICLE },
  effective_date: TODAY,
  confirmed: true,
};

function form(changes: {
  top?: Record<string, unknown>;
  driver?: Record<string, unknown>;
  vehicle?: Record<string, unknown>;
}) {
  return {
    ...FORM,
    ...changes.top,
    drivers: { 12: { ...DRIVER, ...changes.driver } },
    vehicles: { 34: { ...VEHICLE, ...changes.vehicle } },
  };
}

function errors(input: unknown, context = CONTEXT) {
  const result = validate(policyDetailsFormSchema(context), input);
  return result.success ? {} : result.error.fields;
}

function output(input: unknown, context = CONTEXT) {
  const result = validate(policyDetailsFormSchema(context), input);
  if (!result.success) throw new Error(JSON.stringify(result.error.fields));
  return result.output;
}

const field = (label: string) => [`The "${label}" field is required.`];

test('a complete form is valid; the postcode is uppercased', () => {
  expect(output(FORM).address?.postcode).toBe('LS6 1AA');
});

test('an empty form asks for each field in the policy form wording', () => {
  expect(errors({})).toEqual({
    home_address: field('Home address'),
    home_owner: field('Homeowner'),
    property_type: field('Property type'),
    'address.line_one': field('Address line 1'),
    'address.line_two': field('Address line 2'),
    'address.town': field('Town'),
    'address.county': field('County'),
    'address.postcode': field('Postcode'),
    'address.dwelling_type': field('Dwelling type'),
    effective_date: field('Effective date'),
    confirmed: field('Confirmation'),
  });
});

test('home address details are asked when the policy address is not the home address', () => {
  expect(errors(form({ top: { home_address: false } }))).toEqual({
    home_address_info: field('Home address details'),
  });
  expect(errors(form({ top: { home_address: false, home_address_info: 'Flat 2' } }))).toEqual({});
  expect(output(form({ top: { home_address_info: 'Flat 2' } })).home_address_info).toBeUndefined();
});

test('the dwelling type and address lines are required on the policy address', () => {
  const address = { ...ADDRESS, line_two: ' ', dwelling_type: undefined };
  expect(errors(form({ top: { address } }))).toEqual({
    'address.line_two': field('Address line 2'),
    'address.dwelling_type': field('Dwelling type'),
  });
});

test('each driver says whether the occupation changed, and gives the jobs when it did', () => {
  expect(errors(form({ driver: { occupation_changed: undefined } }))).toEqual({
    'drivers.12.occupation_changed': field('Occupation changed'),
  });
  expect(errors(form({ driver: { occupation_changed: true } }))).toEqual({
    'drivers.12.occupations': field('Occupations'),
  });
  expect(errors(form({ driver: { occupation_changed: true, occupations: [{}] } }))).toEqual({
    'drivers.12.occupations.0.status': field('Employment status'),
    'drivers.12.occupations.0.business_nature': field('Nature of business'),
    'drivers.12.occupations.0.title': field('Job title'),
  });
  const job = { status: 'Employed', business_nature: 'Education', title: 'Teacher' };
  expect(errors(form({ driver: { occupation_changed: true, occupations: [job] } }))).toEqual({});
});

test('the annual mileage is a safe whole number up to the maximum', () => {
  const mileage = (annual_mileage: unknown) => errors(form({ vehicle: { annual_mileage } }));
  expect(mileage(VEHICLE_LIMITS.annualMileageMax)).toEqual({});
  const message = ['The "Annual mileage" field must be a whole number from 0 to 150,000.'];
  for (const value of [
    VEHICLE_LIMITS.annualMileageMax + 1,
    0.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 1,
  ]) {
    expect(mileage(value), String(value)).toEqual({ 'vehicles.34.annual_mileage': message });
  }
});

test('free text takes 255 characters and refuses 256', () => {
  const at = (length: number) => {
    const text = 'x'.repeat(length);
    return form({
      top: {
        home_address: false,
        home_address_info: text,
        address: { ...ADDRESS, line_one: text, dwelling_type: text },
      },
    });
  };
  expect(errors(at(255))).toEqual({});
  const tooLong = [MESSAGES.textTooLong];
  expect(errors(at(256))).toEqual({
    home_address_info: tooLong,
    'address.line_one': tooLong,
    'address.dwelling_type': tooLong,
  });
});

test('with the lists served, each choice is one of its list values', () => {
  const options = {
    property_type: ['Detached'],
    dwelling_type: ['House'],
    vehicle_use: ['SDP'],
    overnight: ['Driveway', 'Garage'],
    building_structure: ['Brick or stone'],
    employment_status: ['Employed'],
    industry: ['Education'],
    occupation: ['Teacher'],
  };
  const listed = { ...CONTEXT, options };
  const job = { status: 'Employed', business_nature: 'Education', title: 'Teacher' };
  const changed = { occupation_changed: true, occupations: [job] };
  const garage = { stored_during_night: 'Garage', building_structure: 'Brick or stone' };
  expect(errors(form({ driver: changed, vehicle: garage }), listed)).toEqual({});
  const other = 'Something else';
  const unlisted = form({
    top: { property_type: other, address: { ...ADDRESS, dwelling_type: other } },
    driver: {
      usage: { description: other },
      occupation_changed: true,
      occupations: [{ status: other, business_nature: other, title: other }],
    },
    vehicle: { stored_during_night: other },
  });
  const notListed = [MESSAGES.optionNotListed];
  expect(errors(unlisted, listed)).toEqual({
    property_type: notListed,
    'address.dwelling_type': notListed,
    'drivers.12.usage.description': notListed,
    'drivers.12.occupations.0.status': notListed,
    'drivers.12.occupations.0.business_nature': notListed,
    'drivers.12.occupations.0.title': notListed,
    'vehicles.34.stored_during_night': notListed,
  });
  const shed = form({ vehicle: { stored_during_night: 'Garage', building_structure: other } });
  expect(errors(shed, listed)).toEqual({ 'vehicles.34.building_structure': notListed });
});

test('jobs left from before the answer became no are dropped, not checked', () => {
  const stale = form({ driver: { occupation_changed: false, occupations: [{}] } });
  expect(output(stale).drivers['12']?.occupations).toBeUndefined();
});

test('the usage description is required only when the policy has one vehicle', () => {
  const noUsage = form({ driver: { usage: undefined } });
  expect(errors(noUsage)).toEqual({ 'drivers.12.usage.description': field('Vehicle usage') });
  expect(errors(noUsage, { ...CONTEXT, singleVehicle: false })).toEqual({});
});

test('annual mileage is required and numeric', () => {
  expect(errors(form({ vehicle: { annual_mileage: '' } }))).toEqual({
    'vehicles.34.annual_mileage': field('Annual mileage'),
  });
  expect(errors(form({ vehicle: { annual_mileage: 'lots' } }))).toEqual({
    'vehicles.34.annual_mileage': [
      'The "Annual mileage" field must be a whole number from 0 to 150,000.',
    ],
  });
  expect(output(form({ vehicle: { annual_mileage: '8,000' } })).vehicles['34']).toMatchObject({
    annual_mileage: 8000,
  });
});

test('overnight parking and same address are required for each vehicle', () => {
  expect(errors(form({ vehicle: { stored_during_night: '', same_address: undefined } }))).toEqual({
    'vehicles.34.stored_during_night': field('Overnight parking'),
    'vehicles.34.same_address': field('Kept at the policy address'),
  });
});

test('a building structure is needed for a Garage, Shed or Locked Building, not a Driveway', () => {
  for (const overnight of ['Garage', 'Shed', 'Locked Building']) {
    expect(errors(form({ vehicle: { stored_during_night: overnight } }))).toEqual({
      'vehicles.34.building_structure': field('Building structure'),
    });
  }
  const garage = { stored_during_night: 'Garage', building_structure: 'Brick' };
  expect(errors(form({ vehicle: garage }))).toEqual({});
  expect(errors(form({ vehicle: { stored_during_night: 'Driveway' } }))).toEqual({});
  const driveway = form({
    vehicle: { stored_during_night: 'Driveway', building_structure: 'Brick' },
  });
  expect(output(driveway).vehicles['34']?.building_structure).toBeUndefined();
});

test('a vehicle kept elsewhere needs the garage address lines', () => {
  expect(errors(form({ vehicle: { same_address: false } }))).toEqual({
    'vehicles.34.garage_address.line_one': field('Address line 1'),
    'vehicles.34.garage_address.line_two': field('Address line 2'),
    'vehicles.34.garage_address.town': field('Town'),
    'vehicles.34.garage_address.county': field('County'),
    'vehicles.34.garage_address.postcode': field('Postcode'),
  });
  const elsewhere = form({ vehicle: { same_address: false, garage_address: ADDRESS } });
  expect(output(elsewhere).vehicles['34']?.garage_address?.postcode).toBe('LS6 1AA');
  const stale = form({ vehicle: { same_address: true, garage_address: { town: 'York' } } });
  expect(output(stale).vehicles['34']?.garage_address).toBeUndefined();
});

test('the effective date is today up to 29 days ahead', () => {
  const date = (effective_date: string) => errors(form({ top: { effective_date } }));
  expect(date('2026-11-21')).toEqual({ effective_date: [MESSAGES.effectiveDateOutOfRange] });
  expect(date(TODAY)).toEqual({});
  expect(date('2026-12-21')).toEqual({});
  expect(date('2026-12-22')).toEqual({ effective_date: [MESSAGES.effectiveDateOutOfRange] });
});

test('the confirmation must be ticked', () => {
  expect(errors(form({ top: { confirmed: false } }))).toEqual({ confirmed: field('Confirmation') });
});

test('the payload sends drivers and vehicles as lists, and the server checks it the same way', () => {
  const payload = toPolicyDetailsPayload(output(form({ top: { also_change: [7] } })));
  expect(payload).toEqual({
    ...FORM,
    address: { ...FORM.address, postcode: 'LS6 1AA' },
    drivers: [DRIVER],
    vehicles: [VEHICLE],
    also_change: [7],
    confirmed: undefined,
  });
  expect('confirmed' in payload).toBe(false);
  const server = policyDetailsPayloadSchema(CONTEXT);
  expect(validate(server, payload).success).toBe(true);
  const wrong = validate(server, { ...payload, vehicles: [{ ...VEHICLE, annual_mileage: 'x' }] });
  expect(!wrong.success && toPolicyDetailsFormErrors(wrong.error.fields, payload)).toEqual({
    'vehicles.34.annual_mileage': [
      'The "Annual mileage" field must be a whole number from 0 to 150,000.',
    ],
  });
});

test('a submit that changes nothing but the date gets the no-changes message', () => {
  const initial = toPolicyDetailsPayload(output(FORM));
  const later = { ...initial, effective_date: '2026-11-30', also_change: [7] };
  expect(policyDetailsChanges(initial, later)).toEqual({
    changed: false,
    message: "We couldn't identify any changes to your information - please try again.",
  });
  const moved = { ...initial, vehicles: [{ ...VEHICLE, annual_mileage: 9000 }] };
  expect(policyDetailsChanges(initial, moved)).toEqual({ changed: true });
});

test('errors open the earliest of the four steps that has one', () => {
  expect(earliestPolicyDetailsStep([])).toBeUndefined();
  expect(earliestPolicyDetailsStep(['confirmed', 'drivers.12.occupations'])).toBe('employment');
  expect(earliestPolicyDetailsStep(['vehicles.34.annual_mileage', 'effective_date'])).toBe(
    'vehicle',
  );
  expect(earliestPolicyDetailsStep(['drivers.12.usage.description'])).toBe('vehicle');
  expect(earliestPolicyDetailsStep(['confirmed', 'vehicles.34.garage_address.town'])).toBe(
    'address',
  );
  expect(earliestPolicyDetailsStep(['address.postcode'])).toBe('address');
});

test('the change is a PATCH of the policy', () => {
  const { changePolicyDetails } = policyDetailsEndpoints;
  expect([changePolicyDetails.method, changePolicyDetails.path]).toEqual([
    'PATCH',
    '/policies/:id',
  ]);
});
