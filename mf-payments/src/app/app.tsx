import { createRemoteApp, placeholderScreen } from '@portal/platform/remote-app';

// The screen for each of this app's rows of the route table (portal.md §2): its page title
// alone until its feature lands.
export const App = createRemoteApp('mf-payments', {
  credit: placeholderScreen(),
  'credit-confirmed': placeholderScreen(),
  'credit-declined': placeholderScreen(),
  'credit-error': placeholderScreen(),
  'payments-guest': placeholderScreen(),
  'guest-payment-failed': placeholderScreen(),
  'guest-payment-successful': placeholderScreen(),
  'payments-renew': placeholderScreen(),
  'payments-direct-debit': placeholderScreen(),
  'payments-pay': placeholderScreen(),
  'payments-refunds': placeholderScreen(),
  'payment-failed': placeholderScreen(),
  'payment-successful': placeholderScreen(),
});
