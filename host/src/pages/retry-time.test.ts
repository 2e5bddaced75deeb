import { expect, test } from 'vitest';
import { parseRetryAfter, relativeWait, retryMessage } from './retry-time';

// Local times: the page shows the user's own clock.
const NOW = new Date(2026, 5, 3, 14, 27, 0);

test('retry_after is read as whole seconds', () => {
  expect(parseRetryAfter('300')).toBe(300);
  expect(parseRetryAfter('0')).toBe(0);
  expect(parseRetryAfter(' 60 ')).toBe(60);
});

test('a missing or malformed retry_after gives no time', () => {
  expect(parseRetryAfter(null)).toBeNull();
  expect(parseRetryAfter(undefined)).toBeNull();
  expect(parseRetryAfter('')).toBeNull();
  expect(parseRetryAfter('-5')).toBeNull();
  expect(parseRetryAfter('1.5')).toBeNull();
  expect(parseRetryAfter('soon')).toBeNull();
  expect(parseRetryAfter('Wed, 03 Jun 2026 14:32:00 GMT')).toBeNull();
});

test('the wait is put in words on either side of a minute and of an hour', () => {
  expect(relativeWait(0)).toBe('in less than a minute');
  expect(relativeWait(59)).toBe('in less than a minute');
  expect(relativeWait(60)).toBe('in about 1 minute');
  expect(relativeWait(300)).toBe('in about 5 minutes');
  expect(relativeWait(3569)).toBe('in about 59 minutes');
  expect(relativeWait(3570)).toBe('in about 1 hour');
  expect(relativeWait(7200)).toBe('in about 2 hours');
});

test('the time to try again is now plus retry_after, on the 24-hour clock', () => {
  expect(retryMessage(300, NOW)).toBe('Please try again after 14:32 (in about 5 minutes).');
  expect(retryMessage(0, NOW)).toBe('Please try again after 14:27 (in less than a minute).');
});

test('a time between minutes is rounded up, never shown too early', () => {
  expect(retryMessage(301, NOW)).toBe('Please try again after 14:33 (in about 5 minutes).');
  expect(retryMessage(359, NOW)).toBe('Please try again after 14:33 (in about 6 minutes).');
  expect(retryMessage(360, NOW)).toBe('Please try again after 14:33 (in about 6 minutes).');
});

test('a time after midnight also names the day', () => {
  const lateEvening = new Date(2026, 5, 3, 23, 55, 0);
  expect(retryMessage(240, lateEvening)).toBe('Please try again after 23:59 (in about 4 minutes).');
  expect(retryMessage(600, lateEvening)).toBe(
    'Please try again after 00:05 on 4th Jun 2026 (in about 10 minutes).',
  );
});
