import * as v from 'valibot';
import { expect, test } from 'vitest';
import { MESSAGES } from './messages';
import { validate } from './validation';
import {
  RegistrationLookupSchema,
  VehicleMakeSchema,
  VehicleSearchResultSchema,
  vehicleFinderEndpoints,
} from './vehicle-finder';

test('a lookup needs a registration of 1 to 8 characters, sent uppercased without spaces', () => {
  expect(validate(RegistrationLookupSchema, { registration: 'ab12 cdef' })).toEqual({
    success: true,
    output: { registration: 'AB12CDEF' },
  });
  const empty = validate(RegistrationLookupSchema, { registration: ' ' });
  expect(!empty.success && empty.error.fields).toEqual({
    registration: ['Please provide the vehicle registration number'],
  });
  const long = validate(RegistrationLookupSchema, { registration: 'ab12 cdefg' });
  expect(!long.success && long.error.fields).toEqual({
    registration: [MESSAGES.registrationTooLong],
  });
});

test('a search result without doors or year reads as 3 doors and 1970', () => {
  const result = v.parse(VehicleSearchResultSchema, {
    make: 'MG',
    model: 'B',
    engine: 1798,
    registration: 'abc 123',
    transmission: 'Manual',
    trim: null,
    fuel: 'Petrol',
    label: 'MG B 1.8 Petrol',
  });
  expect(result).toEqual({
    make: 'MG',
    model: 'B',
    engine: '1798',
    registration: 'ABC123',
    year: 1970,
    transmission: 'Manual',
    trim: '',
    doors: 3,
    fuel: 'Petrol',
    label: 'MG B 1.8 Petrol',
  });
  expect(v.parse(VehicleSearchResultSchema, { ...result, doors: 5, year: 2019 })).toMatchObject({
    doors: 5,
    year: 2019,
  });
});

test('a make lists its models, ids read as text', () => {
  expect(
    v.parse(VehicleMakeSchema, { id: 7, label: 'Ford', models: [{ id: 70, label: 'Fiesta' }] }),
  ).toEqual({ id: '7', label: 'Ford', models: [{ id: '70', label: 'Fiesta' }] });
  expect(v.parse(VehicleMakeSchema, { id: 'mg', label: 'MG' }).models).toEqual([]);
});

test('the finder and quick-edit check calls are the spec ones, signed in', () => {
  const { lookupRegistration, getMakesAndModels, validateVehicleField } = vehicleFinderEndpoints;
  expect([validateVehicleField.method, validateVehicleField.path]).toEqual([
    'POST',
    '/policies/:id/vehicle/validate',
  ]);
  expect([lookupRegistration.method, lookupRegistration.path]).toEqual([
    'POST',
    '/vehicle/registration-lookup',
  ]);
  expect([getMakesAndModels.method, getMakesAndModels.path]).toEqual([
    'GET',
    '/vehicle/makes-and-models/:id',
  ]);
  expect(Object.values(vehicleFinderEndpoints).every((call) => call.auth === 'token')).toBe(true);
});
