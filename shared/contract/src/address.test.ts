import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  addressEndpoints,
  addressFormSchema,
  AddressFormSchema,
  addressFromLookup,
  AddressLookupRequestSchema,
  formObject,
  policyAddressFormSchema,
  PolicyAddressFormSchema,
  shouldSearchAddress,
} from './address';
import { policyFieldRequired, providePersonField } from './messages';
import { validate } from './validation';

const ADDRESS = {
  line_one: '1 High Street',
  line_two: 'Old Town',
  town: 'Swindon',
  county: 'Wiltshire',
  postcode: 'sn1 1aa',
};

function fieldsOf(schema: v.GenericSchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

test('an address needs lines 1 and 2, town, county and postcode; line 3 is optional', () => {
  const result = validate(AddressFormSchema, ADDRESS);
  expect(result).toEqual({ success: true, output: { ...ADDRESS, postcode: 'SN1 1AA' } });
  expect(fieldsOf(AddressFormSchema, {})).toEqual({
    line_one: ['Please provide the address line 1'],
    line_two: ['Please provide the address line 2'],
    town: ['Please provide the town'],
    county: ['Please provide the county'],
    postcode: ['Please provide the postcode'],
  });
  expect(fieldsOf(AddressFormSchema, { ...ADDRESS, line_one: '  ', line_three: null })).toEqual({
    line_one: ['Please provide the address line 1'],
  });
});

test('each form words the required messages its own way', () => {
  const driver = addressFormSchema((label) => providePersonField('rider', label.toLowerCase()));
  expect(fieldsOf(driver, { ...ADDRESS, town: '' })).toEqual({
    town: ["Please provide the rider's town"],
  });
  const policy = policyAddressFormSchema(policyFieldRequired);
  expect(fieldsOf(policy, ADDRESS)).toEqual({
    dwelling_type: ['The "Dwelling type" field is required.'],
  });
  expect(fieldsOf(PolicyAddressFormSchema, { ...ADDRESS, dwelling_type: 'House' })).toEqual({});
});

test('a postcode has 6 to 8 characters once trimmed, and is uppercased', () => {
  const postcode = (value: string) => fieldsOf(AddressFormSchema, { ...ADDRESS, postcode: value });
  const length = { postcode: ['The postcode must be between 6 and 8 characters.'] };
  expect(postcode('M1 1AE')).toEqual({});
  expect(postcode('SW1A 1AA')).toEqual({});
  expect(postcode('  m1 1ae  ')).toEqual({});
  expect(postcode('M11AE')).toEqual(length);
  expect(postcode('SW1A  1AA')).toEqual(length);
});

test('the address lookup needs a postcode of 6 to 8 characters', () => {
  expect(validate(AddressLookupRequestSchema, { postcode: ' sn1 1aa' })).toEqual({
    success: true,
    output: { postcode: 'SN1 1AA' },
  });
  expect(fieldsOf(AddressLookupRequestSchema, {})).toEqual({
    postcode: ['Please enter a postcode.'],
  });
  expect(fieldsOf(AddressLookupRequestSchema, { postcode: 'SN11A' })).toEqual({
    postcode: ['The postcode must be between 6 and 8 characters.'],
  });
  expect(fieldsOf(AddressLookupRequestSchema, { postcode: 'SN1 1AAAA' })).toEqual({
    postcode: ['The postcode must be between 6 and 8 characters.'],
  });
});

test('the lookup is an unauthenticated POST whose results fill in the form', () => {
  const { lookupAddress } = addressEndpoints;
  expect(lookupAddress).toMatchObject({
    method: 'POST',
    path: '/meta/address-lookup',
    auth: 'none',
  });
  const results = v.parse(lookupAddress.response, [
    {
      label: '1 High Street, Swindon',
      line_one: '1 High Street',
      line_two: null,
      town: 'Swindon',
      county: 'Wiltshire',
      postcode: 'SN1 1AA',
    },
  ]);
  expect(results[0] && addressFromLookup(results[0])).toEqual({
    line_one: '1 High Street',
    line_two: '',
    line_three: '',
    town: 'Swindon',
    county: 'Wiltshire',
    postcode: 'SN1 1AA',
  });
});

test('the address search starts at 6 characters after trimming', () => {
  expect(shouldSearchAddress('SN1 1A')).toBe(true);
  expect(shouldSearchAddress('  SN1 1  ')).toBe(false);
  expect(shouldSearchAddress('SN11A')).toBe(false);
});

test('a form object gives a missing key the message of its schema', () => {
  const schema = formObject({
    name: v.string('Please provide a name'),
    note: v.optional(v.string()),
  });
  expect(fieldsOf(schema, {})).toEqual({ name: ['Please provide a name'] });
  expect(fieldsOf(schema, { name: 3 })).toEqual({ name: ['Please provide a name'] });
  expect(fieldsOf(schema, null)).toEqual({ '': ['Please correct the errors below.'] });
});
