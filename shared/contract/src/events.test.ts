import * as v from 'valibot';
import { expect, test } from 'vitest';
import type { AnySchema } from './endpoint';
import {
  calendarYears,
  canSaveReminder,
  eventEndpoints,
  EventFormSchema,
  eventFormSchema,
  EventSchema,
  EventsQuerySchema,
  newReminderForm,
  reminderDateWindow,
  reminderPickerMinDate,
} from './events';
import { MESSAGES } from './messages';
import { validate } from './validation';

function errorsOf(schema: AnySchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

const form = { label: 'MOT due', due_date: '2026-12-01', remind_date: '2026-11-24' };

test('a reminder needs a label of 1 to 255 characters', () => {
  expect(errorsOf(EventFormSchema, { ...form, label: '' })).toEqual({
    label: [MESSAGES.reminderLabelRequired],
  });
  expect(errorsOf(EventFormSchema, { ...form, label: '   ' })).toEqual({
    label: [MESSAGES.reminderLabelRequired],
  });
  expect(errorsOf(EventFormSchema, { ...form, label: undefined })).toEqual({
    label: [MESSAGES.reminderLabelRequired],
  });
  expect(errorsOf(EventFormSchema, { due_date: '2026-12-01' })).toEqual({
    label: [MESSAGES.reminderLabelRequired],
  });
  expect(errorsOf(EventFormSchema, { ...form, label: 'a' })).toEqual({});
  expect(errorsOf(EventFormSchema, { ...form, label: 'a'.repeat(255) })).toEqual({});
  expect(errorsOf(EventFormSchema, { ...form, label: 'a'.repeat(256) })).toEqual({
    label: [MESSAGES.textTooLong],
  });
});

test('a reminder needs a due date that is a real day sent YYYY-MM-DD', () => {
  for (const due_date of [undefined, '', '  ']) {
    expect(errorsOf(EventFormSchema, { ...form, due_date })).toEqual({
      due_date: [MESSAGES.reminderDueDateRequired],
    });
  }
  for (const due_date of ['2027-02-29', '01/12/2026', '2026-12-1']) {
    expect(errorsOf(EventFormSchema, { ...form, due_date })).toEqual({
      due_date: [MESSAGES.invalidDate],
    });
  }
  expect(errorsOf(EventFormSchema, { ...form, due_date: '2028-02-29' })).toEqual({});
});

test('the remind date may be left out, and an emptied field reads as none', () => {
  for (const remind_date of [undefined, null, '']) {
    expect(v.parse(EventFormSchema, { ...form, remind_date }).remind_date).toBeNull();
  }
  expect(v.parse(EventFormSchema, form).remind_date).toBe('2026-11-24');
  expect(errorsOf(EventFormSchema, { ...form, remind_date: '2026-11-31' })).toEqual({
    remind_date: [MESSAGES.invalidDate],
  });
});

test("a reminder's dates lie from 1 January this year to 31 December next year", () => {
  const schema = eventFormSchema('2026-11-22');
  expect(reminderDateWindow('2026-11-22')).toEqual({ min: '2026-01-01', max: '2027-12-31' });
  expect(errorsOf(schema, { ...form, due_date: '2026-01-01', remind_date: '2026-01-01' })).toEqual(
    {},
  );
  expect(errorsOf(schema, { ...form, due_date: '2027-12-31', remind_date: '2027-12-31' })).toEqual(
    {},
  );
  expect(errorsOf(schema, { ...form, due_date: '2028-01-01', remind_date: null })).toEqual({
    due_date: [MESSAGES.reminderDateOutOfRange],
  });
  expect(errorsOf(schema, { ...form, due_date: '9999-12-31', remind_date: '2025-12-31' })).toEqual({
    due_date: [MESSAGES.reminderDateOutOfRange],
    remind_date: [MESSAGES.reminderDateOutOfRange],
  });
});

test('a reminder reminds on or before the day it is due', () => {
  const schema = eventFormSchema('2026-11-22');
  expect(errorsOf(schema, { ...form, due_date: '2026-12-01', remind_date: '2026-12-01' })).toEqual(
    {},
  );
  expect(errorsOf(schema, { ...form, due_date: '2026-12-01', remind_date: '2026-12-02' })).toEqual({
    remind_date: [MESSAGES.remindAfterDue],
  });
  expect(errorsOf(schema, { ...form, remind_date: '' })).toEqual({});
  expect(errorsOf(schema, { ...form, remind_date: '31/12/2026' })).toEqual({
    remind_date: [MESSAGES.invalidDate],
  });
});

test('a new reminder is due today, and Save waits for label, due and remind dates', () => {
  const draft = newReminderForm('2026-11-22');
  expect(draft).toEqual({ label: '', due_date: '2026-11-22', remind_date: null });
  expect(canSaveReminder(draft)).toBe(false);
  expect(canSaveReminder({ ...draft, label: 'Tax' })).toBe(false);
  expect(canSaveReminder({ ...draft, label: 'Tax', remind_date: '2026-11-20' })).toBe(true);
  expect(canSaveReminder({ ...draft, label: ' ', remind_date: '2026-11-20' })).toBe(false);
  expect(canSaveReminder({ ...draft, label: 'Tax', due_date: '', remind_date: '2026-11-20' })).toBe(
    false,
  );
});

test('pickers start at the first day of the year and offer the previous, current and next year', () => {
  expect(reminderPickerMinDate('2026-11-22')).toBe('2026-01-01');
  expect(calendarYears('2026-01-01')).toEqual([2025, 2026, 2027]);
});

test('an event from the server exists unless it says otherwise, with absent dates as null', () => {
  const event = v.parse(EventSchema, { id: 4, type: 'event', label: 'Renewal' });
  expect(event).toMatchObject({ exists: true, due_date: null, start_date: null, read_more: null });
  expect(v.safeParse(EventSchema, { id: 4, type: 'meeting', label: 'x' }).success).toBe(false);
  expect(v.safeParse(EventSchema, { ...event, due_date: '2026-02-30' }).success).toBe(false);
});

test('the events query takes a limit of 1 to 100, as a number or as query text', () => {
  expect(v.parse(EventsQuerySchema, { limit: '10', min_date: '2026-11-22' })).toEqual({
    limit: 10,
    min_date: '2026-11-22',
  });
  expect(v.parse(EventsQuerySchema, {})).toEqual({});
  expect(errorsOf(EventsQuerySchema, { limit: 1 })).toEqual({});
  expect(errorsOf(EventsQuerySchema, { limit: 100 })).toEqual({});
  for (const limit of [0, 101, '101', 2.5, '2.5', 'ten']) {
    expect(errorsOf(EventsQuerySchema, { limit })).toEqual({
      limit: [MESSAGES.eventsLimitInvalid],
    });
  }
  expect(errorsOf(EventsQuerySchema, { min_date: '22/11/2026' })).toEqual({
    min_date: [MESSAGES.invalidDate],
  });
});

test('reminders are read, created, updated and deleted at /events', () => {
  const { getEvents, createEvent, updateEvent, deleteEvent } = eventEndpoints;
  expect([getEvents.method, getEvents.path]).toEqual(['GET', '/events']);
  expect([createEvent.method, createEvent.path]).toEqual(['POST', '/events']);
  expect([updateEvent.method, updateEvent.path]).toEqual(['PUT', '/events/:id']);
  expect([deleteEvent.method, deleteEvent.path]).toEqual(['DELETE', '/events/:id']);
  expect(Object.values(eventEndpoints).every((endpoint) => endpoint.auth === 'token')).toBe(true);
});
