// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { lazyScreen, placeholderScreen, createRemoteApp } from '@portal/platform/remote-app';
import { renderRemoteApp } from './testing';

const AgreementsApp = createRemoteApp('mf-agreements', {
  agreements: (route) => <p>The {route.title} screen</p>,
  'agreements-complete': lazyScreen(async () => ({ title }) => <h1>{title} (loaded)</h1>),
  'agreements-declined': placeholderScreen(),
});

test("a remote shows the screen its route names, inside the page's providers", async () => {
  renderRemoteApp(AgreementsApp, { path: '/agreements' });
  expect(screen.getByText('The Agreements screen')).toBeInTheDocument();
});

test('a lazy screen shows its title while it loads, then itself', async () => {
  renderRemoteApp(AgreementsApp, { path: '/agreements/complete' });
  expect(await screen.findByRole('heading', { name: /\(loaded\)$/ })).toBeInTheDocument();
});

test('a placeholder shows its page title alone', () => {
  renderRemoteApp(AgreementsApp, { path: '/agreements/declined' });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('region')).toBeInTheDocument();
});

test("another app's route renders nothing", () => {
  renderRemoteApp(AgreementsApp, { path: '/settings' });
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByText(/screen|loaded/)).not.toBeInTheDocument();
});
