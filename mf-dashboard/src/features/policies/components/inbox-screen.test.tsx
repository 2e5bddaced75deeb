// @vitest-environment jsdom
import { endpoints } from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  reply,
  setScreenWidth,
  testPolicy,
  type Answer,
  type Reply,
} from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { InboxScreen } from './inbox-screen';
import { inboxItem } from './test-policies';

// The inbox at /policies/{policyId}/inbox (portal.md §2, §3 "Inbox item"): the four groups in
// order, newest first; links, pdfs with type and size, text messages; opening marks read and the
// sidebar's badge follows at once.

const ITEMS = [
  inboxItem({
    id: 1,
    group: 'correspondence',
    type: 'pdf',
    label: 'Mid-term adjustment',
    value: 'https://documents.example/mta.pdf',
    size: 77_824,
    date: '2026-02-10T15:02:00Z',
  }),
  inboxItem({
    id: 2,
    group: 'correspondence',
    type: 'sms',
    label: 'Text message: your renewal is on its way',
    value: 'Your renewal documents are in your inbox.',
    date: '2026-02-22T12:00:00Z',
  }),
  inboxItem({
    id: 3,
    group: 'correspondence',
    type: 'link',
    label: 'Our reply to your message',
    value: '/policies/101/inbox',
    date: '2026-01-02T13:37:00Z',
    read: true,
  }),
  inboxItem({
    id: 4,
    group: 'pinned',
    type: 'pdf',
    label: 'Certificate of motor insurance',
    value: 'https://documents.example/certificate.pdf',
    size: 96_256,
    read: true,
  }),
  inboxItem({ id: 5, group: 'actions', label: 'Send us your proof of no claims bonus' }),
  inboxItem({
    id: 6,
    group: 'extra_benefits',
    type: 'link',
    label: 'Breakdown cover',
    value: 'https://www.example.com/breakdown',
    read: true,
  }),
];

/** Marking an item read: what POST /inbox/101/read/{itemId} answers. */
type ReadAnswer = Answer<typeof endpoints.markInboxItemRead>;

/** The server's inbox: an item read stays read when the inbox is asked for again. */
function setUp(read: ReadAnswer = null) {
  const readIds = new Set<number>();
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, testPolicy())
    .on(endpoints.getInbox, () =>
      ITEMS.map((item) => (readIds.has(item.id) ? { ...item, read: true } : item)),
    )
    .on(endpoints.markInboxItemRead, async (request) => {
      const answer = typeof read === 'function' ? await read(request) : read;
      if (answer === null) readIds.add(Number(request.params['itemId']));
      return answer;
    });
  return renderWithPortal(<InboxScreen title="Inbox" />, {
    network,
    signedIn: true,
    path: '/policies/101/inbox',
    route: '/policies/:policyId/inbox',
  });
}

function inboxLink() {
  return within(screen.getByRole('navigation', { name: 'Your policy' })).getByRole('link', {
    name: /^Inbox/,
  });
}

beforeEach(() => setScreenWidth(1280));

test('the groups show in order, each newest first', async () => {
  setUp();

  await screen.findByRole('heading', { level: 3, name: 'Actions' });
  expect(
    screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
  ).toEqual(['Actions', 'Pinned', 'Extra benefits', 'Correspondence']);
  const correspondence = screen.getByRole('region', { name: 'Correspondence' });
  expect(
    within(correspondence)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('a, button')?.textContent),
  ).toEqual([
    'Text message: your renewal is on its way',
    'Mid-term adjustment',
    'Our reply to your message',
  ]);
});

test('a pdf shows its type and size and opens in a new tab', async () => {
  setUp();

  const pdf = await screen.findByRole('link', { name: 'Certificate of motor insurance' });
  expect(pdf).toHaveAttribute('href', 'https://documents.example/certificate.pdf');
  expect(pdf).toHaveAttribute('target', '_blank');
  expect(pdf.parentElement).toHaveTextContent('PDF, 94 KB');
});

test('a link inside the portal opens in the page; one elsewhere in a new tab', async () => {
  setUp();

  expect(
    await screen.findByRole('link', { name: 'Send us your proof of no claims bonus' }),
  ).toHaveAttribute('href', '/policies/101/outstanding-actions');
  expect(screen.getByRole('link', { name: 'Breakdown cover' })).toHaveAttribute('target', '_blank');
});

test('opening a text message shows its words and marks it read; the badge drops at once', async () => {
  const answer = deferred<null | Reply>();
  const { user, network } = setUp(() => answer.promise);
  await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox 2 unread'));

  const sms = screen.getByRole('button', { name: 'Text message: your renewal is on its way' });
  await user.click(sms);

  expect(sms).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Your renewal documents are in your inbox.')).toBeInTheDocument();
  expect(inboxLink()).toHaveAccessibleName('Inbox 1 unread');
  expect(network.sent().map(({ method, url }) => ({ method, url }))).toEqual([
    { method: 'POST', url: '/api/inbox/101/read/2' },
  ]);
  answer.resolve(null);
  await waitFor(() => expect(sms.closest('li')).not.toHaveTextContent('Unread'));
});

test('opening a pdf marks it read; a read item is not sent again', async () => {
  const { user, network } = setUp();
  const pdf = await screen.findByRole('link', { name: 'Mid-term adjustment' });
  pdf.addEventListener('click', (event) => event.preventDefault());
  await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox 2 unread'));

  await user.click(pdf);
  await user.click(screen.getByRole('link', { name: 'Certificate of motor insurance' }));

  await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox 1 unread'));
  expect(network.sent().map((request) => request.url)).toEqual(['/api/inbox/101/read/1']);
});

test('a refused read puts the item back as unread', async () => {
  const answer = deferred<null | Reply>();
  const { user } = setUp(() => answer.promise);
  await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox 2 unread'));

  await user.click(
    screen.getByRole('button', { name: 'Text message: your renewal is on its way' }),
  );
  await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox 1 unread'));
  answer.resolve(reply.error(404, 'Not found'));

  await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox 2 unread'));
});

test('an empty inbox says so, with the way back to the policy; the art is hidden', async () => {
  renderWithPortal(<InboxScreen title="Inbox" />, {
    network: createFakeNetwork().on(endpoints.getPolicy, testPolicy()).on(endpoints.getInbox, []),
    signedIn: true,
    path: '/policies/101/inbox',
    route: '/policies/:policyId/inbox',
  });

  const heading = await screen.findByRole('heading', { level: 3, name: 'Your inbox is empty' });
  expect(screen.getByText("There is nothing in this policy's inbox yet.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View policy details' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
  expect(heading.parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
