import * as v from 'valibot';
import { formObject } from './address';
import { isIsoDate, IsoDateSchema, type IsoDate } from './dates';
import { EmptySchema, endpoint } from './endpoint';
import { MESSAGES } from './messages';
import { requiredText } from './rules';

// portal.md §2 (reminder manager and calendar), §3 "Reminder / Event", §4 "Reminder", §5
// "Events", §7 GET/POST /events, PUT/DELETE /events/{id}. Events come from the provider;
// reminders are the user's own and the only kind the form creates.

export const EVENT_TYPES = ['event', 'reminder'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const OptionalDateSchema = v.optional(v.nullable(IsoDateSchema), null);

export const EventSchema = v.object({
  id: v.number(),
  type: v.picklist(EVENT_TYPES),
  label: v.string(),
  description: v.optional(v.nullable(v.string()), null),
  /** The link behind the detail modal's 'Read more'. */
  read_more: v.optional(v.nullable(v.string()), null),
  /** An event's span. */
  start_date: OptionalDateSchema,
  end_date: OptionalDateSchema,
  /** A reminder's day, and the day its reminder is sent. */
  due_date: OptionalDateSchema,
  remind_date: OptionalDateSchema,
  /** False for a reminder added on the page and not yet saved (portal.md §4). */
  exists: v.optional(v.boolean(), true),
});
export type CalendarEvent = v.InferOutput<typeof EventSchema>;

/** Inclusive 'YYYY-MM-DD' limits of a reminder's dates; open when not given. */
interface DateWindow {
  readonly min?: IsoDate;
  readonly max?: IsoDate;
}

/** A real date inside the window; '', null and malformed dates have messages of their own. */
function inWindow(date: string | null, { min, max }: DateWindow): boolean {
  if (date === null || !isIsoDate(date)) return true;
  return (min === undefined || date >= min) && (max === undefined || date <= max);
}

function eventFormFields(window: DateWindow) {
  return {
    label: requiredText(MESSAGES.reminderLabelRequired),
    due_date: v.pipe(
      v.string(MESSAGES.reminderDueDateRequired),
      v.trim(),
      v.nonEmpty(MESSAGES.reminderDueDateRequired),
      // A missing date has its own message above; only a written one can be malformed.
      v.check((date) => date === '' || isIsoDate(date), MESSAGES.invalidDate),
      v.check((date) => inWindow(date, window), MESSAGES.reminderDateOutOfRange),
    ),
    remind_date: v.pipe(
      v.nullish(v.string(MESSAGES.invalidDate), null),
      // An emptied date field sends '': the same as no reminder date.
      v.transform((date) => date?.trim() || null),
      v.check((date) => date === null || isIsoDate(date), MESSAGES.invalidDate),
      v.check((date) => inWindow(date, window), MESSAGES.reminderDateOutOfRange),
    ),
  };
}

/**
 * The reminder form (portal.md §5): label required, at most 255 characters; due_date a required
 * date; remind_date a date, which may be left out. Dates are sent 'YYYY-MM-DD'; the form turns
 * its DD/MM/YY input into that before validating. The shape of the body: `eventFormSchema(today)`
 * adds the dates' window.
 */
export const EventFormSchema = formObject(eventFormFields({}));
export type EventFormInput = v.InferInput<typeof EventFormSchema>;
export type EventForm = v.InferOutput<typeof EventFormSchema>;

/**
 * portal.md §2, §5: a reminder's dates lie between the first day the pickers offer (1 January
 * this year) and the last day the calendar can show (31 December next year), and it reminds on
 * or before the day it is due.
 */
export function reminderDateWindow(today: IsoDate): Required<DateWindow> {
  return { min: reminderPickerMinDate(today), max: `${calendarYears(today)[2]}-12-31` };
}

/** The reminder form for `today`: the browser's and the reference API's one rule. */
export function eventFormSchema(today: IsoDate) {
  return v.pipe(
    formObject(eventFormFields(reminderDateWindow(today))),
    v.forward(
      // Only two real dates compare; a malformed one has its own message.
      v.check(
        ({ due_date, remind_date }) =>
          remind_date === null ||
          !isIsoDate(remind_date) ||
          !isIsoDate(due_date) ||
          remind_date <= due_date,
        MESSAGES.remindAfterDue,
      ),
      ['remind_date'],
    ),
  );
}

/** A new reminder row: unsaved, due today (portal.md §5), no reminder date yet. */
export function newReminderForm(today: IsoDate): EventForm {
  return { label: '', due_date: today, remind_date: null };
}

/** portal.md §5: Save is disabled unless label, due date and remind date are all set. */
export function canSaveReminder(form: EventFormInput): boolean {
  return Boolean(form.label?.trim() && form.due_date && form.remind_date);
}

/** portal.md §5: pickers disable dates before the start of the current year. */
export function reminderPickerMinDate(today: IsoDate): IsoDate {
  return `${today.slice(0, 4)}-01-01`;
}

/** portal.md §2: the calendar's year choices are the previous, current and next year. */
export function calendarYears(today: IsoDate): [number, number, number] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1];
}

/** portal.md §2: at most 3 events show on a calendar day before 'view more'. */
export const EVENTS_PER_DAY = 3;

/** Ours: the most events one call returns; the calendar pages by min_date. */
export const MAX_EVENTS_LIMIT = 100;

// Query values arrive as text on the server and as numbers from the client.
const LimitSchema = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))],
    MESSAGES.eventsLimitInvalid,
  ),
  v.integer(MESSAGES.eventsLimitInvalid),
  v.minValue(1, MESSAGES.eventsLimitInvalid),
  v.maxValue(MAX_EVENTS_LIMIT, MESSAGES.eventsLimitInvalid),
);

/** GET /events: the next `limit` events and reminders on or after `min_date`, soonest first. */
export const EventsQuerySchema = v.object({
  limit: v.optional(LimitSchema),
  min_date: v.optional(IsoDateSchema),
});
export type EventsQuery = v.InferInput<typeof EventsQuerySchema>;

export const eventEndpoints = {
  getEvents: endpoint({
    method: 'GET',
    path: '/events',
    auth: 'token',
    query: EventsQuerySchema,
    response: v.array(EventSchema),
  }),
  /** Answers the saved reminder, with its new id. */
  createEvent: endpoint({
    method: 'POST',
    path: '/events',
    auth: 'token',
    changes: ['events'],
    idempotent: true,
    body: EventFormSchema,
    response: EventSchema,
  }),
  updateEvent: endpoint({
    method: 'PUT',
    path: '/events/:id',
    auth: 'token',
    changes: ['events'],
    body: EventFormSchema,
    response: EventSchema,
  }),
  deleteEvent: endpoint({
    method: 'DELETE',
    path: '/events/:id',
    auth: 'token',
    changes: ['events'],
    response: EmptySchema,
  }),
};
