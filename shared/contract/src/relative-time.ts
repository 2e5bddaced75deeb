import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import { calendarDayOf } from './dates';
import type { DateInput } from './format';

// Relative times ('in 3 months') come from dayjs: its thresholds and wording, in a module of
// their own so that dayjs stays out of the pages that show none.

dayjs.extend(relativeTime);

/** An ISO date at the start of that day in the local calendar; a `Date` as it is. */
function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  const day = calendarDayOf(value);
  return day ? new Date(day.year, day.month - 1, day.day) : new Date(Number.NaN);
}

/** 'in 3 months', '2 days ago', relative to `now`. */
export function formatRelative(value: DateInput, now: DateInput = new Date()): string {
  return dayjs(toDate(value)).from(dayjs(toDate(now)));
}
