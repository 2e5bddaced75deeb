// Contract-valid calendar entries for the events screen's tests (portal.md §3 "Reminder /
// Event"), parsed with the contract's schema, on a fixed today: Sunday 22 November 2026.
import * as v from 'valibot';
import { EventSchema, type CalendarEvent } from '@portal/contract';
import { vi } from 'vitest';

export const TODAY = '2026-11-22';

/** The screen's 'today' is the browser's: only the clock is faked, timers run as usual. */
export function fixToday(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 0));
}

export function entry(overrides: Partial<v.InferInput<typeof EventSchema>> = {}): CalendarEvent {
  return v.parse(EventSchema, {
    id: 1,
    type: 'event',
    label: 'Direct Debit collection',
    ...overrides,
  });
}

export function reminder(overrides: Partial<v.InferInput<typeof EventSchema>> = {}): CalendarEvent {
  return entry({
    id: 50,
    type: 'reminder',
    label: 'Buy screenwash and de-icer',
    due_date: '2026-11-27',
    remind_date: '2026-11-25',
    ...overrides,
  });
}

export const DIRECT_DEBIT = entry({
  id: 1,
  start_date: '2026-11-05',
  end_date: '2026-11-05',
  description: 'Your monthly instalment of £58.95 is collected from your account ending 4821.',
  read_more: '/policies/101/payments/direct-debit',
});

export const WINTER_CHECK = entry({
  id: 2,
  label: 'Free winter vehicle check',
  start_date: '2026-11-10',
  end_date: '2026-11-12',
  description: 'A free 20-point winter check of tyres, lights, battery and wipers.',
  read_more: 'https://www.northway.example/benefits/winter-check',
});

export const SERVICE = reminder({
  id: 51,
  label: 'Book the MX-5 in for a service',
  due_date: '2026-11-18',
  remind_date: '2026-11-11',
});

export const SCREENWASH = reminder();
