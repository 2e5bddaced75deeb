// The quick quote modal's tests share this: the insurance types the reference API lists, its
// answer to a callback, and the dashboard card (with the modal it brings) on a fake network.
import { endpoints, type Option } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  type Answer,
  type FakeNetwork,
} from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { QuickQuoteCard } from './quick-quote-card';

export const TYPES: Option[] = [
  { id: 'car', label: 'Car insurance' },
  { id: 'van', label: 'Van insurance' },
  { id: 'bike', label: 'Bike insurance' },
  { id: 'home', label: 'Home insurance' },
];

/** The reference API's answer for a slot (api/src/quick-quote/routes.ts). */
export const BOOKED =
  'Thank you. One of our team will call you on 07700 900123 on Monday 23rd November at 9:00am.';

export function showQuickQuoteCard({
  network = createFakeNetwork(),
  types = { quick_quote_type: TYPES },
  callback = BOOKED,
}: {
  network?: FakeNetwork;
  types?: Answer<typeof endpoints.getFormOptions>;
  callback?: Answer<typeof endpoints.requestQuoteCallback>;
} = {}) {
  network.on(endpoints.getFormOptions, types).on(endpoints.requestQuoteCallback, callback);
  return renderWithPortal(<QuickQuoteCard />, { network, signedIn: true });
}

/** The card's button, then the modal once its form is ready. */
export async function openModal(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Request a callback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request a quote callback' });
  await within(dialog).findByRole('button', { name: 'Request callback' });
  return dialog;
}

/** The list an open select shows (each select of the form keeps its own in the page). */
async function listOf(user: UserEvent, input: HTMLElement) {
  await user.click(input);
  const id = input.getAttribute('aria-controls');
  const list = id ? document.getElementById(id) : null;
  if (!list) throw new Error('The select did not open its list');
  return list;
}

/** The options a list offers, as shown (jsdom lays nothing out, so they count as hidden). */
export async function optionsOf(user: UserEvent, input: HTMLElement) {
  const list = await listOf(user, input);
  const labels = within(list)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return labels;
}

/** Opens the list and clicks the option with that label. */
export async function choose(user: UserEvent, input: HTMLElement, label: string) {
  const list = await listOf(user, input);
  await user.click(within(list).getByRole('option', { name: label, hidden: true }));
}
