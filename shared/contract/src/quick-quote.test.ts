import * as v from 'valibot';
import { expect, test } from 'vitest';
import type { AnySchema } from './endpoint';
import { MESSAGES } from './messages';
import {
  callbackDateRange,
  callbackSlots,
  defaultCallbackTime,
  quickQuoteEndpoints,
  QuickQuoteRequestSchema,
  quickQuoteSchema,
} from './quick-quote';
import { validate } from './validation';

const today = '2026-11-22';
const schema = quickQuoteSchema({ today });

function errorsOf(rule: AnySchema, input: unknown) {
  const result = validate(rule, input);
  return result.success ? {} : result.error.fields;
}

function datetimeErrors(datetime: unknown, rule: AnySchema = schema) {
  return errorsOf(rule, { type: 'car', datetime }).datetime ?? [];
}

test('a callback may be booked from 09:00, not 08:45', () => {
  expect(datetimeErrors('2026-11-23T08:45')).toEqual([MESSAGES.callbackHoursOutOfRange]);
  expect(datetimeErrors('2026-11-23T09:00')).toEqual([]);
});

test('the last callback slot is 16:45; 17:00 is too late', () => {
  expect(datetimeErrors('2026-11-23T16:45')).toEqual([]);
  expect(datetimeErrors('2026-11-23T17:00')).toEqual([MESSAGES.callbackHoursOutOfRange]);
});

test('minutes are :00, :15, :30 or :45 only', () => {
  for (const minute of ['00', '15', '30', '45']) {
    expect(datetimeErrors(`2026-11-23T10:${minute}`)).toEqual([]);
  }
  for (const minute of ['10', '01', '44', '59']) {
    expect(datetimeErrors(`2026-11-23T10:${minute}`)).toEqual([MESSAGES.callbackMinutesInvalid]);
  }
});

test('day 7 is bookable to the end of its day; day 8 is not', () => {
  expect(datetimeErrors('2026-11-29T16:45')).toEqual([]);
  expect(datetimeErrors('2026-11-30T09:00')).toEqual([MESSAGES.callbackDateOutOfRange]);
});

test('today is bookable; yesterday is not', () => {
  expect(datetimeErrors('2026-11-22T09:00')).toEqual([]);
  expect(datetimeErrors('2026-11-21T16:45')).toEqual([MESSAGES.callbackDateOutOfRange]);
});

test('with the time now, a slot that has gone by is refused and the next one is not', () => {
  const later = quickQuoteSchema({ today, now: '2026-11-22T10:05' });
  expect(datetimeErrors('2026-11-22T10:00', later)).toEqual([MESSAGES.callbackTimePassed]);
  expect(datetimeErrors('2026-11-22T10:15', later)).toEqual([]);
  const onTheSlot = quickQuoteSchema({ today, now: '2026-11-22T10:15:00' });
  expect(datetimeErrors('2026-11-22T10:15', onTheSlot)).toEqual([MESSAGES.callbackTimePassed]);
});

test('ASAP sends null; a missing or empty time is required, a malformed one invalid', () => {
  expect(v.parse(schema, { type: 'car', datetime: null })).toEqual({ type: 'car', datetime: null });
  expect(datetimeErrors(undefined)).toEqual([MESSAGES.callbackTimeRequired]);
  expect(datetimeErrors('')).toEqual([MESSAGES.callbackTimeRequired]);
  for (const datetime of ['2026-11-23 09:00', '23/11/2026 09:00', '2026-11-31T09:00']) {
    expect(datetimeErrors(datetime)).toEqual([MESSAGES.callbackTimeInvalid]);
  }
});

test('the insurance type is required, and from the option list when one is given', () => {
  expect(errorsOf(schema, { type: '', datetime: null })).toEqual({
    type: [MESSAGES.quickQuoteTypeRequired],
  });
  expect(errorsOf(schema, { datetime: null })).toEqual({
    type: [MESSAGES.quickQuoteTypeRequired],
  });
  expect(v.parse(schema, { type: 3, datetime: null }).type).toBe('3');
  const listed = quickQuoteSchema({ today, types: ['car', 'van'] });
  expect(errorsOf(listed, { type: 'van', datetime: null })).toEqual({});
  expect(errorsOf(listed, { type: 'boat', datetime: null })).toEqual({
    type: [MESSAGES.quickQuoteTypeRequired],
  });
});

test('the request shape alone needs a type and a present datetime, not the window', () => {
  expect(errorsOf(QuickQuoteRequestSchema, { type: 'car', datetime: '2030-01-01T20:10' })).toEqual(
    {},
  );
  expect(errorsOf(QuickQuoteRequestSchema, { type: 'car' })).toEqual({
    datetime: [MESSAGES.callbackTimeRequired],
  });
});

test('the form starts at tomorrow 09:00, across month and year ends', () => {
  expect(defaultCallbackTime('2026-11-22')).toBe('2026-11-23T09:00');
  expect(defaultCallbackTime('2026-12-31')).toBe('2027-01-01T09:00');
  expect(datetimeErrors(defaultCallbackTime(today))).toEqual([]);
});

test('a day has 32 slots from 9:00am to 4:45pm, and only later ones once the day has begun', () => {
  const slots = callbackSlots('2026-11-23');
  expect(slots).toHaveLength(32);
  expect(slots[0]).toEqual({ value: '2026-11-23T09:00', time: '09:00', label: '9:00am' });
  expect(slots[31]).toEqual({ value: '2026-11-23T16:45', time: '16:45', label: '4:45pm' });
  expect(slots.every((slot) => datetimeErrors(slot.value).length === 0)).toBe(true);
  const afternoon = callbackSlots('2026-11-22', '2026-11-22T16:15');
  expect(afternoon.map((slot) => slot.time)).toEqual(['16:30', '16:45']);
});

test('the date picker offers today to 7 days ahead', () => {
  expect(callbackDateRange(today)).toEqual({ min: '2026-11-22', max: '2026-11-29' });
});

test('the modal and the card send POST /quote-callback', () => {
  const { requestQuoteCallback } = quickQuoteEndpoints;
  expect([requestQuoteCallback.method, requestQuoteCallback.path]).toEqual([
    'POST',
    '/quote-callback',
  ]);
  expect(requestQuoteCallback.auth).toBe('token');
});
