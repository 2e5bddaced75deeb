// @vitest-environment jsdom
import { endpoints, getRoute, MESSAGES, type CalendarEvent } from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  reply,
  setScreenWidth,
  type Answer,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { EventsScreen } from './events-screen';
import { DIRECT_DEBIT, entry, fixToday, SCREENWASH, SERVICE, WINTER_CHECK } from './test-events';

// The calendar at /events (portal.md §2 "Reminder manager and calendar", §9): month and year
// chosen, at most 3 entries a day, an entry's detail with Read more. Today is 22 November 2026.

beforeEach(() => {
  fixToday();
  setScreenWidth(1280);
});
afterEach(() => vi.useRealTimers());

function setUp(months: Answer<typeof endpoints.getEvents> = [DIRECT_DEBIT, WINTER_CHECK, SERVICE]) {
  const network = createFakeNetwork().on(endpoints.getEvents, (request) =>
    // The reminder table asks from the start of the year; the calendar from the month's first day.
    request.query.min_date === '2026-01-01'
      ? [SERVICE, SCREENWASH]
      : typeof months === 'function'
        ? months(request)
        : months,
  );
  return renderWithPortal(<EventsScreen title={getRoute('events').title} />, {
    network,
    signedIn: true,
  });
}

function day(name: string) {
  return screen.getByRole('cell', { name: new RegExp(`^${name}`) });
}

function monthCalls(network: ReturnType<typeof setUp>['network']) {
  return network
    .callsTo(endpoints.getEvents)
    .map((call) => call.query.min_date)
    .filter((date) => date !== '2026-01-01');
}

test('the calendar opens at this month, its days named in full, the entries on their days', async () => {
  const { network } = setUp();

  expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toHaveAttribute(
    'aria-live',
    'polite',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Your calendar' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'November 2026' })).toBeInTheDocument();
  expect(within(day('Thursday 5 November 2026')).getByRole('button')).toHaveTextContent(
    'Direct Debit collection',
  );
  // A running event shows on each of its days.
  for (const date of ['Tuesday 10', 'Wednesday 11', 'Thursday 12']) {
    expect(within(day(`${date} November 2026`)).getByRole('button')).toHaveTextContent(
      'Free winter vehicle check',
    );
  }
  expect(within(day('Friday 13 November 2026')).queryByRole('button')).toBeNull();
  expect(day('Sunday 22 November 2026')).toHaveAttribute('aria-current', 'date');
  expect(network.callsTo(endpoints.getEvents)[0]?.query).toEqual({
    limit: '100',
    min_date: '2026-11-01',
  });
});

test('the years offered are last year, this year and next year', async () => {
  setUp();

  const year = await screen.findByRole('combobox', { name: 'Year' });

  expect(
    within(year)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['2025', '2026', '2027']);
  expect(year).toHaveValue('2026');
  expect(
    within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option'),
  ).toHaveLength(12);
});

test('user can step month by month, and choose a month and a year', async () => {
  const { user, network } = setUp();
  await screen.findByRole('table', { name: 'November 2026' });

  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  expect(screen.getByRole('heading', { level: 2, name: 'October 2026' })).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2027');

  expect(await screen.findByRole('table', { name: 'March 2027' })).toBeInTheDocument();
  expect(day('Monday 1 March 2027')).toBeInTheDocument();
  expect(monthCalls(network)).toEqual([
    '2026-11-01',
    '2026-12-01',
    '2026-10-01',
    '2026-03-01',
    '2027-03-01',
  ]);
});

test('the months stop at January last year and December next year', async () => {
  const { user } = setUp();
  await screen.findByRole('table', { name: 'November 2026' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February');
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  expect(screen.getByRole('heading', { level: 2, name: 'January 2025' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2027');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'November');
  expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(screen.getByRole('heading', { level: 2, name: 'December 2027' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
});

const busyDay = (count: number): CalendarEvent[] =>
  Array.from({ length: count }, (_, index) =>
    entry({ id: 10 + index, label: `Entry ${index + 1}`, start_date: '2026-11-14' }),
  );

test('a day shows 3 entries with no view more', async () => {
  setUp(busyDay(3));

  await screen.findByRole('table', { name: 'November 2026' });
  const cell = day('Saturday 14 November 2026');

  expect(
    within(cell)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Entry 1', 'Entry 2', 'Entry 3']);
});

test('a day with 4 entries shows 3, and view more shows the rest', async () => {
  const { user } = setUp(busyDay(4));
  await screen.findByRole('table', { name: 'November 2026' });
  const cell = day('Saturday 14 November 2026');
  expect(within(cell).queryByRole('button', { name: 'Entry 4' })).toBeNull();

  await user.click(within(cell).getByRole('button', { name: 'view more' }));

  expect(within(cell).getByRole('button', { name: 'Entry 4' })).toBeInTheDocument();
  await user.click(within(cell).getByRole('button', { name: 'view less' }));
  expect(within(cell).queryByRole('button', { name: 'Entry 4' })).toBeNull();
});

test('user can open an event and Read more goes to the page of the portal it names', async () => {
  const { user, navigate } = setUp();
  await screen.findByRole('table', { name: 'November 2026' });

  await user.click(within(day('Thursday 5 November 2026')).getByRole('button'));

  const dialog = await screen.findByRole('dialog', { name: 'Direct Debit collection' });
  expect(dialog).toHaveTextContent('5th Nov 2026');
  expect(dialog).toHaveTextContent(DIRECT_DEBIT.description ?? '');
  await user.click(within(dialog).getByRole('link', { name: 'Read more' }));
  expect(navigate).toHaveBeenCalledWith('/policies/101/payments/direct-debit');
});

test('Read more to another site opens in a new tab; an entry without a link has none', async () => {
  const { user } = setUp();
  await screen.findByRole('table', { name: 'November 2026' });

  await user.click(within(day('Wednesday 11 November 2026')).getByRole('button'));
  const dialog = await screen.findByRole('dialog', { name: 'Free winter vehicle check' });
  expect(dialog).toHaveTextContent('10th Nov 2026 to 12th Nov 2026');
  const link = within(dialog).getByRole('link', { name: 'Read more (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://www.northway.example/benefits/winter-check');
  expect(link).toHaveAttribute('target', '_blank');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(within(day('Wednesday 18 November 2026')).getByRole('button'));
  const reminderDialog = await screen.findByRole('dialog', { name: SERVICE.label });
  expect(reminderDialog).toHaveTextContent('Remind me on 11th Nov 2026');
  expect(within(reminderDialog).queryByRole('link', { name: /Read more/ })).toBeNull();
});

test('a skeleton shows while the month loads', async () => {
  const answer = deferred<CalendarEvent[]>();
  setUp(() => answer.promise);

  expect(await screen.findByRole('status', { name: 'Loading your calendar' })).toBeInTheDocument();
  answer.resolve([DIRECT_DEBIT]);
  expect(await screen.findByRole('table', { name: 'November 2026' })).toBeInTheDocument();
});

test('a month that fails to load says so with Retry, which loads it again', async () => {
  let calls = 0;
  const { user } = setUp(() => (++calls === 1 ? reply.error(500, {}) : [DIRECT_DEBIT]));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your calendar could not be loaded');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('table', { name: 'November 2026' })).toBeInTheDocument();
});

test('a month of more than 100 entries is asked for page by page, from the last day given', async () => {
  // 100 entries, 5 a day from the 1st to the 20th: a full page, so there may be more.
  const full = Array.from({ length: 100 }, (_, index) =>
    entry({
      id: 100 + index,
      label: `Entry ${index + 1}`,
      start_date: `2026-11-${String(Math.floor(index / 5) + 1).padStart(2, '0')}`,
    }),
  );
  const later = entry({ id: 300, label: 'Later on', start_date: '2026-11-25' });
  const { network } = setUp((request) =>
    request.query.min_date === '2026-11-01' ? full : [...full.slice(95), later],
  );

  await screen.findByRole('table', { name: 'November 2026' });

  expect(within(day('Wednesday 25 November 2026')).getByRole('button')).toHaveTextContent(
    'Later on',
  );
  expect(monthCalls(network)).toEqual(['2026-11-01', '2026-11-20']);
  expect(within(day('Friday 20 November 2026')).getAllByRole('button')).toHaveLength(4);
});

test('on a phone a day shows dots; the next busy day is listed under the month, at 20 characters', async () => {
  setScreenWidth(375);
  const { user } = setUp([DIRECT_DEBIT, WINTER_CHECK, SERVICE, SCREENWASH]);
  await screen.findByRole('table', { name: 'November 2026' });

  // No label is squeezed into a day: a day with entries is a button that says how many.
  expect(within(day('Thursday 5 November 2026')).getByRole('button')).toHaveAccessibleName(
    'Thursday 5 November 2026, 1 entry',
  );
  expect(screen.queryByText(/^Fre/)).toBeNull();
  expect(within(day('Friday 13 November 2026')).queryByRole('button')).toBeNull();

  // From today (the 22nd), the next day with something on it.
  const agenda = screen.getByRole('region', { name: 'Friday 27 November 2026' });
  expect(within(agenda).getByRole('button')).toHaveAccessibleName(SCREENWASH.label);
  expect(
    within(day('Friday 27 November 2026')).getByRole('button', { pressed: true }),
  ).toBeInTheDocument();

  await user.click(within(day('Wednesday 11 November 2026')).getByRole('button'));
  const chosen = screen.getByRole('region', { name: 'Wednesday 11 November 2026' });
  const winter = within(chosen).getByRole('button', { name: 'Free winter vehicle check' });
  // portal.md §2: labels truncated to 20 characters on mobile and tablet, not to a few letters.
  expect(winter).toHaveTextContent('Free winter vehicle…');
  expect(winter).toHaveAttribute('title', 'Free winter vehicle check');

  await user.click(winter);
  expect(
    await screen.findByRole('dialog', { name: 'Free winter vehicle check' }),
  ).toBeInTheDocument();
});

test('on a phone a busy day lists 3 entries, and view more shows the rest', async () => {
  setScreenWidth(375);
  const { user } = setUp(busyDay(4));
  await screen.findByRole('table', { name: 'November 2026' });
  expect(within(day('Saturday 14 November 2026')).getByRole('button')).toHaveAccessibleName(
    'Saturday 14 November 2026, 4 entries',
  );

  const agenda = screen.getByRole('region', { name: 'Saturday 14 November 2026' });
  expect(
    within(agenda)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Entry 1', 'Entry 2', 'Entry 3', 'view more']);
  await user.click(within(agenda).getByRole('button', { name: 'view more' }));
  expect(within(agenda).getByRole('button', { name: 'Entry 4' })).toBeInTheDocument();
});
