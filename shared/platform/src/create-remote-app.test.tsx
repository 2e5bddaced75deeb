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

test('a screen not built yet says so, with the number to phone and the way home', () => {
  renderRemoteApp(AgreementsApp, { path: '/agreements/declined' });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(
    screen.getByText(/^You cannot do this online yet\. Please phone us on/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '0306 999 0123' })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
});

test("another app's route renders nothing", () => {
  renderRemoteApp(AgreementsApp, { path: '/settings' });
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByText(/screen|loaded/)).not.toBeInTheDocument();
});
