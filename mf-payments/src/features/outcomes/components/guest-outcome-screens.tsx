import { href } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Button } from '@portal/ui';
import { OutcomeScreen, useOutcome } from './outcome';

// Routes 'guest-payment-successful' (/payments/guest/complete) and 'guest-payment-failed'
// (/payments/guest/failed) of portal.md §2: a visitor's payment, with the way to another one or
// to logging in.

export function GuestPaymentSuccessfulScreen({ title }: { title: string }) {
  const outcome = useOutcome();
  return (
    <OutcomeScreen
      title={title}
      succeeded
      message={outcome.message ?? 'Thank you. Your payment has been received.'}
      reference={outcome.reference}
    >
      <Button component={AppLink} href={href('payments-guest')}>
        Make another payment
      </Button>
      <Button component={AppLink} href={href('login')} variant="default">
        Log in
      </Button>
    </OutcomeScreen>
  );
}

export function GuestPaymentFailedScreen({ title }: { title: string }) {
  const outcome = useOutcome();
  return (
    <OutcomeScreen
      title={title}
      succeeded={false}
      message={
        outcome.message ?? 'Your payment was not completed. Please try again, or use another card.'
      }
      reference={outcome.reference}
    >
      <Button component={AppLink} href={href('payments-guest')}>
        Try again
      </Button>
      <Button component={AppLink} href={href('login')} variant="default">
        Log in
      </Button>
    </OutcomeScreen>
  );
}
