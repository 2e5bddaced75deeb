// @vitest-environment jsdom
import { endpoints } from '@portal/contract';
import { createFakeNetwork, createTestPortal } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { hydrate, unmountHydrated } from '../testing/hydrate';
import { createToastStore } from '../toasts/toast-store';
import { LiveShell } from './live-shell';
import { renderShell } from './render-shell';

// The page as it starts in the browser: the server's markup (render-shell.tsx), then the live shell
// (live-shell.tsx) hydrating it, as bootstrap.tsx does.

afterEach(() => {
  unmountHydrated();
  delete document.documentElement.dataset.shell;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function serveThenHydrate(pathname: string, beforeHydration?: () => void) {
  const network = createFakeNetwork()
    .on(endpoints.signIn, { token: 't', greeting: 'Hello', todo_count: 1 })
    .on(endpoints.getPolicies, [])
    // What the signed-in shell asks for: the bell's notifications, the promotion widget's status.
    .on(endpoints.getNotifications, { items: [], count: 0 })
    .on(endpoints.getLightboxStatus, { enabled: true, unread: 0 });
  const { portal } = createTestPortal({ asOnThePage: true, network });
  window.history.replaceState(null, '', pathname);
  const { mismatches } = await hydrate(
    renderShell(pathname, portal.brand).html,
    <LiveShell portal={portal} toasts={createToastStore()} onRegions={() => undefined} hydrating />,
    { id: 'portal-shell', beforeHydration },
  );
  return { network, mismatches };
}

function loginInput(name: 'username' | 'password'): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`The page has no ${name} input`);
  return input;
}

test('what was typed into the server’s login form before hydration is what signs in', async () => {
  const { network, mismatches } = await serveThenHydrate('/login', () => {
    loginInput('username').value = 'car.driver';
    loginInput('password').value = 'Portal-Demo-2026!';
  });
  expect(mismatches).toEqual([]);
  expect(document.documentElement).toHaveAttribute('data-shell', 'live');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));

  await waitFor(() => expect(network.callsTo(endpoints.signIn)).toHaveLength(1));
  expect(network.callsTo(endpoints.signIn)[0]?.body).toMatchObject({
    username: 'car.driver',
    password: 'Portal-Demo-2026!',
  });
});

test('the browser gives the fields the server’s ids: an error describes the input it is under', async () => {
  await serveThenHydrate('/login');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));

  const username = screen.getByRole('textbox', { name: 'Username' });
  expect(username).toHaveAttribute('aria-invalid', 'true');
  // The input keeps the server's id; the error the browser renders is named after the browser's.
  expect(username.getAttribute('aria-describedby')).toContain(`${username.id}-error`);
  expect(username).toHaveAccessibleDescription('Please enter your username.');
});
