// @vitest-environment jsdom
import { renderWithPortal } from '@portal/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ShellProviders } from '../shell/shell-providers';
import { createToastStore, TOAST_LIFETIME_MS } from './toast-store';
import { Toasts } from './toasts';

// portal.md §9: a notification toast shows top right for 20 seconds.

afterEach(() => {
  vi.useRealTimers();
});

function renderToasts() {
  const store = createToastStore();
  renderWithPortal(<Toasts store={store} />, { providers: ShellProviders });
  return store;
}

test('a success toast is announced politely and leaves after 20 seconds', () => {
  vi.useFakeTimers();
  const store = renderToasts();

  act(() => store.show({ message: 'Thank you for your message.', kind: 'success' }));

  expect(
    within(screen.getByTestId('toasts-polite')).getByText('Thank you for your message.'),
  ).toBeVisible();
  act(() => vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1));
  expect(screen.getByText('Thank you for your message.')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText('Thank you for your message.')).not.toBeInTheDocument();
});

test('a toast given its own duration leaves after it', () => {
  vi.useFakeTimers();
  const store = renderToasts();

  act(() => store.show({ message: 'Starting download...', durationMs: 2000 }));

  act(() => vi.advanceTimersByTime(1999));
  expect(screen.getByText('Starting download...')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText('Starting download...')).not.toBeInTheDocument();
});

test('an error toast is announced at once, in the alert region', () => {
  const store = renderToasts();

  act(() => store.show({ message: 'Error sending screenshot', kind: 'error' }));

  expect(
    within(screen.getByTestId('toasts-urgent')).getByText('Error sending screenshot'),
  ).toBeVisible();
  expect(screen.getByTestId('toasts-urgent')).toHaveAttribute('aria-live', 'assertive');
  expect(
    within(screen.getByTestId('toasts-polite')).queryByText('Error sending screenshot'),
  ).toBeNull();
});

test('user can dismiss a toast before its time', async () => {
  const store = renderToasts();
  act(() => store.show({ message: 'Notifications enabled', kind: 'success' }));

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

  expect(screen.queryByText('Notifications enabled')).not.toBeInTheDocument();
});

test('the same message twice shows once', () => {
  const store = renderToasts();

  act(() => {
    store.show({ message: 'Screenshot sent', kind: 'success' });
    store.show({ message: 'Screenshot sent', kind: 'success' });
  });

  expect(screen.getAllByText('Screenshot sent')).toHaveLength(1);
});
