import { expect, test } from 'vitest';
import {
  attributeName,
  formatAddress,
  formatDate,
  formatLongDate,
  formatMileage,
  formatMoney,
  formatRelative,
  fromDisplayDate,
  toIsoDate,
} from './format';

test('dates show as DD/MM/YYYY and Do MMM YYYY', () => {
  expect(formatDate('2026-03-07')).toBe('07/03/2026');
  expect(formatLongDate('2026-03-01')).toBe('1st Mar 2026');
  expect(formatLongDate('2026-11-22')).toBe('22nd Nov 2026');
  expect(formatLongDate('2026-11-13')).toBe('13th Nov 2026');
  expect(formatDate('')).toBe('');
  expect(formatDate('not a date')).toBe('');
});

test('dates go to the server as YYYY-MM-DD, from the DD/MM/YYYY and DD/MM/YY inputs', () => {
  expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  expect(fromDisplayDate('05/01/2026')).toBe('2026-01-05');
  expect(fromDisplayDate('05/01/26')).toBe('2026-01-05');
  expect(fromDisplayDate('31/02/2026')).toBeNull();
  expect(fromDisplayDate('2026-01-05')).toBeNull();
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
