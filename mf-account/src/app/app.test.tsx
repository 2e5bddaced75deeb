// @vitest-environment jsdom
import { endpoints, MESSAGES } from '@portal/contract';
import { createFakeNetwork, renderRemoteApp } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { DETAILS, settingsNetwork } from '../features/account/settings/test-settings';
import { App } from './app';

// The app shows each of its screens at its row's path of the route table (portal.md §2).

afterEach(() => window.history.pushState(null, '', '/'));

test.each([
  ['/user/activate', 'Activate your account', 'Activate account'],
  ['/user/reset-password', 'Reset password', 'Send code'],
  ['/username-reminder', 'Forgot username', 'Send reminder'],
  ['/account-creation', 'Create an account', 'Create account'],
])('%s shows its screen', async (path, title, button) => {
  const { network } = renderRemoteApp(App, { path, network: createFakeNetwork() });

  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  expect(network.requests).toEqual([]);
});

test('/account-creation-success says what happens next', async () => {
  renderRemoteApp(App, { path: '/account-creation-success' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Account created' })).toBeVisible();
  expect(screen.getByText(MESSAGES.signUpSent)).toBeInTheDocument();
});

test('/settings shows the signed-in user their details', async () => {
  renderRemoteApp(App, {
    path: '/settings',
    signedIn: true,
    network: settingsNetwork()
      .on(endpoints.getUserDetails, { ...DETAILS, first_name: 'Tom' })
      .on(endpoints.getLightboxStatus, { enabled: false, unread: 0 }),
  });

  expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Tom');
  expect(screen.getByRole('button', { name: 'Show Promotions' })).toBeInTheDocument();
});
