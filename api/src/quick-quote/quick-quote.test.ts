import { expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createTestApi } from '../test/create-test-api';
import { newSubmission } from '../test/idempotency-key';
import { ukDateTime } from './routes';

// The test clock starts at 09:30 in London on Sunday 22 November 2026.
const api = await createTestApi();
let carDriver = await api.signIn('car.driver');

function request(body: object, token: string | null = carDriver) {
  return api.app.inject({
    method: 'POST',
    url: '/api/quote-callback',
    payload: body,
    headers: { ...newSubmission(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function errorsFor(datetime: unknown, type: unknown = 'car') {
  const response = await request({ type, datetime });
  expect(response.statusCode).toBe(422);
  return response.json().errors;
}

test('a callback as soon as possible is stored and answered with a message', async () => {
  const response = await request({ type: 'car', datetime: null });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(
    'Thank you. One of our team will call you on 07700 900123 as soon as possible.',
  );
  expect(
    await api.context.db.get('SELECT type, callback_at FROM quote_callbacks ORDER BY id DESC'),
  ).toEqual({ type: 'car', callback_at: null });
});

test('a callback at a time is stored and the message names the time', async () => {
  const response = await request({ type: 'home', datetime: '2026-11-23T09:00' });

  expect(response.json().data).toBe(
    'Thank you. One of our team will call you on 07700 900123 on Monday 23rd November at 9:00am.',
  );
  expect(
    (
      await api.context.db.get<{ callback_at: string | null }>(
        'SELECT callback_at FROM quote_callbacks ORDER BY id DESC',
      )
    )?.callback_at,
  ).toBe('2026-11-23T09:00');
});

test('the type is required and must be one of the option list', async () => {
  expect(await errorsFor(null, '')).toEqual({ type: [MESSAGES.quickQuoteTypeRequired] });
  expect(await errorsFor(null, 'boat')).toEqual({ type: [MESSAGES.quickQuoteTypeRequired] });
});

test('a time is required unless ASAP, and must be a date and time', async () => {
  expect(await errorsFor('')).toEqual({ datetime: [MESSAGES.callbackTimeRequired] });
  expect(await errorsFor(undefined)).toEqual({ datetime: [MESSAGES.callbackTimeRequired] });
  expect(await errorsFor('2026-11-23 9am')).toEqual({ datetime: [MESSAGES.callbackTimeInvalid] });
});

test('the day is from today to 7 days ahead', async () => {
  expect((await request({ type: 'car', datetime: '2026-11-29T16:45' })).statusCode).toBe(200);
  expect(await errorsFor('2026-11-30T09:00')).toEqual({
    datetime: [MESSAGES.callbackDateOutOfRange],
  });
  expect(await errorsFor('2026-11-21T16:45')).toEqual({
    datetime: [MESSAGES.callbackDateOutOfRange],
  });
});

test('the time is 09:00 to 16:45 in 15-minute steps, and not gone by', async () => {
  expect(await errorsFor('2026-11-23T08:45')).toEqual({
    datetime: [MESSAGES.callbackHoursOutOfRange],
  });
  expect((await request({ type: 'car', datetime: '2026-11-23T16:45' })).statusCode).toBe(200);
  expect(await errorsFor('2026-11-23T17:00')).toEqual({
    datetime: [MESSAGES.callbackHoursOutOfRange],
  });
  expect(await errorsFor('2026-11-23T09:10')).toEqual({
    datetime: [MESSAGES.callbackMinutesInvalid],
  });
  // Now is 09:30: that slot has gone, the next one has not.
  expect(await errorsFor('2026-11-22T09:30')).toEqual({ datetime: [MESSAGES.callbackTimePassed] });
  expect((await request({ type: 'car', datetime: '2026-11-22T09:45' })).statusCode).toBe(200);
});

test('without a token the call answers 401', async () => {
  const response = await request({ type: 'car', datetime: null }, null);

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
});

test('the window is in UK time, summer time included', async () => {
  expect(ukDateTime(new Date('2027-07-01T08:50:00Z'))).toBe('2027-07-01T09:50');
  api.clock.set('2027-07-01T08:50:00Z');
  carDriver = await api.signIn('car.driver');

  expect(await errorsFor('2027-07-01T09:45')).toEqual({ datetime: [MESSAGES.callbackTimePassed] });
  expect((await request({ type: 'car', datetime: '2027-07-01T10:00' })).statusCode).toBe(200);
});
