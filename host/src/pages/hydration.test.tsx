// @vitest-environment jsdom
import { endpoints, getRoute, NOT_FOUND_ROUTE, type RouteDefinition } from '@portal/contract';
import { createFakeNetwork, createTestPortal } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { HostPage } from '../shell/host-page';
import { ShellProviders } from '../shell/shell-providers';
import { hydrate, unmountHydrated } from '../testing/hydrate';

// The server renders each host page (render-shell.tsx) and the browser hydrates it: React reports
// any mismatch as a recoverable error (and renders the page again from scratch).

afterEach(() => {
  unmountHydrated();
  vi.useRealTimers();
});

async function serveThenHydrate(
  route: RouteDefinition,
  url: string,
  browserRoute?: RouteDefinition,
) {
  const server = createTestPortal();
  const html = renderToString(
    <ShellProviders portal={server.portal}>
      <HostPage route={route} />
    </ShellProviders>,
  );
  window.history.replaceState(null, '', url);
  const browser = createTestPortal({
    network: createFakeNetwork().on(
      endpoints.getPrivacyPolicy,
      '<h2>Your rights</h2><p>Ask us for a copy.</p>',
    ),
  });
  const { mismatches } = await hydrate(
    html,
    <ShellProviders portal={browser.portal}>
      <HostPage route={browserRoute ?? route} />
    </ShellProviders>,
  );
  return { html, browser, mismatches };
}

test.each([
  [getRoute('about'), '/about'],
  [getRoute('error'), '/error'],
  [getRoute('sitemap'), '/sitemap'],
  [NOT_FOUND_ROUTE, '/no/such/page'],
])('the $name page hydrates as the server rendered it', async (route, url) => {
  const { mismatches } = await serveThenHydrate(route, url);
  expect(mismatches).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
});

test('maintenance hydrates without the query, then shows the time in the browser’s clock', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 3, 9, 5, 0));
  const { html, mismatches } = await serveThenHydrate(
    getRoute('maintenance'),
    '/maintenance?target=%2Fpolicies&retry_after=600',
  );
  expect(mismatches).toEqual([]);
  expect(html).toContain('Please try again shortly.');
  expect(
    await screen.findByText('Please try again after 09:15 (in about 10 minutes).'),
  ).toBeInTheDocument();
});

test('the privacy policy hydrates its skeleton, then loads in the browser', async () => {
  const { html, browser, mismatches } = await serveThenHydrate(
    getRoute('privacy-policy'),
    '/privacy-policy',
  );
  expect(mismatches).toEqual([]);
  expect(html).toContain('privacy-policy-loading');
  expect(await screen.findByText('Ask us for a copy.')).toBeInTheDocument();
  expect(browser.network.requests).toHaveLength(1);
});

test('a page that differs from the server’s is reported (the check above can fail)', async () => {
  const { mismatches } = await serveThenHydrate(getRoute('about'), '/about', getRoute('error'));
  expect(mismatches).toHaveLength(1);
});
