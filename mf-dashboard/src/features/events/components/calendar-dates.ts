import type { CalendarEvent, IsoDate } from '@portal/contract';
import dayjs from 'dayjs';

// The calendar's date maths (portal.md §2 "Reminder manager and calendar", §9): months of the
// years on offer, weeks Monday first, and the day or days each entry is on.

/** A month of a year; `month` counts from 0 (January) as Date and dayjs do. */
export interface Month {
  readonly year: number;
  readonly month: number;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

function startOf({ year, month }: Month) {
  return dayjs(new Date(year, month, 1));
}

export function monthOf(date: IsoDate): Month {
  const [year = 1970, month = 1] = date.split('-').map(Number);
  return { year, month: month - 1 };
}

export function addMonths(shown: Month, months: number): Month {
  const moved = startOf(shown).add(months, 'month');
  return { year: moved.year(), month: moved.month() };
}

/** Months compare as numbers: 2026 * 12 + 10 for November 2026. */
export function monthIndex({ year, month }: Month): number {
  return year * 12 + month;
}

export function monthTitle({ year, month }: Month): string {
  return `${MONTH_NAMES[month] ?? ''} ${year}`;
}

export function firstDayOf(shown: Month): IsoDate {
  return startOf(shown).format('YYYY-MM-DD');
}

export function lastDayOf(shown: Month): IsoDate {
  return startOf(shown).endOf('month').format('YYYY-MM-DD');
}

/** The month's weeks, Monday first; null for the days of the months either side. */
export function weeksOf(shown: Month): (IsoDate | null)[][] {
  const first = startOf(shown);
  // dayjs counts Sunday as 0: Monday-first puts Sunday last.
  const leading = (first.day() + 6) % 7;
  const days: (IsoDate | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 0; day < first.daysInMonth(); day += 1) {
    days.push(first.add(day, 'day').format('YYYY-MM-DD'));
  }
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** 'Monday 14 December 2026': a day cell's accessible name. */
export function longDay(date: IsoDate): string {
  return dayjs(date).format('dddd D MMMM YYYY');
}

/** The days an entry covers: an event's span, a reminder's due date. */
export function spanOf(entry: CalendarEvent): readonly [IsoDate, IsoDate] | null {
  const start = entry.start_date ?? entry.due_date;
  if (!start) return null;
  const end = entry.end_date && entry.end_date > start ? entry.end_date : start;
  return [start, end];
}

/** Each day of `shown` that has entries, with them in the order given (soonest first). */
export function entriesByDay(
  entries: readonly CalendarEvent[],
  shown: Month,
): ReadonlyMap<IsoDate, CalendarEvent[]> {
  const from = firstDayOf(shown);
  const to = lastDayOf(shown);
  const byDay = new Map<IsoDate, CalendarEvent[]>();
  for (const entry of entries) {
    const span = spanOf(entry);
    if (!span || span[1] < from || span[0] > to) continue;
    // A running event shows on each of its days within the month.
    let day = dayjs(span[0] < from ? from : span[0]);
    const last = span[1] > to ? to : span[1];
    while (day.format('YYYY-MM-DD') <= last) {
      const key = day.format('YYYY-MM-DD');
      byDay.set(key, [...(byDay.get(key) ?? []), entry]);
      day = day.add(1, 'day');
    }
  }
  return byDay;
}

/** portal.md §2: mobile and tablet show labels of at most 20 characters. */
export const COMPACT_LABEL_LENGTH = 20;

export function truncateLabel(label: string, length = COMPACT_LABEL_LENGTH): string {
  return label.length <= length ? label : `${label.slice(0, length).trimEnd()}…`;
}
