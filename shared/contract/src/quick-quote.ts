import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import * as v from 'valibot';
import { formObject } from './address';
import { daysAfter, nextDays, type DateWindow, type IsoDate } from './dates';
import { endpoint, MessageSchema } from './endpoint';
import { MESSAGES } from './messages';
import { LIMITS } from './rules';

// portal.md §3 "Quick quote request", §4 "Quick quote modal", §5 "Quick quote" and "Quote
// callback", §9 "Quick quote window 7 days ahead, hours 9-16, 15-minute steps". The quick quote
// modal and the dashboard's callback card send the same request: POST /quote-callback.
// A callback time is the provider's local time written 'YYYY-MM-DDTHH:mm' (no zone), the value
// of an <input type="datetime-local">; null asks for a call as soon as possible.

dayjs.extend(customParseFormat);

export const CALLBACK_WINDOW = {
  daysAhead: 7,
  firstHour: 9,
  lastHour: 16,
  minutes: [0, 15, 30, 45],
} as const;

const DATETIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

export interface CallbackContext {
  /** Today in the provider's calendar, 'YYYY-MM-DD'. */
  readonly today: IsoDate;
  /** The time now, 'YYYY-MM-DDTHH:mm'; when given, slots that have gone by are refused. */
  readonly now?: string;
  /** The quick-quote type option values; when given, `type` must be one of them. */
  readonly types?: readonly string[];
}

/** The days a callback may be booked on: today to 7 days ahead, inclusive (portal.md §5). */
export function callbackDateRange(today: IsoDate): Required<DateWindow> {
  return nextDays(today, CALLBACK_WINDOW.daysAhead);
}

/**
 * What is wrong with a callback time, or null when it is in the window. The format is checked
 * first, then the day, the hour, the minutes and, with `now`, whether it has gone by.
 */
export function callbackTimeProblem(datetime: string, { today, now }: CallbackContext) {
  const match = DATETIME.exec(datetime);
  if (!match || !dayjs(datetime, 'YYYY-MM-DDTHH:mm', true).isValid()) {
    return MESSAGES.callbackTimeInvalid;
  }
  const [, date = '', hour = '', minute = ''] = match;
  const { min, max } = callbackDateRange(today);
  if (date < min || date > max) return MESSAGES.callbackDateOutOfRange;
  const hours = Number(hour);
  if (hours < CALLBACK_WINDOW.firstHour || hours > CALLBACK_WINDOW.lastHour) {
    return MESSAGES.callbackHoursOutOfRange;
  }
  if (!CALLBACK_WINDOW.minutes.some((step) => step === Number(minute))) {
    return MESSAGES.callbackMinutesInvalid;
  }
  if (now !== undefined && datetime <= now.slice(0, 16)) return MESSAGES.callbackTimePassed;
  return null;
}

// An option value may be an id (a number) or a code; it is sent on as text.
const TypeSchema = v.pipe(
  v.union(
    [v.string(), v.pipe(v.number(), v.safeInteger(MESSAGES.quickQuoteTypeRequired))],
    MESSAGES.quickQuoteTypeRequired,
  ),
  v.transform(String),
  v.trim(),
  v.nonEmpty(MESSAGES.quickQuoteTypeRequired),
  v.maxLength(LIMITS.text, MESSAGES.quickQuoteTypeRequired),
);

// `null` is ASAP; a missing or empty value is a missing time (portal.md §5 "datetime present").
const DatetimeSchema = v.union(
  [v.null(), v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.callbackTimeRequired))],
  MESSAGES.callbackTimeRequired,
);

/** The request's shape without the window: what the endpoint declares. */
export const QuickQuoteRequestSchema = formObject({
  type: TypeSchema,
  datetime: DatetimeSchema,
});
export type QuickQuoteRequestInput = v.InferInput<typeof QuickQuoteRequestSchema>;
export type QuickQuoteRequest = v.InferOutput<typeof QuickQuoteRequestSchema>;

/**
 * The whole rule (portal.md §5): type required (from the option list when `types` is given),
 * datetime null for ASAP or a slot from today to 7 days ahead, 09:00 to 16:45 in 15-minute
 * steps. The form and the reference API build it with their own `today`; errors are keyed
 * `type` and `datetime`, as the server's are.
 */
export function quickQuoteSchema(context: CallbackContext) {
  const { types } = context;
  return formObject({
    type: v.pipe(
      TypeSchema,
      v.check((type) => !types || types.includes(type), MESSAGES.quickQuoteTypeRequired),
    ),
    datetime: v.pipe(
      DatetimeSchema,
      v.rawCheck(({ dataset, addIssue }) => {
        // null is ASAP; '' already has its 'required' message.
        if (!dataset.typed || dataset.value === null || dataset.value === '') return;
        const problem = callbackTimeProblem(dataset.value, context);
        if (problem) addIssue({ message: problem });
      }),
    ),
  });
}

/** portal.md §4, §5: the time the form starts with, and returns to when ASAP is turned off. */
export function defaultCallbackTime(today: IsoDate): string {
  return `${daysAfter(today, 1)}T09:00`;
}

export interface CallbackSlot {
  /** 'YYYY-MM-DDTHH:mm', as sent. */
  readonly value: string;
  /** 'HH:mm'. */
  readonly time: string;
  /** 'h:mma' as shown (portal.md §5): '9:00am', '4:45pm'. */
  readonly label: string;
}

/** The 32 slots of a day, 09:00 to 16:45; with `now`, only those still ahead. */
export function callbackSlots(date: IsoDate, now?: string): CallbackSlot[] {
  const slots: CallbackSlot[] = [];
  for (let hour = CALLBACK_WINDOW.firstHour; hour <= CALLBACK_WINDOW.lastHour; hour += 1) {
    for (const minute of CALLBACK_WINDOW.minutes) {
      const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
      const value = `${date}T${time}`;
      if (now !== undefined && value <= now.slice(0, 16)) continue;
      slots.push({ value, time, label: dayjs(value, 'YYYY-MM-DDTHH:mm').format('h:mma') });
    }
  }
  return slots;
}

export const quickQuoteEndpoints = {
  /** Answers the message shown once the modal closes (portal.md §4). */
  requestQuoteCallback: endpoint({
    method: 'POST',
    path: '/quote-callback',
    auth: 'token',
    idempotent: true,
    body: QuickQuoteRequestSchema,
    response: MessageSchema,
  }),
};
