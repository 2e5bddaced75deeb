import { FORM_ERROR } from 'final-form';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { MESSAGES, SignInSchema } from '@portal/contract';
import { schemaValidator } from './schema-validator';

const ClaimSchema = v.object({
  cost: v.pipe(v.number('Enter the cost'), v.minValue(1, 'The cost must be at least £1')),
});

const DetailsSchema = v.pipe(
  v.object({
    username: v.pipe(v.string('Enter your username'), v.nonEmpty('Enter your username')),
    meta: v.object({
      first_name: v.pipe(
        v.string('Enter your first name'),
        v.nonEmpty('Enter your first name'),
        v.maxLength(5, 'Your first name is too long'),
        v.regex(/^[A-Za-z]*$/, 'Use letters only'),
      ),
    }),
    claims: v.pipe(v.array(ClaimSchema), v.minLength(1, 'Add at least one claim')),
  }),
  v.check((input) => input.username !== 'admin', 'This account cannot be changed online.'),
);

const validDetails = { username: 'car.driver', meta: { first_name: 'Ann' }, claims: [{ cost: 5 }] };

test('schemaValidator passes valid values with no errors', () => {
  expect(schemaValidator(DetailsSchema)(validDetails)).toBeUndefined();
});

test('schemaValidator nests a dotted key under its object', () => {
  const errors = schemaValidator(DetailsSchema)({ ...validDetails, meta: { first_name: '' } });
  expect(errors).toEqual({ meta: { first_name: 'Enter your first name' } });
});

test('schemaValidator gives the first message of a field only', () => {
  // 'Annabel1' breaks two rules (longer than 5, not only letters): the first one speaks.
  const errors = schemaValidator(DetailsSchema)({
    ...validDetails,
    meta: { first_name: 'Annabel1' },
  });
  expect(errors).toEqual({ meta: { first_name: 'Your first name is too long' } });
});

test('schemaValidator nests numbered keys as arrays, at their index', () => {
  const errors = schemaValidator(DetailsSchema)({
    ...validDetails,
    claims: [{ cost: 5 }, { cost: 0 }],
  });
  expect(errors).toEqual({ claims: [undefined, { cost: 'The cost must be at least £1' }] });
  expect(Array.isArray(errors?.claims)).toBe(true);
});

test("schemaValidator gives a list's own message to the list", () => {
  const errors = schemaValidator(DetailsSchema)({ ...validDetails, claims: [] });
  expect(errors?.claims).toBe('Add at least one claim');
});

test('schemaValidator turns a whole-form message into FORM_ERROR', () => {
  const errors = schemaValidator(DetailsSchema)({ ...validDetails, username: 'admin' });
  expect(errors).toEqual({ [FORM_ERROR]: 'This account cannot be changed online.' });
});

test('schemaValidator reports several fields at once', () => {
  const errors = schemaValidator(DetailsSchema)({ meta: {}, claims: [{}] });
  expect(errors).toEqual({
    username: 'Enter your username',
    meta: { first_name: 'Enter your first name' },
    claims: [{ cost: 'Enter the cost' }],
  });
});

test("schemaValidator gives an empty form each field's own message, not valibot's", () => {
  expect(schemaValidator(SignInSchema)({})).toEqual({
    username: MESSAGES.usernameRequired,
    password: MESSAGES.signInPassword,
  });
});

test('schemaValidator reaches fields of objects and lists the form holds nothing of', () => {
  expect(schemaValidator(DetailsSchema)({ username: 'car.driver' })).toEqual({
    meta: { first_name: 'Enter your first name' },
    claims: 'Add at least one claim',
  });
});

test('schemaValidator leaves optional keys alone', () => {
  const errors = schemaValidator(SignInSchema)({ username: 'car.driver', password: 'Portal-Demo' });
  expect(errors).toBeUndefined();
});
