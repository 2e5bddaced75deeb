import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { expect, test } from 'vitest';
import {
  attributeName,
  formatAddress,
  formatDate,
  formatLongDate,
  formatMileage,
  formatMoney,
  fromDisplayDate,
  toIsoDate,
} from './format';
import { formatRelative } from './relative-time';

dayjs.extend(advancedFormat);
dayjs.extend(customParseFormat);

test('dates show as DD/MM/YYYY and Do MMM YYYY', () => {
  expect(formatDate('2026-03-07')).toBe('07/03/2026');
  expect(formatLongDate('2026-03-01')).toBe('1st Mar 2026');
  expect(formatLongDate('2026-11-22')).toBe('22nd Nov 2026');
  expect(formatLongDate('2026-11-13')).toBe('13th Nov 2026');
  expect(formatDate('')).toBe('');
  expect(formatDate('not a date')).toBe('');
  expect(formatDate('2026-02-30')).toBe('');
  expect(formatDate(null)).toBe('');
  expect(formatLongDate(new Date(Number.NaN))).toBe('');
});

test('a timestamp shows its own calendar day, and a Date its local one', () => {
  expect(formatDate('2026-11-22T23:30:00Z')).toBe('22/11/2026');
  expect(formatLongDate('2026-11-22T00:15:00+02:00')).toBe('22nd Nov 2026');
  expect(formatDate('2026-11-22X')).toBe('');
  expect(formatLongDate(new Date(2026, 0, 31, 23, 59))).toBe('31st Jan 2026');
});

test('every day from 1999 to 2031 reads as dayjs writes it', () => {
  for (let date = dayjs('1999-01-01'); date.year() < 2032; date = date.add(1, 'day')) {
    const iso = date.format('YYYY-MM-DD');
    expect(formatDate(iso)).toBe(date.format('DD/MM/YYYY'));
    expect(formatLongDate(iso)).toBe(date.format('Do MMM YYYY'));
    expect(formatLongDate(date.toDate())).toBe(date.format('Do MMM YYYY'));
    expect(toIsoDate(date.toDate())).toBe(iso);
    expect(fromDisplayDate(date.format('DD/MM/YYYY'))).toBe(iso);
    expect(fromDisplayDate(date.format('DD/MM/YY'))).toBe(
      dayjs(date.format('DD/MM/YY'), 'DD/MM/YY', true).format('YYYY-MM-DD'),
    );
  }
});

test('dates go to the server as YYYY-MM-DD, from the DD/MM/YYYY and DD/MM/YY inputs', () => {
  expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  expect(fromDisplayDate('05/01/2026')).toBe('2026-01-05');
  expect(fromDisplayDate('05/01/26')).toBe('2026-01-05');
  expect(fromDisplayDate('31/02/2026')).toBeNull();
  expect(fromDisplayDate('2026-01-05')).toBeNull();
  expect(fromDisplayDate(' 29/02/28 ')).toBe('2028-02-29');
  expect(fromDisplayDate('29/02/27')).toBeNull();
  expect(fromDisplayDate('01/01/68')).toBe('2068-01-01');
  expect(fromDisplayDate('01/01/69')).toBe('1969-01-01');
  expect(fromDisplayDate('1/01/2026')).toBeNull();
  expect(fromDisplayDate('01/01/202')).toBeNull();
});

test('relative time reads naturally', () => {
  expect(formatRelative('2027-02-22', '2026-11-22')).toBe('in 3 months');
  expect(formatRelative('2026-11-20', '2026-11-22')).toBe('2 days ago');
});

test('money is pounds with 2 decimals and separators; mileage has none', () => {
  expect(formatMoney(1234.5)).toBe('£1,234.50');
  expect(formatMoney(0)).toBe('£0.00');
  expect(formatMoney(1250000)).toBe('£1,250,000.00');
  expect(formatMileage(12000)).toBe('12,000');
  expect(formatMileage(8999.6)).toBe('9,000');
});

test('money and mileage read as en-GB formats them, for every sign and size', () => {
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
  const values = [
    0, 0.004, 0.005, 0.125, 1.005, 9.995, 12.3, 999.999, 1000, 123456.78, 1e9, 1234567.891,
  ];
  for (const value of [...values, ...values.map((v) => -v)]) {
    // Intl writes '-£0.00' for a negative that rounds to nothing; the portal shows '£0.00'.
    const expected = money.format(value).replace(/^-£0\.00$/, '£0.00');
    expect(formatMoney(value), String(value)).toBe(expected);
    expect(formatMileage(value), String(value)).toBe(whole.format(value).replace(/^-0$/, '0'));
  }
});

test('address lines are joined, blank parts skipped', () => {
  expect(
    formatAddress({
      line_one: '12 High Street',
      line_two: ' ',
      line_three: null,
      town: 'Leeds',
      county: '',
      postcode: 'LS1 4AB',
    }),
  ).toBe('12 High Street, Leeds, LS1 4AB');
});

test('attribute names show dots and underscores as spaces', () => {
  expect(attributeName('meta.first_name')).toBe('meta first name');
  expect(attributeName('vehicle.has_reg_number')).toBe('vehicle has reg number');
});
