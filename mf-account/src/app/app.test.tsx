// @vitest-environment jsdom
import { MESSAGES } from '@portal/contract';
import { PortalProvider } from '@portal/platform';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { createTestPortal, ok } from '../features/account/components/test-portal';
import { App } from './app';

// The app shows each of its screens at its row's path of the route table (portal.md §2).

afterEach(() => window.history.pushState(null, '', '/'));

function renderAt(path: string, signedIn = false) {
  const { portal, requests } = createTestPortal({
    signedIn,
    answers: {
      'GET /api/user/details': () =>
        ok({
          title: null,
          first_name: 'Tom',
          last_name: 'Hughes',
          email: 'tom.hughes@example.co.uk',
          username: 'new.customer',
          landline_number: null,
          mobile_number: '07700 900234',
          correspondence: 'email',
        }),
      'GET /api/promotions/lightbox/status': () => ok({ enabled: false, unread: 0 }),
    },
  });
  window.history.pushState(null, '', path);
  render(
    <PortalProvider value={portal}>
      <App />
    </PortalProvider>,
  );
  return { requests };
}

test.each([
  ['/user/activate', 'Activate your account', 'Activate account'],
  ['/user/reset-password', 'Reset password', 'Send code'],
  ['/username-reminder', 'Forgot username', 'Send reminder'],
  ['/account-creation', 'Create an account', 'Create account'],
])('%s shows its screen', async (path, title, button) => {
  const { requests } = renderAt(path);

  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('/account-creation-success says what happens next', async () => {
  renderAt('/account-creation-success');

  expect(await screen.findByRole('heading', { level: 1, name: 'Account created' })).toBeVisible();
  expect(screen.getByText(MESSAGES.signUpSent)).toBeInTheDocument();
});

test('/settings shows the signed-in user their details', async () => {
  renderAt('/settings', true);

  expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Tom');
  expect(screen.getByRole('button', { name: 'Show Promotions' })).toBeInTheDocument();
});
