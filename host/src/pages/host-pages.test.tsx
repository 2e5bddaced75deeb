// @vitest-environment jsdom
import {
  endpoints,
  getRoute,
  MESSAGES,
  NOT_FOUND_ROUTE,
  type RouteDefinition,
} from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  reply,
  TEST_BRAND,
  type FakeNetwork,
} from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { HostPage } from '../shell/host-page';
import { ShellProviders } from '../shell/shell-providers';

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => vi.useRealTimers());

function show(route: RouteDefinition, network?: FakeNetwork) {
  return renderWithPortal(<HostPage route={route} />, { providers: ShellProviders, network });
}

/** The page's own content: PageScreen's section, named by its h1. */
function main() {
  return within(screen.getByRole('region', { name: /./ }));
}

test('the about page names the brand, its legal name, regulator number and phone number', () => {
  show(getRoute('about'));
  expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
  expect(
    main().getByText(
      `${TEST_BRAND.label} is a trading name of ${TEST_BRAND.legalName}, which is authorised ` +
        'and regulated by the Financial Conduct Authority (firm reference number ' +
        `${TEST_BRAND.regulatorNumber}).`,
    ),
  ).toBeInTheDocument();
  expect(main().getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
});

test('the error page says the server error, gives the number and links home', async () => {
  const { user, navigate } = show(getRoute('error'));
  expect(main().getByText(MESSAGES.serverError)).toBeInTheDocument();
  expect(main().getByRole('link', { name: TEST_BRAND.contactNumber })).toBeInTheDocument();
  await user.click(main().getByRole('link', { name: 'Go to the home page' }));
  expect(navigate).toHaveBeenCalledWith('/');
});

test('any other route is the not-found page, titled from the route table', () => {
  show(NOT_FOUND_ROUTE);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(main().getByText(/We could not find the page you were looking for\./)).toBeInTheDocument();
  expect(main().getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('the sitemap groups its links by who can see them and follows them in the page', async () => {
  const { user, navigate } = show(getRoute('sitemap'));
  const everyone = within(screen.getByRole('region', { name: 'For everyone' }));
  const signedIn = within(screen.getByRole('region', { name: 'When you are signed in' }));
  const guests = within(screen.getByRole('region', { name: 'Before you sign in' }));
  expect(everyone.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(signedIn.getByRole('link', { name: 'Your policies' })).toHaveAttribute(
    'href',
    '/policies',
  );
  expect(guests.getByRole('link', { name: 'Log in to your account' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(screen.queryByRole('link', { name: 'Policy summary' })).toBeNull();
  await user.click(signedIn.getByRole('link', { name: 'To-do list' }));
  expect(navigate).toHaveBeenCalledWith('/todo');
});

test('maintenance shows the time to try again from retry_after', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 3, 14, 27, 0));
  window.history.replaceState(null, '', '/maintenance?target=%2Fabout&retry_after=300');
  show(getRoute('maintenance'));
  expect(main().getByText('The portal is down for maintenance.')).toBeInTheDocument();
  expect(
    main().getByText('Please try again after 14:32 (in about 5 minutes).'),
  ).toBeInTheDocument();
});

test('maintenance without a usable retry_after asks to try again shortly', () => {
  window.history.replaceState(null, '', '/maintenance?retry_after=soon');
  show(getRoute('maintenance'));
  expect(main().getByText('Please try again shortly.')).toBeInTheDocument();
  expect(main().queryByText(/Please try again after/)).toBeNull();
});

test.each([
  ['%2Fpolicies%2F12%3Ftab%3Dinbox', '/policies/12?tab=inbox'],
  ['', '/'],
  ['https%3A%2F%2Felsewhere.example%2F', '/'],
  ['%2F%2Felsewhere.example', '/'],
  ['%2F.%2F%2Felsewhere.example', '/'],
  ['%2F%5Celsewhere.example%2Flogin', '/'],
  ['%2Fmaintenance%3Fretry_after%3D60', '/'],
])('Retry with target=%s goes to %s', async (target, expected) => {
  window.history.replaceState(null, '', `/maintenance?target=${target}&retry_after=60`);
  const { user, navigate } = show(getRoute('maintenance'));
  await user.click(main().getByRole('button', { name: 'Retry' }));
  expect(navigate).toHaveBeenCalledWith(expected);
});

test('the privacy policy is fetched, sanitised and shown under the one page title', async () => {
  const { network } = show(
    getRoute('privacy-policy'),
    createFakeNetwork().on(
      endpoints.getPrivacyPolicy,
      '<h1>Privacy policy</h1><h2>What we collect</h2><p>Your name.</p>' +
        '<script>window.seeded = true</script><img src="x" onerror="window.seeded = true">',
    ),
  );
  expect(screen.getByRole('region', { name: 'Privacy policy' })).toHaveAttribute('aria-busy');
  expect(await screen.findByText('Your name.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.querySelector('.privacy-policy script')).toBeNull();
  expect(document.querySelector('.privacy-policy [onerror]')).toBeNull();
  expect(network.requests).toMatchObject([{ method: 'GET', url: '/api/meta/privacy-policy' }]);
});

test('a privacy policy that fails to load says so and Retry loads it', async () => {
  let fail = true;
  const { user } = show(
    getRoute('privacy-policy'),
    createFakeNetwork().on(endpoints.getPrivacyPolicy, () =>
      fail ? reply.error(500, MESSAGES.serverError) : '<p>Loaded at last.</p>',
    ),
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(MESSAGES.serverError);
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Loaded at last.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
