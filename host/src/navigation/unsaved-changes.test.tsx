// @vitest-environment jsdom
import { renderWithPortal } from '@portal/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ShellProviders } from '../shell/shell-providers';
import { UnsavedChangesGuard } from './unsaved-changes';

function setUp() {
  return renderWithPortal(<UnsavedChangesGuard />, { providers: ShellProviders });
}

function routeTo(path: string) {
  const cancelNavigation = vi.fn();
  act(() => {
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: {
          oldUrl: window.location.href,
          newUrl: new URL(path, window.location.href).href,
          cancelNavigation,
        },
      }),
    );
  });
  return cancelNavigation;
}

test('nothing is asked while no form holds the page', () => {
  setUp();
  expect(routeTo('/events')).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("'Stay here' closes the question and goes nowhere", async () => {
  const { portal, navigate, user } = setUp();
  portal.confirmLeave.hold();
  expect(routeTo('/events')).toHaveBeenCalledWith(true);
  const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
  expect(dialog).toHaveTextContent(
    'You have changes on this page that have not been saved. If you leave, they will be lost.',
  );
  await user.click(screen.getByRole('button', { name: 'Stay here' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(navigate).not.toHaveBeenCalled();
});

test("'Leave page' goes to the page the user wanted", async () => {
  const { portal, navigate, user } = setUp();
  portal.confirmLeave.hold();
  routeTo('/faqs?q=renewal');
  await user.click(await screen.findByRole('button', { name: 'Leave page' }));
  expect(navigate).toHaveBeenCalledWith('/faqs?q=renewal');
  // That navigation is let through although the form still holds the page.
  expect(routeTo('/faqs?q=renewal')).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
