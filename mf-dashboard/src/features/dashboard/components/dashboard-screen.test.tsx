// @vitest-environment jsdom
import { endpoints, type Policy, type PromotionSlots } from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  setScreenWidth,
} from '@portal/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LAYOUT_STORAGE_KEY, packLayout } from '../layout/grid-layout';
import { DashboardScreen } from './dashboard-screen';
import { TELEMATICS_OPT_OUT_COOKIE } from './telematics-card';
import { alert, calendarEntry, ISSUE, OFFER, SECOND_OFFER } from './test-dashboard';

// The dashboard at / (portal.md §2 "Dashboard", §9): the spinner, the default and the saved
// layout, moving cards by keyboard and by pointer, the narrow list, and each card's content.

const ALL_CARDS = [
  'Policies and inboxes',
  'Alerts',
  'Upcoming events',
  'Your account',
  'Magazine',
  'Add breakdown cover',
  'FAQs',
  'Refer a friend, you both get £25',
  'Contact us',
  'Drive well, pay less',
];

const EVENTS = [
  calendarEntry({
    id: 1,
    type: 'event',
    label: 'Direct Debit collection',
    start_date: '2026-12-05',
    end_date: '2026-12-05',
  }),
  calendarEntry({
    id: 2,
    type: 'reminder',
    label: 'Buy screenwash',
    due_date: '2026-11-27',
    remind_date: '2026-11-26',
  }),
  calendarEntry({
    id: 3,
    type: 'event',
    label: 'Free winter check',
    start_date: '2026-12-10',
    end_date: '2026-12-20',
  }),
  calendarEntry({
    id: 4,
    type: 'reminder',
    label: 'MOT due',
    due_date: '2027-01-14',
    remind_date: '2027-01-07',
  }),
];

const ALERTS = [
  alert({ id: 'alert:1' }),
  alert({
    id: 'alert:2',
    label: 'A payment of £48.50 is due.',
    button: 'Make a payment',
    route: 'payments-pay',
    type: 'pay_single',
  }),
  alert({ id: 'alert:3', label: 'Something to do', slot: 'todo' }),
];

/** Every answer the dashboard asks for; a test changes one with `.on(...)`. */
function dashboardNetwork() {
  return createFakeNetwork()
    .on(endpoints.getPolicies, [])
    .on(endpoints.getPromotionSlots, { offer: OFFER, 'second-offer': SECOND_OFFER })
    .on(endpoints.getAlerts, ALERTS)
    .on(endpoints.getEvents, EVENTS)
    .on(endpoints.getLatestMagazineIssue, ISSUE);
}

function setUp({ network = dashboardNetwork(), signedIn = true, quickQuote = false } = {}) {
  const quickQuoteCard = quickQuote ? <button type="button">Request a callback</button> : undefined;
  return renderWithPortal(
    <DashboardScreen
      title="Dashboard"
      slots={{ policiesCard: <p>The policies</p>, contactCard: <p>Phone us</p>, quickQuoteCard }}
    />,
    { network, signedIn },
  );
}

function cardTitles() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

async function allCardsShown() {
  await screen.findByRole('heading', { level: 2, name: 'Alerts' });
  await screen.findByRole('heading', { level: 2, name: 'Magazine' });
}

function card(title: string) {
  return screen.getByRole('region', { name: title });
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${TELEMATICS_OPT_OUT_COOKIE}=; max-age=0; path=/`;
  setScreenWidth(1280);
});

afterEach(() => {
  vi.useRealTimers();
});

test('a spinner shows until the policies and the promotions have loaded', async () => {
  const policies = deferred<Policy[]>();
  const promotions = deferred<PromotionSlots>();
  setUp({
    network: dashboardNetwork()
      .on(endpoints.getPolicies, () => policies.promise)
      .on(endpoints.getPromotionSlots, () => promotions.promise),
  });

  expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
  policies.resolve([]);
  await act(async () => {});
  expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
  promotions.resolve({});

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Policies and inboxes' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading your dashboard' })).toBeNull();
});

test('the default layout: policies 2x1 first, then the cards in the spec order, 4 columns', async () => {
  setUp();
  await allCardsShown();

  expect(cardTitles()).toEqual(ALL_CARDS);
  expect(card('Policies and inboxes')).toHaveStyle({
    gridColumn: '1 / span 2',
    gridRow: '1 / span 1',
  });
  expect(card('Upcoming events')).toHaveStyle({ gridColumn: '4 / span 1', gridRow: '1 / span 1' });
  expect(card('Your account')).toHaveStyle({ gridColumn: '1 / span 1', gridRow: '2 / span 1' });
  expect(card('Policies and inboxes').parentElement).toHaveStyle({ gap: '15px' });
});

test('a saved layout is restored', async () => {
  // Saved before the alert, events, account, magazine and offers cards were there.
  localStorage.setItem(
    LAYOUT_STORAGE_KEY,
    JSON.stringify(
      packLayout([
        { id: 'contact', w: 1, h: 1 },
        { id: 'faqs', w: 1, h: 1 },
        { id: 'policies', w: 2, h: 1 },
      ]),
    ),
  );
  setUp();
  await allCardsShown();

  // The saved cards keep their order; the ones it did not know take their default places.
  expect(cardTitles()).toEqual([
    'Contact us',
    'Alerts',
    'Upcoming events',
    'Your account',
    'Magazine',
    'Add breakdown cover',
    'FAQs',
    'Refer a friend, you both get £25',
    'Policies and inboxes',
    'Drive well, pay less',
  ]);
});

test('the arrow keys move a card and the layout is saved', async () => {
  const { user } = setUp();
  await allCardsShown();

  screen.getByRole('button', { name: 'Move FAQs' }).focus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');

  expect(cardTitles().slice(4, 8)).toEqual([
    'FAQs',
    'Magazine',
    'Add breakdown cover',
    'Refer a friend, you both get £25',
  ]);
  expect(screen.getByRole('button', { name: 'Move FAQs' })).toHaveFocus();
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
    'FAQs moved to place 5 of 10.',
  );
  const saved = JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '[]') as { i: string }[];
  expect(saved.map((item) => item.i).slice(0, 6)).toEqual([
    'policies',
    'alert',
    'events',
    'account',
    'faqs',
    'magazine',
  ]);

  await user.keyboard('{Home}');
  expect(cardTitles()[0]).toBe('FAQs');
});

test('dragging a card by its handle onto another moves it there', async () => {
  setUp();
  await allCardsShown();
  const target = card('Your account');
  const dragged = card('Contact us');
  const handle = screen.getByRole('button', { name: 'Move Contact us' });

  document.elementFromPoint = vi.fn(() => dragged);
  fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
  document.elementFromPoint = vi.fn(() => target);
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 400, clientY: 300 });
  // Having taken the account card's place, the dragged card is under the pointer when dropped.
  document.elementFromPoint = vi.fn(() => dragged);
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 400, clientY: 300 });

  expect(cardTitles().slice(2, 5)).toEqual(['Upcoming events', 'Contact us', 'Your account']);
  const saved = JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '[]') as { i: string }[];
  expect(saved.map((item) => item.i).indexOf('contact')).toBe(3);
});

test('narrow screens show the cards as a list, in the same order, without handles', async () => {
  setScreenWidth(375);
  setUp();
  await allCardsShown();

  expect(cardTitles()).toEqual(ALL_CARDS);
  expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  expect(card('Policies and inboxes')).not.toHaveStyle({ gridColumn: '1 / span 2' });
});

test('the alert card shows one alert at a time with its resolve button', async () => {
  const { user } = setUp();
  const alerts = await screen.findByRole('region', { name: 'Alerts' });

  expect(alerts).toHaveTextContent('Alert 1 of 2');
  expect(within(alerts).getByRole('link', { name: 'Renew now' })).toHaveAttribute(
    'href',
    '/policies/101/payments/renew',
  );
  expect(within(alerts).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(within(alerts).getByRole('button', { name: 'Next' }));

  expect(alerts).toHaveTextContent('A payment of £48.50 is due.');
  expect(within(alerts).getByRole('link', { name: 'Make a payment' })).toHaveAttribute(
    'href',
    '/policies/101/payments/pay',
  );
  expect(alerts).not.toHaveTextContent('Something to do');
});

test('without dashboard alerts, offers or an issue, those cards are not there', async () => {
  setUp({
    network: dashboardNetwork()
      .on(endpoints.getAlerts, [alert({ slot: 'todo' })])
      .on(endpoints.getPromotionSlots, { offer: null })
      .on(endpoints.getLatestMagazineIssue, null),
  });
  await screen.findByRole('heading', { level: 2, name: 'Upcoming events' });
  await waitFor(() => expect(cardTitles()).toContain('Your account'));

  expect(cardTitles()).toEqual([
    'Policies and inboxes',
    'Upcoming events',
    'Your account',
    'FAQs',
    'Contact us',
    'Drive well, pay less',
  ]);
});

test('upcoming events show the next event and the next reminder, each with day and month', async () => {
  setUp();
  const events = await screen.findByRole('region', { name: 'Upcoming events' });

  const items = await within(events).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '27NovReminderBuy screenwash',
    '5DecEventDirect Debit collection',
  ]);
  for (const item of items)
    expect(within(item).getByRole('link')).toHaveAttribute('href', '/events');
});

test('the telematics promo goes once dismissed, and stays gone', async () => {
  const { user } = setUp();
  const promo = await screen.findByRole('region', { name: 'Drive well, pay less' });

  await user.click(within(promo).getByRole('button', { name: 'No thanks' }));

  expect(screen.queryByRole('region', { name: 'Drive well, pay less' })).toBeNull();
  expect(document.cookie).toContain(`${TELEMATICS_OPT_OUT_COOKIE}=1`);
});

test('a dismissed telematics promo does not show', async () => {
  document.cookie = `${TELEMATICS_OPT_OUT_COOKIE}=1; path=/`;
  setUp();
  await allCardsShown();

  expect(cardTitles()).not.toContain('Drive well, pay less');
});

test('the quick quote card shows, after contact, once its feature hands it in', async () => {
  setUp({ quickQuote: true });
  await allCardsShown();

  expect(cardTitles()).toEqual([...ALL_CARDS.slice(0, -1), 'Quick quote', 'Drive well, pay less']);
  expect(
    within(card('Quick quote')).getByRole('button', { name: 'Request a callback' }),
  ).toBeInTheDocument();
});

test('without its feature handed in there is no quick quote card', async () => {
  setUp();
  await allCardsShown();

  expect(cardTitles()).not.toContain('Quick quote');
  expect(screen.queryByRole('button', { name: 'Request a callback' })).toBeNull();
});

test('the magazine card shows the cover, the label and Read; offers their promotion', async () => {
  setUp();
  await allCardsShown();
  const magazine = card('Magazine');

  expect(
    within(magazine).getByRole('img', { name: 'Cover of Influx - Winter 2026' }),
  ).toHaveAttribute('src', '/media/cover.svg');
  expect(within(magazine).getByRole('link', { name: 'Read' })).toHaveAttribute(
    'href',
    'https://magazine.example/winter-2026',
  );
  const offer = card('Add breakdown cover');
  expect(offer).toHaveTextContent('From £4.99 a month');
  expect(within(offer).getByRole('link', { name: /Find out more/ })).toHaveAttribute(
    'href',
    'https://www.northway.example/breakdown',
  );
  expect(within(card('Refer a friend, you both get £25')).queryByRole('link')).toBeNull();
});

test('the account card greets the user and leads to the settings', async () => {
  setUp();
  const account = await screen.findByRole('region', { name: 'Your account' });

  expect(account).toHaveTextContent('Hello Sarah');
  expect(within(account).getByRole('link', { name: 'Your Account' })).toHaveAttribute(
    'href',
    '/settings',
  );
  expect(within(card('FAQs')).getByRole('link', { name: 'Read the FAQs' })).toHaveAttribute(
    'href',
    '/faqs',
  );
});

test('signed out, the dashboard asks for nothing and shows the cards that need no account', async () => {
  const { network } = setUp({ signedIn: false, quickQuote: true });

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Policies and inboxes' }),
  ).toBeInTheDocument();
  // The quick quote too needs an account: its callback is made for the signed-in user.
  expect(cardTitles()).toEqual(['Policies and inboxes', 'FAQs', 'Contact us']);
  expect(network.requests).toEqual([]);
});

test('a card dropped on another takes its place even when it passed over it before', async () => {
  setUp();
  await allCardsShown();
  const handle = screen.getByRole('button', { name: 'Move Contact us' });
  const faqs = card('FAQs');

  fireEvent.pointerDown(handle, { button: 0, pointerId: 1 });
  document.elementFromPoint = vi.fn(() => faqs);
  fireEvent.pointerMove(handle, { pointerId: 1 });
  expect(cardTitles().indexOf('Contact us')).toBe(6);
  // FAQs moved on and is under the pointer again: not taken while dragging, taken on the drop.
  fireEvent.pointerMove(handle, { pointerId: 1 });
  expect(cardTitles().indexOf('Contact us')).toBe(6);
  fireEvent.pointerUp(handle, { pointerId: 1 });

  expect(cardTitles().indexOf('Contact us')).toBe(7);
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
    'Contact us moved to place 8 of 10.',
  );
});

test("each card's header has its icon, hidden, so the card keeps its title as its name", async () => {
  setUp();
  await allCardsShown();

  for (const title of ALL_CARDS) {
    const heading = screen.getByRole('heading', { level: 2, name: title });
    const icon = heading.parentElement?.querySelector('svg');
    expect(icon, title).toHaveAttribute('aria-hidden', 'true');
    expect(card(title)).toHaveAccessibleName(title);
  }
});

test('with nothing coming up the events card says so and leads to the calendar', async () => {
  setUp({ network: dashboardNetwork().on(endpoints.getEvents, []) });
  const events = await screen.findByRole('region', { name: 'Upcoming events' });

  const heading = await within(events).findByRole('heading', {
    level: 3,
    name: 'Nothing coming up',
  });
  expect(within(events).getByText('Add reminders in your calendar.')).toBeInTheDocument();
  expect(within(events).getByRole('link', { name: 'Your calendar' })).toHaveAttribute(
    'href',
    '/events',
  );
  expect(heading.parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test('the offer art is decoration; a magazine cover that fails to load leaves its drawing', async () => {
  setUp();
  await allCardsShown();

  const offer = card('Add breakdown cover');
  expect(within(offer).queryByRole('img')).toBeNull();
  // The header's icon and the banner's art, both hidden from assistive technology.
  expect(offer.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);

  const magazine = card('Magazine');
  const cover = within(magazine).getByRole('img', { name: 'Cover of Influx - Winter 2026' });
  fireEvent.error(cover);
  expect(within(magazine).queryByRole('img')).toBeNull();
  expect(within(magazine).getByText('Influx - Winter 2026')).toBeInTheDocument();
  expect(within(magazine).getByRole('link', { name: 'Read' })).toBeInTheDocument();
  expect(magazine.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
});
