// @vitest-environment jsdom
import { endpoints } from '@portal/contract';
import {
  createFakeNetwork,
  expectNotFoundWithoutRequest,
  renderRemoteApp,
} from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CAR, HOME } from '../features/contact/components/test-contact';
import { App } from './app';

// The app shows each screen at its row's path of the route table (portal.md §2).

test('/contact shows the contact screen', async () => {
  const { network } = renderRemoteApp(App, { path: '/contact' });

  // The screen loads on first use: its title shows at once, its content when it arrives.
  expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  expect(network.requests).toEqual([]);
});

test('/contact signed in shows the form, themed and guarded by the page', async () => {
  renderRemoteApp(App, {
    path: '/contact',
    signedIn: true,
    network: createFakeNetwork().on(endpoints.getPolicies, [CAR, HOME]),
  });

  expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Policy' })).toBeInTheDocument();
});

test('a route whose feature has not landed shows its page title alone', () => {
  renderRemoteApp(App, { path: '/policies/101/cashback', signedIn: true });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Claim your £20 cashback' }),
  ).toBeInTheDocument();
});

test("another app's route renders nothing", () => {
  renderRemoteApp(App, { path: '/policies/101/change', signedIn: true });

  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});

// A policy's screens start with the remote kit's PolicyRoute: an id that can name no policy is
// not found under the route's own title, and the API is asked nothing.
test.each([
  ['/policies/abc', 'Policy summary'],
  ['/policies/0/inbox', 'Inbox'],
  ['/policies/1.5/cashback', 'Claim your £20 cashback'],
])('%s names no policy', async (path, title) => {
  await expectNotFoundWithoutRequest(App, path, {
    heading: 'This policy could not be found',
    title,
  });
});
