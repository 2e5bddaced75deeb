import dayjs from 'dayjs';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  dateBetween,
  daysAfter,
  daysBefore,
  isIsoDate,
  isoDateSchema,
  IsoDateSchema,
  isDateBetween,
  nextDays,
  parseDisplayDate,
  pastYears,
  todayIso,
  yearsAfter,
  yearsBefore,
} from './dates';
import { MESSAGES } from './messages';
import { validate } from './validation';

test('an ISO date must be a real calendar day written YYYY-MM-DD', () => {
  expect(isIsoDate('2028-02-29')).toBe(true);
  expect(isIsoDate('2027-02-29')).toBe(false);
  expect(isIsoDate('2026-13-01')).toBe(false);
  expect(isIsoDate('2026-11-31')).toBe(false);
  expect(isIsoDate('2026-1-05')).toBe(false);
  expect(isIsoDate('22/11/2026')).toBe(false);
  expect(isIsoDate('2026-11-22T00:00:00Z')).toBe(false);
  expect(isIsoDate('2026-00-10')).toBe(false);
  expect(isIsoDate('2026-04-00')).toBe(false);
});

test('an ISO date check agrees with the calendar on every day of a leap-year cycle', () => {
  for (const year of [1900, 2000, 2024, 2025, 2026, 2027, 2028, 2100]) {
    for (let month = 1; month <= 12; month += 1) {
      for (let day = 1; day <= 32; day += 1) {
        const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const real = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
        expect(isIsoDate(value), value).toBe(real);
      }
    }
  }
});

test('the ISO date schema answers anything else with its message', () => {
  expect(validate(IsoDateSchema, '2026-11-22')).toEqual({ success: true, output: '2026-11-22' });
  for (const input of ['2027-02-29', '', undefined, 20261122]) {
    const result = validate(IsoDateSchema, input);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.fields['']).toEqual([MESSAGES.invalidDate]);
  }
});

test('a missing date and a wrong one can be worded apart, and each gets one message', () => {
  const schema = v.pipe(
    isoDateSchema('Please provide the date', MESSAGES.invalidDate),
    dateBetween({ min: '2026-01-01', message: 'Too early' }),
  );
  const messages = (input: unknown) => {
    const result = validate(schema, input);
    return result.success ? [] : result.error.fields[''];
  };
  expect(messages('')).toEqual(['Please provide the date']);
  expect(messages(undefined)).toEqual(['Please provide the date']);
  expect(messages('2026-02-30')).toEqual([MESSAGES.invalidDate]);
  expect(messages('2025-12-31')).toEqual(['Too early']);
  expect(messages('2026-01-01')).toEqual([]);
});

test('a display date DD/MM/YYYY becomes the ISO date, and only a real day does', () => {
  expect(parseDisplayDate('22/11/2026')).toBe('2026-11-22');
  expect(parseDisplayDate(' 29/02/2028 ')).toBe('2028-02-29');
  expect(parseDisplayDate('29/02/2027')).toBeNull();
  expect(parseDisplayDate('31/04/2026')).toBeNull();
  expect(parseDisplayDate('2026-11-22')).toBeNull();
  expect(parseDisplayDate('22/11/26')).toBeNull();
  expect(parseDisplayDate('')).toBeNull();
});

test('today is the local calendar day', () => {
  expect(todayIso(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  expect(isIsoDate(todayIso())).toBe(true);
});

test('years before and after keep the day, or take the end of February', () => {
  expect(yearsBefore('2026-11-22', 16)).toBe('2010-11-22');
  expect(yearsBefore('2028-02-29', 16)).toBe('2012-02-29');
  expect(yearsBefore('2028-02-29', 17)).toBe('2011-02-28');
  expect(yearsBefore('2029-02-28', 17)).toBe('2012-02-28');
  expect(yearsAfter('2028-02-29', 1)).toBe('2029-02-28');
});

test('days before and after cross months and years', () => {
  expect(daysAfter('2026-11-22', 29)).toBe('2026-12-21');
  expect(daysAfter('2026-12-20', 29)).toBe('2027-01-18');
  expect(daysBefore('2026-03-05', 10)).toBe('2026-02-23');
  expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
});

test('every day from 1999 to 2031 shifts, parses and reads as dayjs does it', () => {
  for (let date = dayjs('1999-01-01'); date.year() < 2032; date = date.add(1, 'day')) {
    const iso = date.format('YYYY-MM-DD');
    expect(parseDisplayDate(date.format('DD/MM/YYYY'))).toBe(iso);
    expect(todayIso(date.hour(23).minute(59).toDate())).toBe(iso);
    for (const years of [1, 16, 17, 100]) {
      expect(yearsBefore(iso, years)).toBe(date.subtract(years, 'year').format('YYYY-MM-DD'));
      expect(yearsAfter(iso, years)).toBe(date.add(years, 'year').format('YYYY-MM-DD'));
    }
    for (const days of [1, 29, 40, 366]) {
      expect(daysBefore(iso, days)).toBe(date.subtract(days, 'day').format('YYYY-MM-DD'));
      expect(daysAfter(iso, days)).toBe(date.add(days, 'day').format('YYYY-MM-DD'));
    }
  }
});

test('a window needs a real today', () => {
  expect(() => yearsBefore('22/11/2026', 16)).toThrow();
});

test('windows include both of their limits', () => {
  expect(pastYears('2026-11-22', 5)).toEqual({ min: '2021-11-22', max: '2026-11-22' });
  expect(nextDays('2026-11-22', 29)).toEqual({ min: '2026-11-22', max: '2026-12-21' });
  const window = { min: '2021-11-22', max: '2026-11-22' };
  expect(isDateBetween('2021-11-22', window)).toBe(true);
  expect(isDateBetween('2021-11-21', window)).toBe(false);
  expect(isDateBetween('2026-11-22', window)).toBe(true);
  expect(isDateBetween('2026-11-23', window)).toBe(false);
  expect(isDateBetween('1900-01-01', { max: '2026-11-22' })).toBe(true);
});

test('dateBetween reports its message at both sides of each limit', () => {
  const message = 'Please choose a date in the window.';
  const schema = v.pipe(IsoDateSchema, dateBetween({ ...nextDays('2026-11-22', 29), message }));
  expect(validate(schema, '2026-11-22').success).toBe(true);
  expect(validate(schema, '2026-12-21').success).toBe(true);
  for (const outside of ['2026-11-21', '2026-12-22']) {
    const result = validate(schema, outside);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.fields['']).toEqual([message]);
  }
});
