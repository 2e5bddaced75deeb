import * as v from 'valibot';
import { expect, test } from 'vitest';
import { normaliseError, summarise } from './errors';
import { MESSAGES, problemsBelow, problemsWithAnswers } from './messages';
import { validate } from './validation';

test('a plain string error is the message', () => {
  expect(normaliseError('Policy locked')).toEqual({ message: 'Policy locked', fields: {} });
});

test('an object with a message is the message', () => {
  expect(normaliseError({ message: 'Not allowed' })).toEqual({
    message: 'Not allowed',
    fields: {},
  });
});

test('a field-keyed object gives fields, bare or under errors, with one or many messages', () => {
  const expected = { message: 'Too short', fields: { 'meta.first_name': ['Too short'] } };

  expect(normaliseError({ 'meta.first_name': 'Too short' })).toEqual(expected);
  expect(normaliseError({ errors: { 'meta.first_name': ['Too short'] } })).toEqual(expected);
  expect(
    normaliseError({
      message: 'The given data was invalid.',
      errors: { 'meta.first_name': ['Too short'] },
    }),
  ).toEqual(expected);
});

test('an array of field and errors gives fields', () => {
  expect(
    normaliseError({
      errors: [{ field: 'claims.0.cost', errors: ['Whole pounds only', 'Required'] }],
    }),
  ).toEqual({
    message: 'Whole pounds only',
    fields: { 'claims.0.cost': ['Whole pounds only', 'Required'] },
  });
});

test('two or more field errors are counted in the summary', () => {
  const fields = { a: ['A'], b: ['B'], c: ['C'] };

  expect(normaliseError({ errors: fields }).message).toBe(
    'Sorry there are 3 problems below, please check them and try again.',
  );
  expect(summarise({ a: ['A'], b: ['B'] })).toBe(
    'Sorry there are 2 problems below, please check them and try again.',
  );
});

test('one field error shows its own text', () => {
  expect(summarise({ a: ['Please enter a value.'] })).toBe('Please enter a value.');
});

test('the counted wordings read right in the singular and the plural', () => {
  expect(problemsBelow(1)).toBe('Sorry there is 1 problem below, please check it and try again.');
  expect(problemsBelow(2)).toBe(
    'Sorry there are 2 problems below, please check them and try again.',
  );
  expect(problemsWithAnswers(1)).toBe(
    'There is 1 problem with your answers. Please check it and try again.',
  );
  expect(problemsWithAnswers(4)).toBe(
    'There are 4 problems with your answers. Please check them and try again.',
  );
});

test('an empty or unknown error body is the default server error', () => {
  for (const body of [undefined, null, '', {}, 42, { errors: {} }]) {
    expect(normaliseError(body)).toEqual({ message: MESSAGES.serverError, fields: {} });
  }
});

test('a schema failure validates to the same shape, keyed by dotted path', () => {
  const schema = v.object({
    meta: v.object({ first_name: v.pipe(v.string(), v.minLength(1, 'First name please')) }),
    claims: v.array(v.object({ cost: v.pipe(v.number(), v.minValue(0, 'No negative costs')) })),
  });

  const result = validate(schema, { meta: { first_name: '' }, claims: [{ cost: -1 }] });

  expect(result).toEqual({
    success: false,
    error: {
      message: 'Sorry there are 2 problems below, please check them and try again.',
      fields: { 'meta.first_name': ['First name please'], 'claims.0.cost': ['No negative costs'] },
    },
  });
  expect(validate(schema, { meta: { first_name: 'Sam' }, claims: [] })).toEqual({
    success: true,
    output: { meta: { first_name: 'Sam' }, claims: [] },
  });
});
