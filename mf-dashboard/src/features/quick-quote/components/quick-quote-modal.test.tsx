// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { createFakeNetwork, deferred, reply, setScreenWidth } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  BOOKED,
  choose,
  openModal,
  optionsOf,
  showQuickQuoteCard,
  TYPES,
} from './test-quick-quote';

// The quick quote callback (portal.md §4 "Quick quote modal", §5 "Quick quote", §8, §9): opened
// by the card's bus event, preparing while the types load, ASAP or a slot in the window, the
// server's errors on the fields, and the success that resets, closes and shows the message.
// The clock is fixed at 10:05 on Sunday 22 November 2026.

beforeEach(() => {
  setScreenWidth(375);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 5));
});

afterEach(() => {
  vi.useRealTimers();
});

function field(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole('combobox', { name });
}

test('the modal is hidden and nothing is asked until the card is used', async () => {
  const types = deferred<{ quick_quote_type: typeof TYPES }>();
  const { user, network } = showQuickQuoteCard({ types: () => types.promise });

  expect(screen.queryByRole('dialog')).toBeNull();
  expect(network.requests).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Request a callback' }));

  const dialog = await screen.findByRole('dialog', { name: 'Request a quote callback' });
  expect(within(dialog).getByRole('status')).toHaveTextContent('Fetching the types of insurance.');
  types.resolve({ quick_quote_type: TYPES });
  expect(await within(dialog).findByRole('button', { name: 'Request callback' })).toBeEnabled();
  expect(network.callsTo(endpoints.getFormOptions)).toHaveLength(1);
});

test('it starts at tomorrow 09:00, not ASAP, with the types of the option list', async () => {
  const { user } = showQuickQuoteCard();
  const dialog = await openModal(user);

  expect(
    within(dialog).getByRole('switch', { name: 'Call me as soon as possible' }),
  ).not.toBeChecked();
  expect(field(dialog, 'Callback date')).toHaveValue('Monday 23 November');
  expect(field(dialog, 'Callback time')).toHaveValue('9:00am');
  expect(await optionsOf(user, field(dialog, 'Type of insurance'))).toEqual(
    TYPES.map((type) => type.label),
  );
});

test('ASAP on clears the date and time and sends null; off sets tomorrow 09:00 again', async () => {
  const { user, network } = showQuickQuoteCard();
  const dialog = await openModal(user);
  const asap = within(dialog).getByRole('switch', { name: 'Call me as soon as possible' });
  await choose(user, field(dialog, 'Callback date'), 'Wednesday 25 November');
  await choose(user, field(dialog, 'Callback time'), '2:30pm');

  await user.click(asap);
  expect(asap).toBeChecked();
  expect(field(dialog, 'Callback date')).toHaveValue('');
  expect(field(dialog, 'Callback date')).toBeDisabled();
  expect(field(dialog, 'Callback time')).toHaveValue('');

  await user.click(asap);
  expect(field(dialog, 'Callback date')).toHaveValue('Monday 23 November');
  expect(field(dialog, 'Callback time')).toHaveValue('9:00am');
  expect(field(dialog, 'Callback time')).toBeEnabled();

  await user.click(asap);
  await choose(user, field(dialog, 'Type of insurance'), 'Van insurance');
  await user.click(within(dialog).getByRole('button', { name: 'Request callback' }));
  await waitFor(() => expect(network.sent()).toHaveLength(1));
  expect(network.sent()[0]?.body).toEqual({ type: 'van', datetime: null });
});

test('the dates are today to 7 days ahead', async () => {
  const { user } = showQuickQuoteCard();
  const dialog = await openModal(user);

  const days = await optionsOf(user, field(dialog, 'Callback date'));
  expect(days).toHaveLength(8);
  expect(days[0]).toBe('Today, Sunday 22 November');
  expect(days[7]).toBe('Sunday 29 November');
  expect(days).not.toContain('Monday 30 November');
  expect(days).not.toContain('Saturday 21 November');
});

test('the times are 9:00am to 4:45pm every 15 minutes; today only those still ahead', async () => {
  const { user } = showQuickQuoteCard();
  const dialog = await openModal(user);

  const times = await optionsOf(user, field(dialog, 'Callback time'));
  expect(times).toHaveLength(32);
  expect(times.slice(0, 5)).toEqual(['9:00am', '9:15am', '9:30am', '9:45am', '10:00am']);
  expect(times.at(-1)).toBe('4:45pm');
  expect(times).not.toContain('8:45am');
  expect(times).not.toContain('5:00pm');

  // Today at 10:05: the 9:00am chosen has gone by, so the first slot ahead is taken.
  await choose(user, field(dialog, 'Callback date'), 'Today, Sunday 22 November');
  expect(field(dialog, 'Callback time')).toHaveValue('10:15am');
  expect((await optionsOf(user, field(dialog, 'Callback time')))[0]).toBe('10:15am');
});

test('after the last slot of the day, today is not offered', async () => {
  vi.setSystemTime(new Date(2026, 10, 22, 16, 45));
  const { user } = showQuickQuoteCard();
  const dialog = await openModal(user);

  const days = await optionsOf(user, field(dialog, 'Callback date'));
  expect(days[0]).toBe('Monday 23 November');
  expect(days.at(-1)).toBe('Sunday 29 November');
});

test('the type is required: nothing is sent, the message shows and the field is scrolled to', async () => {
  const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
  const { user, network } = showQuickQuoteCard();
  const dialog = await openModal(user);

  await user.click(within(dialog).getByRole('button', { name: 'Request callback' }));

  const type = field(dialog, 'Type of insurance');
  await waitFor(() => expect(type).toHaveAccessibleDescription(MESSAGES.quickQuoteTypeRequired));
  await waitFor(() => expect(scrolled.mock.contexts[0]).toBe(type));
  expect(type).toHaveFocus();
  expect(network.sent()).toEqual([]);
});

test("the server's errors keyed type and datetime show on the fields, the first scrolled to", async () => {
  const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
  const { user } = showQuickQuoteCard({
    callback: reply.invalid({
      type: ['We do not quote for vans just now.'],
      datetime: [MESSAGES.callbackTimePassed],
    }),
  });
  const dialog = await openModal(user);
  await choose(user, field(dialog, 'Type of insurance'), 'Van insurance');

  await user.click(within(dialog).getByRole('button', { name: 'Request callback' }));

  const type = field(dialog, 'Type of insurance');
  await waitFor(() =>
    expect(type).toHaveAccessibleDescription('We do not quote for vans just now.'),
  );
  expect(field(dialog, 'Callback time')).toHaveAccessibleDescription(MESSAGES.callbackTimePassed);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Sorry there are 2 problems');
  await waitFor(() => expect(scrolled.mock.contexts.at(-1)).toBe(type));
  // Nothing chosen is lost.
  expect(type).toHaveValue('Van insurance');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('a booked callback resets the form, closes the modal and shows the message', async () => {
  const { user, network, notify } = showQuickQuoteCard();
  const dialog = await openModal(user);
  await choose(user, field(dialog, 'Type of insurance'), 'Car insurance');

  await user.click(within(dialog).getByRole('button', { name: 'Request callback' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notify).toHaveBeenCalledWith({ message: BOOKED, kind: 'success' });
  expect(network.sent().map((request) => request.body)).toEqual([
    { type: 'car', datetime: '2026-11-23T09:00' },
  ]);
  const again = await openModal(user);
  expect(field(again, 'Type of insurance')).toHaveValue('');
});

test('Back just closes it, sending nothing; what was chosen is there when it opens again', async () => {
  const { user, network, portal } = showQuickQuoteCard();
  const dialog = await openModal(user);
  await choose(user, field(dialog, 'Type of insurance'), 'Bike insurance');
  expect(portal.confirmLeave.isHeld()).toBe(true);

  await user.click(within(dialog).getByRole('button', { name: 'Back' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(portal.confirmLeave.isHeld()).toBe(false);
  expect(network.sent()).toEqual([]);
  const again = await openModal(user);
  expect(field(again, 'Type of insurance')).toHaveValue('Bike insurance');
});

test('types that fail to load show the error with Retry, which loads them', async () => {
  let calls = 0;
  const { user } = showQuickQuoteCard({
    network: createFakeNetwork(),
    types: () =>
      ++calls === 1 ? reply.error(500, MESSAGES.serverError) : { quick_quote_type: TYPES },
  });
  await user.click(screen.getByRole('button', { name: 'Request a callback' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The types of insurance could not be loaded');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('button', { name: 'Request callback' })).toBeEnabled();
});
