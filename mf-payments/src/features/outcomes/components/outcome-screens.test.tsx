// @vitest-environment jsdom
import { renderRemoteApp } from '@portal/platform/testing';
import { act, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from '../../../app/app';

// The payment outcome pages (portal.md §2) opened without a payment's state - a link, a new tab:
// a sentence true of any payment, and the next step. With a payment's state, the screens' own
// tests show its message and reference.

function open(path: string, signedIn = true) {
  return renderRemoteApp(App, { path, signedIn });
}

/** The page's title, once the screen (not its stand-in while it loads) shows. */
async function title(name: string, text: string | RegExp) {
  await screen.findByText(text);
  return screen.getByRole('heading', { level: 1, name });
}

test('payment successful opened directly says the payment was received, and leads back to the policy', async () => {
  open('/policies/101/pay/complete');

  expect(
    await title('Payment successful', 'Thank you. Your payment has been received.'),
  ).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
    'href',
    '/policies/101',
  );
});

test('each kind of outcome is titled for what was done, not as a payment', async () => {
  const view = open('/policies/101/direct-debit/complete');
  expect(
    await title('Direct Debit set up', 'Thank you. Your Direct Debit is set up.'),
  ).toHaveFocus();
  view.unmount();

  const refund = open('/policies/101/refunds/complete');
  expect(await title('Refund accepted', 'Thank you. Your refund has been accepted.')).toHaveFocus();
  refund.unmount();

  open('/policies/101/renew/complete');
  expect(await title('Renewal complete', /Your renewal payment has been received/)).toHaveFocus();
  expect(screen.queryByRole('heading', { name: 'Payment successful' })).toBeNull();
});

test('payment failed opened directly offers to try paying again', async () => {
  open('/policies/101/payments/failed');

  expect(await title('Payment failed', /Your payment was not completed/)).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/policies/101/payments/pay',
  );
});

test('a Try again of the state that leads to no payment screen is not followed', async () => {
  open('/policies/101/pay/complete');
  await screen.findByText('Thank you. Your payment has been received.');
  // A history entry as react-router writes one, with state it did not write.
  const state = {
    usr: { message: 'Declined.', reference: null, retry: '/policies/101/change' },
    key: 'a',
    idx: 1,
  };
  act(() => {
    window.history.pushState(state, '', '/policies/101/payments/failed');
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  });

  expect(await screen.findByText('Declined.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/policies/101/payments/pay',
  );
});

test('guest payment failed opened directly offers another try and logging in', async () => {
  open('/payments/guest/failed', false);

  expect(await title('Payment failed', /Your payment was not completed/)).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/payments/guest',
  );
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('guest payment successful opened directly offers another payment', async () => {
  open('/payments/guest/complete', false);

  expect(
    await title('Payment successful', 'Thank you. Your payment has been received.'),
  ).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Make another payment' })).toHaveAttribute(
    'href',
    '/payments/guest',
  );
});
