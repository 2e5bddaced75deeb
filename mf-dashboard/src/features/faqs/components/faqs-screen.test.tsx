// @vitest-environment jsdom
import { endpoints, getRoute, MESSAGES, noResultsFor, type Faq } from '@portal/contract';
import {
  createFakeNetwork,
  deferred,
  renderWithPortal,
  reply,
  type Answer,
} from '@portal/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { FaqsScreen } from './faqs-screen';
import { ADD_DRIVER, CERTIFICATE, FAQS, UNSAFE, UPLOADS } from './test-faqs';

// The FAQ page at /faqs (portal.md §2 "FAQ page" and "Help page", §5 FAQ search), with GET
// /meta/faq answered by contract-valid entries.

function setUp(faqs: Answer<typeof endpoints.getFaqs> = FAQS) {
  const network = createFakeNetwork().on(endpoints.getFaqs, faqs);
  return renderWithPortal(<FaqsScreen title={getRoute('faqs').title} />, {
    network,
    signedIn: true,
  });
}

/** The questions the accordion shows, in order. */
function questions() {
  return screen
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);
}

/**
 * Keystrokes with the clock stopped: each prefix of `text` in turn, as typing fires them. (With
 * fake timers, userEvent waits on a timer Testing Library never moves on outside Jest.)
 */
function keystrokes(input: HTMLElement, text: string) {
  const typed = (input as HTMLInputElement).value;
  for (let end = 1; end <= text.length; end += 1) {
    fireEvent.change(input, { target: { value: typed + text.slice(0, end) } });
  }
}

function searchBox() {
  return screen.getByRole('searchbox', { name: 'Search the FAQs' });
}

afterEach(() => {
  vi.useRealTimers();
});

test('user sees every question as a heading and opens one to read its answer', async () => {
  const { user } = setUp();

  const question = await screen.findByRole('button', { name: ADD_DRIVER.label });
  expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
  expect(questions()).toEqual(FAQS.map((faq) => faq.label));
  expect(screen.getByRole('heading', { level: 2, name: ADD_DRIVER.label })).toContainElement(
    question,
  );
  expect(searchBox()).toHaveAttribute('placeholder', 'Type here to search');

  await user.click(question);

  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/choose/)).toHaveTextContent(
    'Open the policy, choose Request a change and then Add a driver.',
  );
});

test('nothing is filtered until 400 ms after the last keystroke', async () => {
  setUp();
  await screen.findByRole('button', { name: ADD_DRIVER.label });
  vi.useFakeTimers();

  keystrokes(searchBox(), 'cert');
  act(() => vi.advanceTimersByTime(399));
  expect(questions()).toHaveLength(FAQS.length);

  // Another keystroke starts the wait again.
  keystrokes(searchBox(), 'ficate');
  act(() => vi.advanceTimersByTime(399));
  expect(questions()).toHaveLength(FAQS.length);

  act(() => vi.advanceTimersByTime(1));
  expect(questions()).toEqual([CERTIFICATE.label]);
});

test('a word with one slip in ten letters is still found; two slips are not', async () => {
  const { user } = setUp();
  await screen.findByRole('button', { name: ADD_DRIVER.label });

  await user.type(searchBox(), 'certficate');
  expect(await screen.findByText('1 question found')).toBeInTheDocument();
  expect(questions()).toEqual([CERTIFICATE.label]);

  await user.clear(searchBox());
  await user.type(searchBox(), 'certfcate');
  expect(await screen.findByText(noResultsFor('certfcate'))).toBeInTheDocument();
  expect(questions()).toEqual([]);
});

test('a word anywhere in a question or in its answer finds it', async () => {
  const { user } = setUp();
  await screen.findByRole('button', { name: ADD_DRIVER.label });

  // 'driver' stands 15 letters into its question, 'pinned' 30 into its answer.
  await user.type(searchBox(), 'driver');
  expect(await screen.findByText('1 question found')).toBeInTheDocument();
  expect(questions()).toEqual([ADD_DRIVER.label]);

  await user.clear(searchBox());
  await user.type(searchBox(), 'pinned');
  await waitFor(() => expect(questions()).toEqual([CERTIFICATE.label]));
  expect(screen.getByText('1 question found')).toBeInTheDocument();
});

test('an unrelated word finds nothing and says so, with the keyword', async () => {
  const { user } = setUp();
  await screen.findByRole('button', { name: ADD_DRIVER.label });

  await user.type(searchBox(), '  banana ');

  expect(await screen.findByText('No results found for banana')).toBeInTheDocument();
  expect(questions()).toEqual([]);
  expect(searchBox()).toHaveValue('  banana ');
});

test('Enter searches at once, and an emptied box shows every question again', async () => {
  const { user } = setUp();
  await screen.findByRole('button', { name: ADD_DRIVER.label });

  await user.type(searchBox(), 'upload{Enter}');
  expect(questions()).toEqual([UPLOADS.label]);

  await user.clear(searchBox());
  await user.keyboard('{Enter}');
  expect(questions()).toHaveLength(FAQS.length);
  expect(screen.queryByText(/question found|questions found/)).toBeNull();
});

test('an answer is shown without its script, event handler or javascript: link', async () => {
  const { user } = setUp([UNSAFE]);

  await user.click(await screen.findByRole('button', { name: UNSAFE.label }));

  // The panel opens through a transition: its content counts as shown once it has.
  const link = await screen.findByRole('link', { name: 'policy wording' });
  expect(link).toHaveAttribute('href', 'https://example.com/wording');
  expect(link).toHaveAttribute('target', '_blank');
  const answer = link.closest('.faq-answer');
  expect(answer?.querySelector('script')).toBeNull();
  expect(answer?.querySelector('img')).not.toHaveAttribute('onerror');
  expect(within(answer as HTMLElement).getByText('Open')).not.toHaveAttribute('href');
  expect(window).not.toHaveProperty('__faqScriptRan');
  expect(window).not.toHaveProperty('__faqHandlerRan');
});

test('the help cards link to the policies, the account, the FAQs and contact', async () => {
  const { user, navigate } = setUp();

  const help = screen.getByRole('region', { name: 'Anything below that will help?' });
  const links = within(help).getAllByRole('link');
  expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
    ['/policies', expect.stringContaining('Your policies')],
    ['/settings', expect.stringContaining('Your account')],
    ['/faqs', expect.stringContaining('FAQs')],
    ['/contact', expect.stringContaining('GET IN TOUCH')],
  ]);
  expect(
    within(help).getByRole('link', { name: 'Contact GET IN TOUCH' }),
  ).toHaveAccessibleDescription('Send us a message, or find the number to phone.');
  expect(within(help).getAllByRole('heading', { level: 3 })).toHaveLength(4);

  await user.click(within(help).getByRole('link', { name: 'Your policies' }));
  expect(navigate).toHaveBeenCalledWith('/policies');
  await user.click(within(help).getByRole('link', { name: 'Your account' }));
  expect(navigate).toHaveBeenLastCalledWith('/settings');
});

test('on this page the FAQs card is the current page and takes the user to the search box', async () => {
  const { user, navigate } = setUp();
  await screen.findByRole('button', { name: ADD_DRIVER.label });

  const faqs = screen.getByRole('link', { name: 'FAQs' });
  expect(faqs).toHaveAttribute('aria-current', 'page');
  await user.click(faqs);

  expect(searchBox()).toHaveFocus();
  expect(navigate).not.toHaveBeenCalled();
});

test('a skeleton shows while the questions load', async () => {
  const answer = deferred<Faq[]>();
  setUp(() => answer.promise);

  expect(screen.getByRole('status', { name: 'Loading the FAQs' })).toBeInTheDocument();
  answer.resolve(FAQS);
  expect(await screen.findByRole('button', { name: ADD_DRIVER.label })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading the FAQs' })).toBeNull();
});

test('questions that fail to load show the error with Retry, which loads them again', async () => {
  let calls = 0;
  const { user, network } = setUp(() => (++calls === 1 ? reply.error(500, {}) : FAQS));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The FAQs could not be loaded');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  expect(screen.getByRole('region', { name: 'Anything below that will help?' })).toBeVisible();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('button', { name: ADD_DRIVER.label })).toBeInTheDocument();
  expect(network.callsTo(endpoints.getFaqs)).toHaveLength(2);
});

test('with no questions at all it says so, and the help cards still lead on', async () => {
  setUp([]);

  expect(
    await screen.findByText('There are no questions to show at the moment.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.getByRole('link', { name: 'Contact GET IN TOUCH' })).toBeInTheDocument();
});
