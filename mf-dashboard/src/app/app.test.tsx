// @vitest-environment jsdom
import { PortalProvider } from '@portal/platform';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createTestPortal } from '../features/contact/components/contact-test-support';
import { App } from './app';

// The app shows each screen at its row's path of the route table (portal.md §2).

function renderAt(path: string, signedIn: boolean) {
  const { portal, requests } = createTestPortal({ signedIn });
  window.history.pushState(null, '', path);
  render(
    <PortalProvider value={portal}>
      <App />
    </PortalProvider>,
  );
  return { requests };
}

test('/contact shows the contact screen', async () => {
  const { requests } = renderAt('/contact', false);

  // The screen loads on first use: its title shows at once, its content when it arrives.
  expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('/contact signed in shows the form, themed and guarded by the page', async () => {
  renderAt('/contact', true);

  expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Policy' })).toBeInTheDocument();
});
