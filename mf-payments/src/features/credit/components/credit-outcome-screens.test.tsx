// @vitest-environment jsdom
import { MESSAGES } from '@portal/contract';
import { TEST_BRAND } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { showCredit } from './test-credit';

// The outcome pages of a credit agreement (portal.md §2 credit-confirmed, credit-declined,
// credit-error), opened with the server's message in the navigation state, or without it.

test("the confirmed page shows the server's message, its title focused, and the next steps", async () => {
  showCredit({
    path: '/policies/101/credit/credit-confirmed',
    state: { message: 'Signed, thank you.' },
  });

  const heading = screen.getByRole('heading', { level: 1, name: 'Credit agreement confirmed' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('Signed, thank you.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
});

test('opened without a message, each page says something general', () => {
  showCredit({ path: '/policies/101/credit/credit-confirmed' });
  expect(
    screen.getByText(
      'Thank you. Your credit agreement is signed. A copy will be in your policy inbox.',
    ),
  ).toBeInTheDocument();
});

test('the declined page offers our phone number to arrange another way to pay', () => {
  showCredit({ path: '/policies/101/credit/credit-declined', state: { message: 42 } });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Credit agreement declined' }),
  ).toBeInTheDocument();
  expect(screen.getByText('You have declined the credit agreement.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: TEST_BRAND.contactNumber })).toHaveAttribute(
    'href',
    'tel:03069990123',
  );
});

test('the error page falls back to the general server error and leads back to the agreement', () => {
  showCredit({ path: '/policies/101/credit/credit-error' });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Credit agreement error' }),
  ).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.serverError)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your credit agreement' })).toHaveAttribute(
    'href',
    '/policies/101/credit',
  );
});
