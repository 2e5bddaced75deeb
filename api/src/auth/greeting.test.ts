import { expect, test } from 'vitest';
import { greetingFor } from './greeting';

test('the greeting follows the time of day in the UK, at each boundary', () => {
  // November: UK time is UTC.
  expect(greetingFor('Sarah', new Date('2026-11-22T04:59:59Z'))).toBe('Good evening, Sarah');
  expect(greetingFor('Sarah', new Date('2026-11-22T05:00:00Z'))).toBe('Good morning, Sarah');
  expect(greetingFor('Sarah', new Date('2026-11-22T11:59:59Z'))).toBe('Good morning, Sarah');
  expect(greetingFor('Sarah', new Date('2026-11-22T12:00:00Z'))).toBe('Good afternoon, Sarah');
  expect(greetingFor('Sarah', new Date('2026-11-22T17:59:59Z'))).toBe('Good afternoon, Sarah');
  expect(greetingFor('Sarah', new Date('2026-11-22T18:00:00Z'))).toBe('Good evening, Sarah');
});

test('in summer the UK hour is an hour ahead of UTC', () => {
  expect(greetingFor('Priya', new Date('2026-07-01T10:59:59Z'))).toBe('Good morning, Priya');
  expect(greetingFor('Priya', new Date('2026-07-01T11:00:00Z'))).toBe('Good afternoon, Priya');
});

test('without a first name the greeting stands alone', () => {
  expect(greetingFor('  ', new Date('2026-11-22T09:00:00Z'))).toBe('Good morning');
});
