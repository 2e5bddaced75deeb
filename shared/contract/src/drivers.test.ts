import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  changedParts,
  DRIVER_LIMITS,
  driverEndpoints,
  driverFormSchema,
  PersonCreateSchema,
  type DriverFormContext,
  type PersonCreate,
  type PersonUpdate,
} from './drivers';
import { MESSAGES } from './messages';
import { validate } from './validation';

const TODAY = '2026-11-22';
const ADD: DriverFormContext = {
  mode: 'add',
  person: 'driver',
  anyDriver: false,
  mainUser: false,
  today: TODAY,
};

const FORM = {
  effective_date: TODAY,
  also_change: [7],
  meta: {
    title: 'Mrs',
    first_name: 'Ada',
    last_name: 'Lovelace',
    dob: '1990-05-01',
    marital_status: 'Married',
    uk_resident_since_birth: '1',
    relationship: 'Spouse',
  },
  address: {
    line_one: '1 High Street',
    line_two: 'Old Town',
    town: 'Swindon',
    county: 'Wiltshire',
    postcode: 'SN1 1AA',
  },
  license: { number: 'LOVEL905010A99AA', type: 'Full UK', date_passed: '2010-06-01' },
  usage: { description: 'Social', main_user: false, has_criminal_offences: '0' },
  occupations: [{ status: 'Employed', business_nature: 'Computing', title: 'Analyst' }],
} satisfies PersonCreate;

type Form = typeof FORM;

function errors(input: unknown, context: Partial<DriverFormContext> = {}) {
  const { mode = 'add', ...rest } = context;
  const full = { ...ADD, ...rest };
  const schema =
    mode === 'add'
      ? driverFormSchema({ ...full, mode: 'add' })
      : driverFormSchema({ ...full, mode: 'update' });
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

function withMeta(meta: Partial<Record<keyof Form['meta'] | string, unknown>>) {
  return { ...FORM, meta: { ...FORM.meta, ...meta } };
}

function withLicense(license: Record<string, unknown>) {
  return { ...FORM, license: { ...FORM.license, ...license } };
}

test('a complete form is valid and keeps its values', () => {
  const result = validate(driverFormSchema({ ...ADD, mode: 'add' }), FORM);
  expect(result.success).toBe(true);
  if (result.success) {
    expect(result.output.meta.first_name).toBe('Ada');
    expect(result.output.claims).toEqual([]);
  }
});

test('an empty form asks for every required field in the driver wording', () => {
  const empty = { effective_date: TODAY, meta: {}, license: {}, usage: {}, address: {} };
  expect(errors(empty)).toEqual({
    'meta.title': ["Please provide the driver's title"],
    'meta.first_name': ["Please provide the driver's first name"],
    'meta.last_name': ["Please provide the driver's last name"],
    'meta.dob': ["Please provide the driver's date of birth"],
    'meta.marital_status': ["Please provide the driver's marital status"],
    'meta.uk_resident_years': ["Please provide the driver's years of UK residence"],
    'meta.uk_resident_months': ["Please provide the driver's months of UK residence"],
    'meta.relationship': ["Please provide the driver's relationship to the policyholder"],
    'address.line_one': ["Please provide the driver's address line 1"],
    'address.line_two': ["Please provide the driver's address line 2"],
    'address.town': ["Please provide the driver's town"],
    'address.county': ["Please provide the driver's county"],
    'address.postcode': ["Please provide the driver's postcode"],
    'license.number': ["Please provide the driver's licence number"],
    'license.type': ["Please provide the driver's licence type"],
    'license.date_passed': ["Please provide the driver's licence test pass date"],
    'usage.description': ["Please provide the driver's vehicle use"],
    'usage.main_user': ['Please tell us whether the driver is the main user of the vehicle'],
    occupations: ['Please provide details for at least one job'],
  });
});

test('bike policies say rider; other people are worded as drivers', () => {
  const input = withMeta({ first_name: ' ' });
  expect(errors(input, { person: 'rider' })).toEqual({
    'meta.first_name': ["Please provide the rider's first name"],
  });
  expect(errors(input, { person: 'person' })).toEqual({
    'meta.first_name': ["Please provide the driver's first name"],
  });
});

test('text fields take 255 characters and not 256', () => {
  expect(errors(withMeta({ last_name: 'a'.repeat(255) }))).toEqual({});
  expect(errors(withMeta({ last_name: 'a'.repeat(256) }))).toEqual({
    'meta.last_name': [MESSAGES.textTooLong],
  });
});

test('the date of birth is from 100 years ago to exactly 16 years ago', () => {
  const dob = (value: string) => errors(withMeta({ dob: value }));
  const outside = {
    'meta.dob': ["The driver's date of birth must be between 16 and 100 years ago."],
  };
  expect(dob('2010-11-22')).toEqual({});
  expect(dob('2010-11-23')).toEqual(outside);
  expect(dob('1926-11-22')).toEqual({});
  expect(dob('1926-11-21')).toEqual(outside);
  expect(dob('1990-02-30')).toEqual({ 'meta.dob': [MESSAGES.invalidDate] });
});

test('on 29 February the 16th birthday is counted from the same day of a leap year', () => {
  const leap = (value: string) =>
    errors({ ...withMeta({ dob: value }), effective_date: '2028-02-29' }, { today: '2028-02-29' });
  expect(leap('2012-02-29')).toEqual({});
  expect(leap('2012-03-01')).toEqual({
    'meta.dob': ["The driver's date of birth must be between 16 and 100 years ago."],
  });
});

test('the licence number is exactly 16 characters', () => {
  const length = { 'license.number': ['The licence number must be exactly 16 characters.'] };
  expect(errors(withLicense({ number: 'A'.repeat(16) }))).toEqual({});
  expect(errors(withLicense({ number: 'A'.repeat(15) }))).toEqual(length);
  expect(errors(withLicense({ number: 'A'.repeat(17) }))).toEqual(length);
});

test('the licence test pass date is at most 90 years back and not in the future', () => {
  const passed = (value: string) => errors(withLicense({ date_passed: value }));
  const outside = { 'license.date_passed': [MESSAGES.licencePassDateOutOfRange] };
  expect(passed('1936-11-22')).toEqual({});
  expect(passed('1936-11-21')).toEqual(outside);
  expect(passed(TODAY)).toEqual({});
  expect(passed('2026-11-23')).toEqual(outside);
});

test('UK residency years and months are needed unless resident since birth', () => {
  const since = (meta: Record<string, unknown>) => errors(withMeta(meta));
  expect(since({ uk_resident_since_birth: '1' })).toEqual({});
  expect(since({ uk_resident_since_birth: '0' })).toEqual({
    'meta.uk_resident_years': ["Please provide the driver's years of UK residence"],
    'meta.uk_resident_months': ["Please provide the driver's months of UK residence"],
  });
  const resident = { uk_resident_since_birth: '0', uk_resident_years: 0, uk_resident_months: 0 };
  expect(since(resident)).toEqual({});
  expect(since({ ...resident, uk_resident_years: -1 })).toEqual({
    'meta.uk_resident_years': [MESSAGES.ukResidentYearsInvalid],
  });
  expect(since({ ...resident, uk_resident_years: 2.5 })).toEqual({
    'meta.uk_resident_years': [MESSAGES.ukResidentYearsInvalid],
  });
  expect(since({ ...resident, uk_resident_years: DRIVER_LIMITS.ukResidentYearsMax })).toEqual({});
  expect(since({ ...resident, uk_resident_years: DRIVER_LIMITS.ukResidentYearsMax + 1 })).toEqual({
    'meta.uk_resident_years': [MESSAGES.ukResidentYearsInvalid],
  });
  expect(since({ ...resident, uk_resident_months: 12 })).toEqual({});
  expect(since({ ...resident, uk_resident_months: 13 })).toEqual({
    'meta.uk_resident_months': [MESSAGES.ukResidentMonthsInvalid],
  });
});

test('the relationship is not asked on any-driver policies or of the main user', () => {
  const noRelationship = withMeta({ relationship: '' });
  const asked = {
    'meta.relationship': ["Please provide the driver's relationship to the policyholder"],
  };
  expect(errors(noRelationship)).toEqual(asked);
  expect(errors(noRelationship, { anyDriver: true })).toEqual({});
  expect(errors(noRelationship, { mainUser: true })).toEqual({});
});

test('the main-user answer is not required when any driver may drive', () => {
  const input = { ...FORM, usage: { description: 'Social' } };
  expect(errors(input)).toEqual({
    'usage.main_user': ['Please tell us whether the driver is the main user of the vehicle'],
  });
  expect(errors(input, { anyDriver: true })).toEqual({});
});

test('criminal offences are described when the answer is yes', () => {
  const usage = (extra: Record<string, unknown>) =>
    errors({ ...FORM, usage: { ...FORM.usage, ...extra } });
  expect(usage({ has_criminal_offences: '1' })).toEqual({
    'usage.criminal_offences': ["Please provide the driver's criminal offences"],
  });
  expect(usage({ has_criminal_offences: '1', criminal_offences: 'Speeding, 2024' })).toEqual({});
  expect(usage({ has_criminal_offences: '0', criminal_offences: '' })).toEqual({});
});

const HEALTH = { description: 'Diabetes', diagnosis_date: '2020-01-01', dvla_notified: true };

test('a health condition needs its description, diagnosis date and DVLA answer', () => {
  expect(errors({ ...FORM, health_conditions: [HEALTH] })).toEqual({});
  expect(errors({ ...FORM, health_conditions: [{}] })).toEqual({
    'health_conditions.0.description': ['Please select a health condition'],
    'health_conditions.0.diagnosis_date': [MESSAGES.diagnosisDateRequired],
    'health_conditions.0.dvla_notified': [MESSAGES.dvlaNotifiedRequired],
  });
});

test('licence restrictions are described when there are some', () => {
  const health = (extra: Record<string, unknown>) =>
    errors({ ...FORM, health_conditions: [{ ...HEALTH, ...extra }] });
  expect(health({ has_license_restrictions: true })).toEqual({
    'health_conditions.0.license_restrictions': [
      "Please provide the driver's licence restrictions",
    ],
  });
  expect(
    health({ has_license_restrictions: true, license_restrictions: 'Automatic only' }),
  ).toEqual({});
  expect(health({ has_license_restrictions: false })).toEqual({});
});

test('diagnosis and qualification dates are within 100 years and not in the future', () => {
  const diagnosis = (date: string) =>
    errors({ ...FORM, health_conditions: [{ ...HEALTH, diagnosis_date: date }] });
  const qualification = (date: string) =>
    errors({ ...FORM, qualifications: [{ description: 'Pass Plus', date }] });
  expect(diagnosis('1926-11-22')).toEqual({});
  expect(diagnosis('1926-11-21')).toEqual({
    'health_conditions.0.diagnosis_date': [MESSAGES.diagnosisDateOutOfRange],
  });
  expect(diagnosis(TODAY)).toEqual({});
  expect(diagnosis('2026-11-23')).toEqual({
    'health_conditions.0.diagnosis_date': [MESSAGES.diagnosisDateOutOfRange],
  });
  expect(qualification('1926-11-22')).toEqual({});
  expect(qualification('1926-11-21')).toEqual({
    'qualifications.0.date': [MESSAGES.qualificationDateOutOfRange],
  });
  expect(qualification(TODAY)).toEqual({});
  expect(qualification('2026-11-23')).toEqual({
    'qualifications.0.date': [MESSAGES.qualificationDateOutOfRange],
  });
  expect(errors({ ...FORM, qualifications: [{}] })).toEqual({
    'qualifications.0.description': [MESSAGES.qualificationRequired],
    'qualifications.0.date': [MESSAGES.qualificationDateRequired],
  });
});

const CONVICTION = {
  offence: 'SP30',
  date: '2024-03-01',
  fined: 100,
  points: 3,
  ban_expiry: '2024-09-01',
};

test('a conviction: dates in the last 5 years, fine 0 or more, points 0 to 100', () => {
  const conviction = (extra: Record<string, unknown>) =>
    errors({ ...FORM, convictions: [{ ...CONVICTION, ...extra }] });
  expect(conviction({})).toEqual({});
  expect(conviction({ date: '2021-11-22', ban_expiry: TODAY })).toEqual({});
  expect(conviction({ date: '2021-11-21', ban_expiry: '2026-11-23' })).toEqual({
    'convictions.0.date': [MESSAGES.convictionDateOutOfRange],
    'convictions.0.ban_expiry': [MESSAGES.banExpiryOutOfRange],
  });
  expect(conviction({ fined: 0, points: 0 })).toEqual({});
  expect(conviction({ points: 100 })).toEqual({});
  expect(conviction({ points: 101 })).toEqual({ 'convictions.0.points': [MESSAGES.pointsInvalid] });
  expect(conviction({ points: -1 })).toEqual({ 'convictions.0.points': [MESSAGES.pointsInvalid] });
  expect(conviction({ fined: -1 })).toEqual({ 'convictions.0.fined': [MESSAGES.fineInvalid] });
  expect(conviction({ fined: 10.5 })).toEqual({ 'convictions.0.fined': [MESSAGES.fineInvalid] });
  expect(conviction({ fined: DRIVER_LIMITS.fineMax })).toEqual({});
  for (const fined of [DRIVER_LIMITS.fineMax + 1, 1e308, Number.MAX_SAFE_INTEGER + 1, 0.5]) {
    expect(conviction({ fined }), String(fined)).toEqual({
      'convictions.0.fined': [MESSAGES.fineInvalid],
    });
  }
  expect(errors({ ...FORM, convictions: [{}] })).toEqual({
    'convictions.0.offence': [MESSAGES.offenceRequired],
    'convictions.0.date': [MESSAGES.convictionDateRequired],
    'convictions.0.fined': [MESSAGES.fineRequired],
    'convictions.0.points': [MESSAGES.pointsRequired],
    'convictions.0.ban_expiry': [MESSAGES.banExpiryRequired],
  });
});

const CLAIM = {
  type: 'Theft',
  date: '2023-01-10',
  at_fault: false,
  no_claims_affected: false,
  cost: 1200,
};

test('a claim: date in the last 5 years, cost a whole number of 0 or more', () => {
  const claim = (extra: Record<string, unknown>) =>
    errors({ ...FORM, claims: [{ ...CLAIM, ...extra }] });
  expect(claim({ date: '2021-11-22', cost: 0 })).toEqual({});
  expect(claim({ date: '2021-11-21' })).toEqual({
    'claims.0.date': [MESSAGES.claimDateOutOfRange],
  });
  expect(claim({ date: TODAY })).toEqual({});
  expect(claim({ date: '2026-11-23' })).toEqual({
    'claims.0.date': [MESSAGES.claimDateOutOfRange],
  });
  expect(claim({ cost: -1 })).toEqual({ 'claims.0.cost': [MESSAGES.claimCostInvalid] });
  expect(claim({ cost: 99.99 })).toEqual({ 'claims.0.cost': [MESSAGES.claimCostInvalid] });
  expect(claim({ cost: DRIVER_LIMITS.claimCostMax })).toEqual({});
  for (const cost of [DRIVER_LIMITS.claimCostMax + 1, 1e308, Number.MAX_SAFE_INTEGER + 1, 0.5]) {
    expect(claim({ cost }), String(cost)).toEqual({ 'claims.0.cost': [MESSAGES.claimCostInvalid] });
  }
  expect(errors({ ...FORM, claims: [{}] })).toEqual({
    'claims.0.type': [MESSAGES.claimTypeRequired],
    'claims.0.date': [MESSAGES.claimDateRequired],
    'claims.0.at_fault': [MESSAGES.atFaultRequired],
    'claims.0.no_claims_affected': [MESSAGES.noClaimsAffectedRequired],
    'claims.0.cost': [MESSAGES.claimCostRequired],
  });
});

test('at least one job, each with status, industry and occupation', () => {
  expect(errors({ ...FORM, occupations: [] })).toEqual({ occupations: [MESSAGES.atLeastOneJob] });
  expect(errors({ ...FORM, occupations: [FORM.occupations[0], {}] })).toEqual({
    'occupations.1.status': [MESSAGES.jobStatusRequired],
    'occupations.1.business_nature': [MESSAGES.jobBusinessRequired],
    'occupations.1.title': [MESSAGES.jobTitleRequired],
  });
});

test('the address postcode has 6 to 8 characters', () => {
  const postcode = (value: string) =>
    errors({ ...FORM, address: { ...FORM.address, postcode: value } });
  const length = { 'address.postcode': ['The postcode must be between 6 and 8 characters.'] };
  expect(postcode('M1 1AE')).toEqual({});
  expect(postcode('M11AE')).toEqual(length);
  expect(postcode('SW1A 1AA')).toEqual({});
  expect(postcode('SW1A 1AAA')).toEqual(length);
});

test('the effective date is today up to 29 days ahead, not 30', () => {
  const effective = (date: string) => errors({ ...FORM, effective_date: date });
  const outside = { effective_date: [MESSAGES.effectiveDateOutOfRange] };
  expect(effective(TODAY)).toEqual({});
  expect(effective('2026-11-21')).toEqual(outside);
  expect(effective('2026-12-21')).toEqual({});
  expect(effective('2026-12-22')).toEqual(outside);
  expect(errors({ ...FORM, effective_date: undefined })).toEqual({
    effective_date: [MESSAGES.effectiveDateRequired],
  });
});

test('also_change lists policy ids, each a safe whole number', () => {
  expect(errors({ ...FORM, also_change: [3, 4] })).toEqual({});
  for (const id of ['x', 0.5, Number.MAX_SAFE_INTEGER + 1, 1e308]) {
    expect(errors({ ...FORM, also_change: [id] }), String(id)).toEqual({
      'also_change.0': [MESSAGES.idInvalid],
    });
  }
});

test("with the lists served, each choice is one of its list's values", () => {
  const options = {
    title: ['Mrs'],
    marital_status: ['Married'],
    relationship: ['Spouse'],
    license_type: ['Full UK'],
    vehicle_use: ['Social'],
    employment_status: ['Employed'],
    industry: ['Computing'],
    occupation: ['Analyst'],
    health: ['Epilepsy'],
    driving_restriction: ['Automatic vehicles only'],
    offence_code: ['SP30'],
    claim_type: ['Theft'],
  };
  const health = { description: 'Epilepsy', diagnosis_date: '2020-01-01', dvla_notified: true };
  const restricted = { ...health, has_license_restrictions: true };
  const conviction = { ...CONVICTION, offence: 'SP30' };
  const listed = {
    ...FORM,
    health_conditions: [{ ...restricted, license_restrictions: 'Automatic vehicles only' }],
    convictions: [conviction],
    claims: [CLAIM],
  };
  expect(errors(listed, { options })).toEqual({});
  const other = 'Something else';
  const unlisted = {
    ...listed,
    meta: { ...FORM.meta, title: other, marital_status: other, relationship: other },
    license: { ...FORM.license, type: other },
    usage: { ...FORM.usage, description: other },
    occupations: [{ status: other, business_nature: other, title: other }],
    health_conditions: [{ ...restricted, description: other, license_restrictions: other }],
    convictions: [{ ...conviction, offence: other }],
    claims: [{ ...CLAIM, type: other }],
  };
  const notListed = [MESSAGES.optionNotListed];
  expect(errors(unlisted, { options })).toEqual({
    'meta.title': notListed,
    'meta.marital_status': notListed,
    'meta.relationship': notListed,
    'license.type': notListed,
    'usage.description': notListed,
    'occupations.0.status': notListed,
    'occupations.0.business_nature': notListed,
    'occupations.0.title': notListed,
    'health_conditions.0.description': notListed,
    'health_conditions.0.license_restrictions': notListed,
    'convictions.0.offence': notListed,
    'claims.0.type': notListed,
  });
  // Without the lists (the request's own shape) the same answers are short text, and pass.
  expect(errors(unlisted)).toEqual({});
  // Text too long for any list gets the one message for that.
  expect(errors(withMeta({ title: 'x'.repeat(256) }), { options })).toEqual({
    'meta.title': [MESSAGES.textTooLong],
  });
});

test('on update only what is sent is checked, with the same rules', () => {
  const update = { mode: 'update' as const };
  expect(errors({ effective_date: TODAY, meta: { first_name: 'Ada' } }, update)).toEqual({});
  expect(errors({ effective_date: TODAY, usage: { has_criminal_offences: '0' } }, update)).toEqual(
    {},
  );
  expect(errors({ effective_date: TODAY, meta: { dob: '2010-11-23' } }, update)).toEqual({
    'meta.dob': ["The driver's date of birth must be between 16 and 100 years ago."],
  });
  expect(errors({ effective_date: TODAY, meta: { relationship: '' } }, update)).toEqual({
    'meta.relationship': ["Please provide the driver's relationship to the policyholder"],
  });
  expect(errors({ effective_date: TODAY, meta: { uk_resident_since_birth: '0' } }, update)).toEqual(
    {
      'meta.uk_resident_years': ["Please provide the driver's years of UK residence"],
      'meta.uk_resident_months': ["Please provide the driver's months of UK residence"],
    },
  );
  expect(errors({ effective_date: TODAY, occupations: [] }, update)).toEqual({
    occupations: [MESSAGES.atLeastOneJob],
  });
  expect(errors({ meta: { first_name: 'Ada' } }, update)).toEqual({
    effective_date: [MESSAGES.effectiveDateRequired],
  });
  expect(errors(FORM, update)).toEqual({});
});

test('an update sends only the changed parts, with its effective date', () => {
  const initial: PersonUpdate = { ...FORM, effective_date: TODAY, also_change: [] };
  const current: PersonUpdate = {
    ...initial,
    effective_date: '2026-11-30',
    meta: { ...FORM.meta, first_name: 'Augusta', additional_names: '' },
    address: { ...FORM.address, postcode: 'SN2 2BB' },
    claims: [CLAIM],
  };
  expect(changedParts(initial, current)).toEqual({
    changed: true,
    body: {
      effective_date: '2026-11-30',
      also_change: [],
      meta: { first_name: 'Augusta' },
      address: { ...FORM.address, postcode: 'SN2 2BB' },
      claims: [CLAIM],
    },
  });
});

test('a cleared answer is sent as null, and an emptied list as []', () => {
  // A form drops a field it has emptied from its values.
  const initial: PersonUpdate = { ...FORM, meta: { ...FORM.meta, additional_names: 'Byron' } };
  const withClaims: PersonUpdate = { ...FORM, claims: [CLAIM] };
  expect(changedParts(initial, FORM)).toEqual({
    changed: true,
    body: { effective_date: TODAY, also_change: [7], meta: { additional_names: null } },
  });
  expect(changedParts(withClaims, { ...FORM, claims: undefined })).toMatchObject({
    body: { claims: [] },
  });
});

test('nothing changed gives the spec message, whatever the order of keys or blank answers', () => {
  const reordered = {
    occupations: FORM.occupations,
    usage: { has_criminal_offences: '0' as const, main_user: false, description: 'Social' },
    license: FORM.license,
    address: FORM.address,
    meta: { ...FORM.meta, additional_names: '' },
    also_change: [9],
    effective_date: '2026-12-01',
    claims: [],
  };
  expect(changedParts(FORM, reordered)).toEqual({
    changed: false,
    message: "We couldn't identify any changes to your information - please try again.",
  });
});

test('the person calls add, update and remove under the policy, answering with a message', () => {
  const { createPerson, updatePerson, removePerson } = driverEndpoints;
  expect(createPerson).toMatchObject({
    method: 'POST',
    path: '/policies/:id/person',
    auth: 'token',
  });
  expect(updatePerson).toMatchObject({
    method: 'PATCH',
    path: '/policies/:id/person/:personId',
    auth: 'token',
  });
  expect(removePerson).toMatchObject({
    method: 'DELETE',
    path: '/policies/:id/person/:personId',
    auth: 'token',
  });
  expect(v.parse(createPerson.response, 'Thank you.')).toBe('Thank you.');
});

test('the request body shape takes any date window: the API adds the day and policy rules', () => {
  const shape = (input: unknown) => validate(PersonCreateSchema, input).success;
  expect(
    shape({ ...FORM, effective_date: '2020-01-01', meta: { ...FORM.meta, dob: '2020-01-01' } }),
  ).toBe(true);
  expect(shape({ ...FORM, license: { ...FORM.license, number: 'SHORT' } })).toBe(false);
});
