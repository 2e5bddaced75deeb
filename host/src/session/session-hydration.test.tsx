// @vitest-environment jsdom
import { endpoints } from '@portal/contract';
import type { PortalContext } from '@portal/platform';
import { createFakeNetwork, createTestPortal } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { NOTHING_SETTLED } from '../shell/settled-apps';
import { Shell } from '../shell/shell';
import { ShellProviders } from '../shell/shell-providers';
import { hydrate, unmountHydrated } from '../testing/hydrate';

// The server renders every page signed out (it cannot see the browser's storage); a browser with
// a stored session must take that markup over without a mismatch, then show the session.

afterEach(() => {
  unmountHydrated();
  localStorage.clear();
});

function linksOf(navigation: string): string[] {
  return within(screen.getByRole('navigation', { name: navigation }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

function page(portal: PortalContext, pathname: string, hydrating = false) {
  return (
    <ShellProviders portal={portal} hydrating={hydrating}>
      <Shell
        brand={portal.brand}
        pathname={pathname}
        settledApps={NOTHING_SETTLED}
        navigate={portal.navigate}
      />
    </ShellProviders>
  );
}

async function serveThenHydrate(pathname: string, browser: PortalContext) {
  const server = createTestPortal().portal;
  const { mismatches } = await hydrate(
    renderToString(page(server, pathname)),
    page(browser, pathname, true),
  );
  return mismatches;
}

test('a stored session hydrates the signed-out markup, then shows the greeting and Log Out', async () => {
  const browser = createTestPortal({
    asOnThePage: true,
    signedIn: { username: 'car.driver', greeting: 'Good evening, Alex' },
    // The shell's bell asks for the notifications once signed in.
    network: createFakeNetwork().on(endpoints.getNotifications, { items: [], count: 0 }),
  }).portal;

  const mismatches = await serveThenHydrate('/contact', browser);

  expect(mismatches).toEqual([]);
  expect(screen.getByText('Good evening, Alex')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  // Navigation follows the route table's access: the signed-in pages, once the session is known.
  expect(linksOf('Main')).toEqual(['Home', 'Your calendar', 'Contact', 'FAQs', 'Your Account']);
  expect(linksOf('Footer')).toEqual(['About', 'Sitemap', 'Privacy policy', 'Contact', 'FAQs']);
});

test('a visitor is offered no page that would only send them to log in', async () => {
  const mismatches = await serveThenHydrate(
    '/contact',
    createTestPortal({ asOnThePage: true }).portal,
  );

  expect(mismatches).toEqual([]);
  expect(linksOf('Main')).toEqual(['Contact', 'Login']);
  expect(linksOf('Footer')).toEqual(['About', 'Sitemap', 'Privacy policy', 'Contact']);
});

test('the login page hydrates as the server rendered it', async () => {
  const browser = createTestPortal({ asOnThePage: true }).portal;

  const mismatches = await serveThenHydrate('/login', browser);

  expect(mismatches).toEqual([]);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Log in to your account' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
});
