import type { ComponentType } from 'react';
import { createRemoteApp, lazyScreen } from '@portal/platform/remote-app';

// Each lazy screen's chunk is named for the routes it shows (screen.<route>[~<route>]), so a page
// preloads its own screen and no other (scripts/serve/preloads.ts).

// The hosted card form the three card payments embed: features do not import each other, so the
// app hands it to each.
const cardStep = () =>
  import(
    /* webpackChunkName: "screen.payments-guest~payments-pay~payments-renew" */ '../features/card-payment/components/card-payment-step'
  );

function screen(load: () => Promise<ComponentType<{ title: string }>>) {
  return lazyScreen(load);
}

const paymentOutcomes = () =>
  import(
    /* webpackChunkName: "screen.payment-failed~payment-successful" */ '../features/outcomes/components/payment-outcome-screens'
  );
const guestOutcomes = () =>
  import(
    /* webpackChunkName: "screen.guest-payment-failed~guest-payment-successful" */ '../features/outcomes/components/guest-outcome-screens'
  );

// The screen for each of this app's rows of the route table (portal.md §2).
export const App = createRemoteApp('mf-payments', {
  'payments-pay': screen(async () => {
    const [pay, card] = await Promise.all([
      import(/* webpackChunkName: "screen.payments-pay" */ '../features/pay/components/pay-screen'),
      cardStep(),
    ]);
    return pay.payScreen(card.CardPaymentStep);
  }),
  'payments-renew': screen(async () => {
    const [renew, card] = await Promise.all([
      import(
        /* webpackChunkName: "screen.payments-renew" */ '../features/renew/components/renew-screen'
      ),
      cardStep(),
    ]);
    return renew.renewScreen(card.CardPaymentStep);
  }),
  'payments-guest': screen(async () => {
    const [guest, card] = await Promise.all([
      import(
        /* webpackChunkName: "screen.payments-guest" */ '../features/guest/components/guest-payment-screen'
      ),
      cardStep(),
    ]);
    return guest.guestPaymentScreen(card.CardPaymentStep);
  }),
  'payment-successful': screen(async () => (await paymentOutcomes()).PaymentSuccessfulScreen),
  'payment-failed': screen(async () => (await paymentOutcomes()).PaymentFailedScreen),
  'guest-payment-successful': screen(
    async () => (await guestOutcomes()).GuestPaymentSuccessfulScreen,
  ),
  'guest-payment-failed': screen(async () => (await guestOutcomes()).GuestPaymentFailedScreen),
  'payments-direct-debit': screen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.payments-direct-debit" */ '../features/direct-debit/components/direct-debit-screen'
        )
      ).DirectDebitScreen,
  ),
  'payments-refunds': screen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.payments-refunds" */ '../features/refunds/components/refunds-screen'
        )
      ).RefundsScreen,
  ),
  credit: screen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.credit" */ '../features/credit/components/credit-screen'
        )
      ).CreditScreen,
  ),
  'credit-confirmed': screen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.credit-confirmed" */ '../features/credit/components/credit-confirmed-screen'
        )
      ).CreditConfirmedScreen,
  ),
  'credit-declined': screen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.credit-declined" */ '../features/credit/components/credit-declined-screen'
        )
      ).CreditDeclinedScreen,
  ),
  'credit-error': screen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.credit-error" */ '../features/credit/components/credit-error-screen'
        )
      ).CreditErrorScreen,
  ),
});
