// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { lazyScreen, placeholderScreen, createRemoteApp } from '@portal/platform/remote-app';
import type { ReactNode } from 'react';
import type { PortalContext } from './portal-context';
import { PortalProvider } from './portal-provider';
import { renderWithPortal } from './testing';

const AgreementsApp = createRemoteApp('mf-agreements', {
  agreements: (route) => <p>The {route.title} screen</p>,
  'agreements-complete': lazyScreen(async () => ({ title }) => <h1>{title} (loaded)</h1>),
  'agreements-declined': placeholderScreen(),
});

test("a remote shows the screen its route names, inside the page's providers", async () => {
  window.history.pushState(null, '', '/agreements');
  renderWithPortal(<AgreementsApp />, { providers: PortalOnly });
  expect(screen.getByText('The Agreements screen')).toBeInTheDocument();
});

test('a lazy screen shows its title while it loads, then itself', async () => {
  window.history.pushState(null, '', '/agreements/complete');
  renderWithPortal(<AgreementsApp />, { providers: PortalOnly });
  expect(await screen.findByRole('heading', { name: /\(loaded\)$/ })).toBeInTheDocument();
});

test('a placeholder shows its page title alone', () => {
  window.history.pushState(null, '', '/agreements/declined');
  renderWithPortal(<AgreementsApp />, { providers: PortalOnly });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('region')).toBeInTheDocument();
});

test("another app's route renders nothing", () => {
  window.history.pushState(null, '', '/settings');
  renderWithPortal(<AgreementsApp />, { providers: PortalOnly });
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByText(/screen|loaded/)).not.toBeInTheDocument();
});

// The app brings its own UI provider and leave guard: the test gives it only the context.
function PortalOnly({ portal, children }: { portal: PortalContext; children: ReactNode }) {
  return <PortalProvider value={portal}>{children}</PortalProvider>;
}
