import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  dateSchema,
  isBlank,
  moneySchema,
  numberSchema,
  optionSchema,
  readKey,
  requiredFields,
  textSchema,
  wholeNumberSchema,
} from './form-rules';
import { MESSAGES } from './messages';
import { validate } from './validation';

test('blank means undefined, null, whitespace or an empty list', () => {
  for (const value of [undefined, null, '', '  ', []]) expect(isBlank(value)).toBe(true);
  for (const value of [0, false, 'a', ['a'], {}]) expect(isBlank(value)).toBe(false);
});

test('a dotted key reads nested objects and lists', () => {
  const form = { documents: [{ file: 'a.pdf' }], drivers: { 12: { ID: 12 } } };
  expect(readKey(form, 'documents.0.file')).toBe('a.pdf');
  expect(readKey(form, 'drivers.12.ID')).toBe(12);
  expect(readKey(form, 'drivers.13.ID')).toBeUndefined();
  expect(readKey(form, '')).toBe(form);
});

test('numbers are read as typed: separators and pound signs dropped, blank as not given', () => {
  const schema = numberSchema('Not a number', (value) => value >= 0);
  expect(v.parse(schema, '£12,500')).toBe(12500);
  expect(v.parse(schema, '0.5')).toBe(0.5);
  expect(v.parse(schema, 7)).toBe(7);
  expect(v.parse(schema, '')).toBeUndefined();
  for (const input of ['12a', '-1', -1, Number.NaN, true]) {
    expect(validate(schema, input)).toMatchObject({ error: { fields: { '': ['Not a number'] } } });
  }
});

test('text is trimmed and at most 255 characters', () => {
  expect(v.parse(textSchema('Text please'), ` ${'x'.repeat(255)} `)).toHaveLength(255);
  expect(validate(textSchema('Text please'), 'x'.repeat(256))).toMatchObject({
    error: { message: MESSAGES.textTooLong },
  });
  expect(validate(textSchema('Text please'), 7)).toMatchObject({
    error: { message: 'Text please' },
  });
});

test('option values are sent as text', () => {
  expect(v.parse(optionSchema('Choose one'), 3)).toBe('3');
  expect(validate(optionSchema('Choose one'), null)).toMatchObject({
    error: { message: 'Choose one' },
  });
});

test('an option value is 255 characters at most, or a safe whole number', () => {
  const schema = optionSchema('Choose one');
  expect(v.parse(schema, 'x'.repeat(255))).toHaveLength(255);
  expect(v.parse(schema, Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
  for (const input of ['x'.repeat(256), 0.5, Number.MAX_SAFE_INTEGER + 1, 1e308]) {
    expect(validate(schema, input), String(input)).toMatchObject({
      error: { message: MESSAGES.optionNotListed },
    });
  }
});

test('with its choices, an option takes only one of them; blank is left to "required"', () => {
  const schema = optionSchema('Choose one', ['Manual', 'Automatic']);
  expect(v.parse(schema, 'Manual')).toBe('Manual');
  expect(v.parse(schema, '')).toBe('');
  for (const input of ['manual', 'Semi-automatic', 12345]) {
    expect(validate(schema, input), String(input)).toMatchObject({
      error: { message: MESSAGES.optionNotListed },
    });
  }
  // A list the provider left out (empty) checks nothing, so no form is blocked by it.
  expect(v.parse(optionSchema('Choose one', []), 'Anything')).toBe('Anything');
});

test('a whole number is safe and within its range: the max passes, max + 1 and 0.5 do not', () => {
  const schema = wholeNumberSchema('Whole number please', { max: 1000 });
  expect(v.parse(schema, 0)).toBe(0);
  expect(v.parse(schema, '1,000')).toBe(1000);
  for (const input of [1001, 0.5, -1, 1e308, Number.MAX_SAFE_INTEGER + 1, '0.001']) {
    expect(validate(schema, input), String(input)).toMatchObject({
      error: { message: 'Whole number please' },
    });
  }
  const unbounded = wholeNumberSchema('Whole number please', { max: Number.MAX_SAFE_INTEGER });
  expect(validate(unbounded, Number.MAX_SAFE_INTEGER + 1)).toMatchObject({
    error: { message: 'Whole number please' },
  });
});

test('money is pounds and pence within its range', () => {
  const schema = moneySchema('Amount please', { max: 1000 });
  expect(v.parse(schema, '£999.99')).toBe(999.99);
  expect(v.parse(schema, 1000)).toBe(1000);
  for (const input of [1000.01, 0.001, -0.01, 1e308]) {
    expect(validate(schema, input), String(input)).toMatchObject({
      error: { message: 'Amount please' },
    });
  }
});

test('a date is a real day inside each window, and blank is allowed', () => {
  const schema = dateSchema([
    { min: '2026-01-01', message: 'Too early' },
    { max: '2026-12-31', message: 'Too late' },
  ]);
  expect(v.parse(schema, '')).toBe('');
  expect(v.parse(schema, '2026-01-01')).toBe('2026-01-01');
  expect(v.parse(schema, '2026-12-31')).toBe('2026-12-31');
  expect(validate(schema, '2025-12-31')).toMatchObject({ error: { message: 'Too early' } });
  expect(validate(schema, '2027-01-01')).toMatchObject({ error: { message: 'Too late' } });
  expect(validate(schema, '31/12/2026')).toMatchObject({
    error: { message: MESSAGES.invalidDate },
  });
});

test('required fields get their own messages, by condition, and never twice', () => {
  const schema = v.pipe(
    v.object({
      answer: v.optional(v.boolean('Yes or no')),
      details: v.optional(v.string('Text please')),
    }),
    requiredFields((read) => [
      { key: 'answer', message: 'Please answer' },
      ...(read('answer') === true ? [{ key: 'details', message: 'Please give details' }] : []),
    ]),
  );
  expect(validate(schema, {})).toMatchObject({ error: { fields: { answer: ['Please answer'] } } });
  expect(validate(schema, { answer: true })).toMatchObject({
    error: { fields: { details: ['Please give details'] } },
  });
  expect(validate(schema, { answer: true, details: 'x' }).success).toBe(true);
  expect(validate(schema, { answer: null })).toMatchObject({
    error: { fields: { answer: ['Yes or no'] } },
  });
});
