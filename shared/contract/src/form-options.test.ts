import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  formOptionEndpoints,
  FormOptionsSchema,
  JobsAndIndustriesQuerySchema,
  JOBS_SEARCH_LIMIT,
  needsBuildingStructure,
  OPTION_LIST_NAMES,
  optionChoices,
  optionLabel,
  OVERNIGHT_NEEDS_BUILDING,
} from './form-options';
import { MESSAGES } from './messages';
import { validate } from './validation';

test('every option list of the spec is there, plus been-written-off and security features', () => {
  expect(OPTION_LIST_NAMES).toEqual([
    'claim_type',
    'license_type',
    'vehicle_use',
    'offence_code',
    'employment_status',
    'industry',
    'occupation',
    'health',
    'driving_restriction',
    'title',
    'marital_status',
    'relationship',
    'dwelling_type',
    'property_type',
    'overnight',
    'building_structure',
    'quick_quote_type',
    'vehicle_transmission',
    'vehicle_tracker',
    'country',
    'qplate',
    'registered_keeper',
    'been_written_off',
    'security_features',
  ]);
});

test('options read ids and values as text, and a missing list as empty', () => {
  const options = v.parse(FormOptionsSchema, {
    title: [
      { id: 1, label: 'Mr' },
      { id: 'MRS', label: 'Mrs', value: 'Mrs' },
    ],
    overnight: [{ id: 3, label: 'Garage', value: 'Garage' }],
  });
  expect(options.title).toEqual([
    { id: '1', label: 'Mr' },
    { id: 'MRS', label: 'Mrs', value: 'Mrs' },
  ]);
  expect(options.claim_type).toEqual([]);
  expect(optionLabel(options.title, 'Mrs')).toBe('Mrs');
  expect(optionLabel(options.title, '1')).toBe('Mr');
  expect(optionLabel(options.title, 'Dr')).toBe('Dr');
});

test("the choices a form may send are each list's values, or ids where there is no value", () => {
  const options = v.parse(FormOptionsSchema, {
    title: [
      { id: 1, label: 'Mr' },
      { id: 'MRS', label: 'Mrs', value: 'Mrs' },
    ],
  });
  expect(optionChoices({ title: options.title, overnight: [] })).toEqual({
    title: ['1', 'Mrs'],
    overnight: [],
  });
});

test('a jobs search is at most 255 characters', () => {
  const search = (length: number) =>
    validate(JobsAndIndustriesQuerySchema, { search: 'x'.repeat(length) });
  expect(search(255).success).toBe(true);
  expect(search(256)).toMatchObject({ error: { fields: { search: [MESSAGES.textTooLong] } } });
});

test('an option without a label is refused', () => {
  expect(validate(FormOptionsSchema, { title: [{ id: 1 }] }).success).toBe(false);
});

test('a building structure is needed only for a locked building, garage or shed', () => {
  expect(OVERNIGHT_NEEDS_BUILDING).toEqual(['Locked Building', 'Garage', 'Shed']);
  for (const overnight of OVERNIGHT_NEEDS_BUILDING)
    expect(needsBuildingStructure(overnight)).toBe(true);
  for (const overnight of ['Driveway', 'Road', 'garage', '', null, undefined]) {
    expect(needsBuildingStructure(overnight)).toBe(false);
  }
});

test('option lists and jobs are signed-in GETs, optionally scoped to a policy', () => {
  const { getFormOptions, getJobsAndIndustries } = formOptionEndpoints;
  expect(getFormOptions).toMatchObject({
    method: 'GET',
    path: '/meta/form-options',
    auth: 'token',
  });
  expect(getJobsAndIndustries).toMatchObject({
    method: 'GET',
    path: '/meta/jobs-and-industries',
    auth: 'token',
  });
  expect(v.parse(getFormOptions.query, {})).toEqual({});
  expect(v.parse(getFormOptions.query, { policy_id: '12' })).toEqual({ policy_id: 12 });
  expect(validate(getFormOptions.query, { policy_id: 'abc' }).success).toBe(false);
  expect(v.parse(getJobsAndIndustries.query, { policy_id: 12, search: ' driver ' })).toEqual({
    policy_id: 12,
    search: 'driver',
  });
  expect(v.parse(getJobsAndIndustries.response, {})).toEqual({ jobs: [], industries: [] });
  expect(JOBS_SEARCH_LIMIT).toBe(25);
});
