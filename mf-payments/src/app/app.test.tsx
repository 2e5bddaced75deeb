// @vitest-environment jsdom
import { endpoints, type Policy } from '@portal/contract';
import { createFakeNetwork, deferred, renderRemoteApp } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from './app';

// Every route of the table this app owns shows its page title (portal.md §2), a placeholder
// until its feature lands; the rest of the table is other apps' and shows nothing here.

function showApp(path: string) {
  return renderRemoteApp(App, { path, signedIn: true });
}

test("a payments route shows its page title as the page's heading", () => {
  // The screen asks for the policy at once once its code is loaded: the answer never comes.
  const network = createFakeNetwork().on(endpoints.getPolicy, () => deferred<Policy>().promise);
  renderRemoteApp(App, { path: '/policies/101/credit', signedIn: true, network });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Your credit agreement' }),
  ).toBeInTheDocument();
});

test("another app's route renders nothing", () => {
  showApp('/policies/101/change');

  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
