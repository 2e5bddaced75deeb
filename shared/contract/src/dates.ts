import * as v from 'valibot';
import { MESSAGES } from './messages';

// policy-changes.md §5 (Common): dates are shown DD/MM/YYYY and sent YYYY-MM-DD. Every window of
// §5 and §9 (16 to 100 years ago, 0 to 29 days ahead, 5 years back ...) is computed from a given
// `today`, so the form in the browser and the reference API build the same rule, and tests are
// deterministic. An ISO date string compares correctly as text, so windows are plain string
// comparisons once their limits are known. Calendar arithmetic is written out here rather than
// taken from dayjs: the contract's dates reach every page's first script, and dayjs with its
// parsing plugin is 5 kB of it.

/** A calendar day as sent to the server: 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a real calendar day written 'YYYY-MM-DD' ('2027-02-29' is not one). Plain arithmetic:
 * every date of every answer the portal parses goes through here, and a strict dayjs parse cost
 * a dashboard's answers 14 ms of one task.
 */
export function isIsoDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (parts === null) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Ours: the spec fixes the format but not the message. */
export const INVALID_DATE_MESSAGE = MESSAGES.invalidDate;

/**
 * A 'YYYY-MM-DD' string that names a real day. `required` answers a missing or empty value,
 * `invalid` anything else that is not a date.
 */
export function isoDateSchema(
  required: string = INVALID_DATE_MESSAGE,
  invalid: string = INVALID_DATE_MESSAGE,
) {
  return v.pipe(
    v.string(required),
    v.nonEmpty(required),
    v.check((value) => value === '' || isIsoDate(value), invalid),
  );
}

export const IsoDateSchema = isoDateSchema();

/** A day of the calendar; `month` 1-12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The day a `Date` falls on in the local calendar. */
function localDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** { year: 2026, month: 11, day: 22 } -> '2026-11-22'. */
export function isoDateOf({ year, month, day }: CalendarDay): IsoDate {
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/**
 * The day a value names, or null: an ISO date as written (a timestamp's date part, never shifted
 * by the time zone), or a `Date` in the local calendar.
 */
export function calendarDayOf(value: string | Date): CalendarDay | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : localDayOf(value);
  const date = value.slice(0, 10);
  if (!isIsoDate(date) || !/^(?:$|T)/.test(value.slice(10))) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** { year: 2026, month: 11, day: 22 } -> '22/11/2026', the way §5 shows a date. */
export function displayDateOf({ year, month, day }: CalendarDay): string {
  return `${twoDigits(day)}/${twoDigits(month)}/${year}`;
}

const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** '22/11/2026' -> '2026-11-22'; null for anything that is not a real day in that format. */
export function parseDisplayDate(value: string): IsoDate | null {
  const parts = DISPLAY_DATE.exec(value.trim());
  if (parts === null) return null;
  const date = `${parts[3]}-${parts[2]}-${parts[1]}`;
  return isIsoDate(date) ? date : null;
}

/** Today in the browser's (or server's) local calendar, as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): IsoDate {
  return isoDateOf(localDayOf(now));
}

type Unit = 'day' | 'year';

function shift(today: IsoDate, amount: number, unit: Unit): IsoDate {
  const start = isIsoDate(today) ? calendarDayOf(today) : null;
  if (start === null) throw new Error(`'${today}' is not a YYYY-MM-DD date`);
  const { year, month, day } = start;
  if (unit === 'day') {
    // In UTC, where every day is 24 hours long.
    const date = new Date(Date.UTC(year, month - 1, day + amount));
    return isoDateOf({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    });
  }
  // The day of the month is kept where it can be and is otherwise the month's last day, so 16
  // years before 2029-02-28 is 2013-02-28 and one year after 2028-02-29 is 2029-02-28.
  const target = year + amount;
  return isoDateOf({ year: target, month, day: Math.min(day, daysInMonth(target, month)) });
}

export function yearsBefore(today: IsoDate, years: number): IsoDate {
  return shift(today, -years, 'year');
}

export function yearsAfter(today: IsoDate, years: number): IsoDate {
  return shift(today, years, 'year');
}

export function daysBefore(today: IsoDate, days: number): IsoDate {
  return shift(today, -days, 'day');
}

export function daysAfter(today: IsoDate, days: number): IsoDate {
  return shift(today, days, 'day');
}

/** Inclusive limits; either side may be left open. */
export interface DateWindow {
  readonly min?: IsoDate;
  readonly max?: IsoDate;
}

export function isDateBetween(value: IsoDate, { min, max }: DateWindow): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/**
 * A check for a pipe after an ISO date schema: `v.pipe(IsoDateSchema, dateBetween({ min, max,
 * message }))`. Both limits are inclusive: a date of birth exactly 16 years ago is allowed.
 */
export function dateBetween({ min, max, message }: DateWindow & { readonly message: string }) {
  // A value that is not a date has its own message already; this one speaks only of the window.
  return v.check<IsoDate, string>(
    (value) => !isIsoDate(value) || isDateBetween(value, { min, max }),
    message,
  );
}

/** The last `years` years up to and including today: never in the future. */
export function pastYears(today: IsoDate, years: number): Required<DateWindow> {
  return { min: yearsBefore(today, years), max: today };
}

/** Today up to and including `days` days ahead (the effective date: 0 to 29 days). */
export function nextDays(today: IsoDate, days: number): Required<DateWindow> {
  return { min: today, max: daysAfter(today, days) };
}
