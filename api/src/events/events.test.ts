import { expect, test } from 'vitest';
import { EVENTS_PER_DAY, type CalendarEvent, MESSAGES } from '@portal/contract';
import { createTestApi } from '../test/create-test-api';
import { newSubmission } from '../test/idempotency-key';

// The test clock's seed day is 2026-11-22: the seeded calendar covers November and December.
const api = await createTestApi();
const carDriver = await api.signIn('car.driver');
const vanFleet = await api.signIn('van.fleet');

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  return api.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: { ...newSubmission(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function events(query = '', token = carDriver): Promise<CalendarEvent[]> {
  const response = await call('GET', `/events${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CalendarEvent[] }>().data;
}

const dayOf = (event: CalendarEvent) => event.start_date ?? event.due_date ?? '';

async function createReminder(label = 'Check the tyre pressures') {
  const response = await call('POST', '/events', carDriver, {
    label,
    due_date: '2026-12-01',
    remind_date: '2026-11-28',
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CalendarEvent }>().data;
}

test('events and reminders come soonest first, with more than 3 on one day', async () => {
  const all = await events();

  expect(all.map(dayOf)).toEqual(all.map(dayOf).sort());
  expect(new Set(all.map((event) => event.type))).toEqual(new Set(['event', 'reminder']));
  expect(all.filter((event) => event.start_date?.startsWith('2026-11')).length).toBeGreaterThan(0);
  const busiest = Math.max(
    ...all.map((event) => all.filter((e) => dayOf(e) === dayOf(event)).length),
  );
  expect(busiest).toBeGreaterThan(EVENTS_PER_DAY);
  expect(all.every((event) => event.exists)).toBe(true);
});

test('limit caps the list and min_date starts it, keeping an event still running', async () => {
  const two = await events('?limit=2');
  const fromMid = await events('?min_date=2026-11-15');

  expect(two).toHaveLength(2);
  expect(fromMid.some((event) => event.label === 'Free winter vehicle check')).toBe(true);
  expect(fromMid.every((event) => (event.end_date ?? dayOf(event)) >= '2026-11-15')).toBe(true);
  expect(
    fromMid.some(
      (event) => event.label === 'Direct Debit collection' && dayOf(event) === '2026-11-05',
    ),
  ).toBe(false);
});

test('limit is a whole number from 1 to 100, min_date a date', async () => {
  expect(await events('?limit=1')).toHaveLength(1);
  expect((await call('GET', '/events?limit=100', carDriver)).statusCode).toBe(200);
  for (const limit of ['0', '101', 'ten']) {
    const response = await call('GET', `/events?limit=${limit}`, carDriver);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ limit: [MESSAGES.eventsLimitInvalid] });
  }
  const badDate = await call('GET', '/events?min_date=2026-02-30', carDriver);
  expect(badDate.json().errors).toEqual({ min_date: [MESSAGES.invalidDate] });
});

test('a user sees only their own entries', async () => {
  const mine = new Set((await events()).map((event) => event.id));

  expect((await events('', vanFleet)).some((event) => mine.has(event.id))).toBe(false);
});

test('a new reminder is saved and answered with its id', async () => {
  const created = await createReminder();

  expect(created).toEqual({
    id: expect.any(Number),
    type: 'reminder',
    label: 'Check the tyre pressures',
    description: null,
    read_more: null,
    start_date: null,
    end_date: null,
    due_date: '2026-12-01',
    remind_date: '2026-11-28',
    exists: true,
  });
  expect((await events()).some((event) => event.id === created.id)).toBe(true);
});

test('the reminder form rules: label 1-255, due date required, dates valid', async () => {
  const post = (body: object) =>
    call('POST', '/events', carDriver, { label: 'MOT', due_date: '2026-12-01', ...body });

  expect((await post({ label: '  ' })).json().errors).toEqual({
    label: [MESSAGES.reminderLabelRequired],
  });
  expect((await post({ label: 'x'.repeat(255) })).statusCode).toBe(200);
  expect((await post({ label: 'x'.repeat(256) })).json().errors).toEqual({
    label: [MESSAGES.textTooLong],
  });
  expect((await post({ due_date: '' })).json().errors).toEqual({
    due_date: [MESSAGES.reminderDueDateRequired],
  });
  expect((await post({ due_date: '2026-02-29' })).json().errors).toEqual({
    due_date: [MESSAGES.invalidDate],
  });
  expect((await post({ remind_date: '31/12/2026' })).json().errors).toEqual({
    remind_date: [MESSAGES.invalidDate],
  });
  // An emptied reminder date is no reminder date.
  const withoutRemind = await post({ remind_date: '' });
  expect(withoutRemind.json().data.remind_date).toBeNull();
});

test('updating a reminder answers it as saved; the form rules apply', async () => {
  const { id } = await createReminder();

  const response = await call('PUT', `/events/${id}`, carDriver, {
    label: 'Check the tyre pressures and tread',
    due_date: '2026-12-02',
    remind_date: null,
  });
  const invalid = await call('PUT', `/events/${id}`, carDriver, {
    label: '',
    due_date: '2026-12-02',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({
    id,
    label: 'Check the tyre pressures and tread',
    due_date: '2026-12-02',
    remind_date: null,
  });
  expect(invalid.statusCode).toBe(422);
  expect(invalid.json().errors).toEqual({ label: [MESSAGES.reminderLabelRequired] });
});

test('an event from us cannot be changed or deleted: 403', async () => {
  const event = (await events()).find((entry) => entry.type === 'event');

  const put = await call('PUT', `/events/${event?.id}`, carDriver, {
    label: 'Mine',
    due_date: '2026-12-01',
  });
  const remove = await call('DELETE', `/events/${event?.id}`, carDriver);

  expect(put.statusCode).toBe(403);
  expect(put.json()).toEqual({ message: MESSAGES.eventNotEditable });
  expect(remove.statusCode).toBe(403);
});

test('deleting a reminder removes it', async () => {
  const { id } = await createReminder('Delete me');

  const response = await call('DELETE', `/events/${id}`, carDriver);

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBeNull();
  expect((await events()).some((event) => event.id === id)).toBe(false);
  expect((await call('DELETE', `/events/${id}`, carDriver)).statusCode).toBe(404);
});

test("another user's reminder answers 404 to update and delete", async () => {
  const { id } = await createReminder('Sarah only');

  const put = await call('PUT', `/events/${id}`, vanFleet, {
    label: 'Mine now',
    due_date: '2026-12-01',
  });
  const remove = await call('DELETE', `/events/${id}`, vanFleet);

  expect(put.statusCode).toBe(404);
  expect(put.json()).toEqual({ message: MESSAGES.notFound });
  expect(remove.statusCode).toBe(404);
  expect((await events()).find((event) => event.id === id)?.label).toBe('Sarah only');
});

test('without a token every call answers 401', async () => {
  const body = { label: 'MOT', due_date: '2026-12-01' };
  for (const response of [
    await call('GET', '/events'),
    await call('POST', '/events', undefined, body),
    await call('PUT', '/events/1', undefined, body),
    await call('DELETE', '/events/1'),
  ]) {
    expect(response.statusCode).toBe(401);
  }
});
