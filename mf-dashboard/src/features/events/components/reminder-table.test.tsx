// @vitest-environment jsdom
import * as v from 'valibot';
import { endpoints, EventSchema, getRoute, MESSAGES, type CalendarEvent } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  reply,
  Reply,
  setScreenWidth,
  type Answer,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { EventsScreen } from './events-screen';
import { DIRECT_DEBIT, fixToday, reminder, SCREENWASH, SERVICE } from './test-events';

// The reminder manager on /events (portal.md §2, §4 "Reminder", §5 "Events", §8): the table,
// Add / Save / Edit / Update / delete, the Save rule, DD/MM/YY in and YYYY-MM-DD out, the compact
// layout, and failures as a toast. Today is 22 November 2026.

beforeEach(() => {
  fixToday();
  setScreenWidth(1280);
});
afterEach(() => vi.useRealTimers());

interface SetUpOptions {
  readonly reminders?: CalendarEvent[];
  readonly create?: Answer<typeof endpoints.createEvent>;
  readonly update?: Answer<typeof endpoints.updateEvent>;
  readonly remove?: Answer<typeof endpoints.deleteEvent>;
}

function setUp({
  reminders = [SERVICE, SCREENWASH],
  create = (request) => reminder({ id: 77, ...(request.body as object) }),
  update = (request) => reminder({ id: Number(request.params.id), ...(request.body as object) }),
  remove = null,
}: SetUpOptions = {}) {
  // The server's reminders: each change answered is what it lists next.
  let saved: CalendarEvent[] = [...reminders];
  const network = createFakeNetwork()
    // The calendar's month has an event from us: it is not one of the user's reminders.
    .on(endpoints.getEvents, (request) =>
      request.query.min_date === '2026-01-01' ? [DIRECT_DEBIT, ...saved] : [DIRECT_DEBIT],
    )
    .on(endpoints.createEvent, async (request) => {
      const answer = typeof create === 'function' ? await create(request) : create;
      if (!(answer instanceof Reply)) saved = [...saved, v.parse(EventSchema, answer)];
      return answer;
    })
    .on(endpoints.updateEvent, async (request) => {
      const answer = typeof update === 'function' ? await update(request) : update;
      if (!(answer instanceof Reply)) {
        const changed = v.parse(EventSchema, answer);
        saved = saved.map((each) => (each.id === changed.id ? changed : each));
      }
      return answer;
    })
    .on(endpoints.deleteEvent, async (request) => {
      const answer = typeof remove === 'function' ? await remove(request) : remove;
      if (!(answer instanceof Reply)) {
        saved = saved.filter((each) => String(each.id) !== request.params['id']);
      }
      return answer;
    });
  return renderWithPortal(<EventsScreen title={getRoute('events').title} />, {
    network,
    signedIn: true,
  });
}

async function table() {
  return screen.findByRole('table', { name: 'Your reminders' });
}

function rowTexts(within_: HTMLElement) {
  return within(within_)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

function field(name: string) {
  return screen.getByRole('textbox', { name });
}

async function addReminder(user: ReturnType<typeof setUp>['user']) {
  await user.click(within(await table()).getByRole('button', { name: 'Add a new reminder' }));
  return screen.findByRole('form', { name: 'New reminder' });
}

test('the table lists the reminders by Title, Due and Remind me, each with Edit', async () => {
  setUp();

  const reminders = await table();

  expect(
    within(reminders)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Title', 'Due', 'Remind me', 'Actions']);
  expect(rowTexts(reminders).slice(1)).toEqual([
    ['Book the MX-5 in for a service', '18/11/2026', '11/11/2026', 'Edit'],
    ['Buy screenwash and de-icer', '27/11/2026', '25/11/2026', 'Edit'],
    ['Add a new reminder', 'Add'],
  ]);
  expect(
    within(reminders).getByRole('button', { name: 'Edit Book the MX-5 in for a service' }),
  ).toBeInTheDocument();
});

test('on a phone labels are cut to 20 characters and dates read DD/MM/YY', async () => {
  setScreenWidth(375);
  setUp({
    reminders: [
      reminder({ id: 60, label: 'Twenty characters ok' }),
      reminder({ id: 61, label: 'Twenty-one characters' }),
    ],
  });

  const reminders = await table();

  expect(rowTexts(reminders).slice(1, 3)).toEqual([
    ['Twenty characters ok', '27/11/26', '25/11/26', ''],
    // The whole label stays for screen readers, after the cut one.
    ['Twenty-one character…Twenty-one characters', '27/11/26', '25/11/26', ''],
  ]);
  expect(within(reminders).getByText('Twenty-one character…')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  expect(
    within(reminders).getByRole('button', { name: 'Edit Twenty-one characters' }),
  ).toBeInTheDocument();
});

test('tablets get the compact layout up to 991 px; 992 px shows whole labels', async () => {
  setScreenWidth(991);
  const { unmount } = setUp();
  expect(await within(await table()).findByText('Book the MX-5 in for…')).toBeInTheDocument();
  unmount();

  setScreenWidth(992);
  setUp();
  expect(within(await table()).queryByText('Book the MX-5 in for…')).toBeNull();
  expect(within(await table()).getByText(SERVICE.label)).toBeInTheDocument();
});

test('a new reminder opens in edit, due today, and Save waits for title, due and remind dates', async () => {
  const { user } = setUp();
  const form = await addReminder(user);
  const save = within(form).getByRole('button', { name: 'Save' });

  expect(field('Title')).toHaveFocus();
  expect(field('Due')).toHaveValue('22/11/26');
  expect(field('Remind me')).toHaveValue('');
  expect(save).toBeDisabled();

  await user.type(field('Title'), '   ');
  await user.type(field('Remind me'), '20/11/26');
  expect(save).toBeDisabled();

  await user.type(field('Title'), 'Wash the car');
  expect(save).toBeEnabled();

  await user.clear(field('Due'));
  expect(save).toBeDisabled();
  await user.type(field('Due'), '01/12/26');
  expect(save).toBeEnabled();

  await user.clear(field('Remind me'));
  expect(save).toBeDisabled();
});

test('Save sends the dates typed DD/MM/YY as YYYY-MM-DD and the reminder joins the table', async () => {
  const { user, network, portal } = setUp();
  const form = await addReminder(user);
  await user.type(field('Title'), 'Wash the car');
  await user.clear(field('Due'));
  await user.type(field('Due'), '01/12/26');
  await user.type(field('Remind me'), '28/11/2026');
  expect(portal.confirmLeave.isHeld()).toBe(true);

  await user.click(within(form).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('form', { name: 'New reminder' })).toBeNull());
  expect(network.callsTo(endpoints.createEvent)[0]?.body).toEqual({
    label: 'Wash the car',
    due_date: '2026-12-01',
    remind_date: '2026-11-28',
  });
  const row = within(await table()).getByRole('button', { name: 'Edit Wash the car' });
  expect(row).toHaveFocus();
  expect(rowTexts(await table())[3]).toEqual(['Wash the car', '01/12/2026', '28/11/2026', 'Edit']);
  expect(portal.confirmLeave.isHeld()).toBe(false);
});

test('dates before this year are refused; the first of January is allowed', async () => {
  const { user, network } = setUp();
  const form = await addReminder(user);
  await user.type(field('Title'), 'Wash the car');
  await user.type(field('Remind me'), '31/12/25');

  await user.click(within(form).getByRole('button', { name: 'Save' }));

  expect(field('Remind me')).toHaveAccessibleDescription(MESSAGES.reminderDateOutOfRange);
  expect(network.sent()).toEqual([]);

  await user.clear(field('Remind me'));
  await user.type(field('Remind me'), '01/01/26');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(network.sent()).toHaveLength(1));
  expect(network.sent()[0]?.body).toMatchObject({ remind_date: '2026-01-01' });
});

test('the picker offers no day before this year', async () => {
  const { user } = setUp();
  await addReminder(user);
  await user.clear(field('Due'));
  await user.type(field('Due'), '02/01/26');

  await user.click(screen.getByRole('button', { name: 'Choose the due date' }));

  const picker = await screen.findByRole('dialog', { name: 'Choose the due date', hidden: true });
  expect(
    within(picker).getByRole('button', { name: 'Previous month', hidden: true }),
  ).toBeDisabled();
  expect(
    within(picker).getByRole('button', { name: 'Friday 2 January 2026', hidden: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await user.click(
    within(picker).getByRole('button', { name: 'Thursday 1 January 2026', hidden: true }),
  );
  expect(field('Due')).toHaveValue('01/01/26');
});

test('a new reminder removed before it is saved goes with no call', async () => {
  const { user, network } = setUp();
  const form = await addReminder(user);
  await user.type(field('Title'), 'Never mind');

  await user.click(within(form).getByRole('button', { name: 'Delete' }));

  expect(screen.queryByRole('form', { name: 'New reminder' })).toBeNull();
  expect(network.sent()).toEqual([]);
  expect(rowTexts(await table())).toHaveLength(4);
});

test('user can edit a reminder and Update it', async () => {
  const { user, network } = setUp();
  await user.click(
    within(await table()).getByRole('button', { name: 'Edit Buy screenwash and de-icer' }),
  );
  const form = screen.getByRole('form', { name: 'Edit Buy screenwash and de-icer' });
  expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
  expect(field('Due')).toHaveValue('27/11/26');

  await user.clear(field('Title'));
  await user.type(field('Title'), 'Buy de-icer');
  await user.click(within(form).getByRole('button', { name: 'Update' }));

  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: 'Your reminders' })).getByText('Buy de-icer'),
    ).toBeInTheDocument(),
  );
  expect(network.callsTo(endpoints.updateEvent)[0]).toMatchObject({
    params: { id: '50' },
    body: { label: 'Buy de-icer', due_date: '2026-11-27', remind_date: '2026-11-25' },
  });
});

test('user can delete a saved reminder', async () => {
  const { user, network } = setUp();
  await user.click(
    within(await table()).getByRole('button', { name: 'Edit Buy screenwash and de-icer' }),
  );

  await user.click(screen.getByRole('button', { name: 'Delete' }));

  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: 'Your reminders' })).queryByText(SCREENWASH.label),
    ).toBeNull(),
  );
  expect(network.callsTo(endpoints.deleteEvent)[0]?.params).toEqual({ id: '50' });
});

test('a refused Save shows the first error as a toast and keeps what was typed', async () => {
  const { user, notify } = setUp({
    create: reply.invalid({
      label: ['This title is already on your calendar.'],
      due_date: [MESSAGES.reminderDateOutOfRange],
    }),
  });
  const form = await addReminder(user);
  await user.type(field('Title'), 'Wash the car');
  await user.type(field('Remind me'), '20/11/26');

  await user.click(within(form).getByRole('button', { name: 'Save' }));

  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({
      message: 'This title is already on your calendar.',
      kind: 'error',
    }),
  );
  expect(notify).toHaveBeenCalledTimes(1);
  expect(field('Title')).toHaveValue('Wash the car');
  expect(field('Title')).toHaveAccessibleDescription('This title is already on your calendar.');
});

test('a failed Update or delete shows the server message as a toast', async () => {
  const { user, notify } = setUp({
    update: reply.error(403, MESSAGES.eventNotEditable),
    remove: reply.error(500, {}),
  });
  await user.click(
    within(await table()).getByRole('button', { name: 'Edit Buy screenwash and de-icer' }),
  );

  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({ message: MESSAGES.eventNotEditable, kind: 'error' }),
  );

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(notify).toHaveBeenLastCalledWith({ message: MESSAGES.serverError, kind: 'error' }),
  );
  expect(screen.getByRole('form', { name: 'Edit Buy screenwash and de-icer' })).toBeInTheDocument();
});

test('Cancel puts an edited reminder back as it was, with no call', async () => {
  const { user, network } = setUp();
  await user.click(
    within(await table()).getByRole('button', { name: 'Edit Buy screenwash and de-icer' }),
  );
  await user.type(field('Title'), ' now');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(within(await table()).getByText(SCREENWASH.label)).toBeInTheDocument();
  expect(
    within(await table()).getByRole('button', { name: 'Edit Buy screenwash and de-icer' }),
  ).toHaveFocus();
  expect(network.sent()).toEqual([]);
});
