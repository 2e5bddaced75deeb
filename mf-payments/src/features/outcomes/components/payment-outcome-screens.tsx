import { href } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { NotFoundScreen } from '@portal/platform/remote-app';
import { useParams } from '@portal/platform/router';
import { Button } from '@portal/ui';
import { OutcomeScreen, useOutcome } from './outcome';

// Routes 'payment-successful' (/policies/{policyId}/{paymentType}/complete, paymentType pay or
// renew) and 'payment-failed' (/policies/{policyId}/payments/failed) of portal.md §2.

// A policy id is a whole number (the contract's IdSchema): anything else names no policy.
const ID = /^[1-9]\d{0,14}$/;

export function PaymentSuccessfulScreen({ title }: { title: string }) {
  const { policyId = '', paymentType } = useParams();
  const outcome = useOutcome();
  if (!ID.test(policyId)) {
    return <NotFoundScreen title={title} heading="This policy could not be found" />;
  }
  const general =
    paymentType === 'renew'
      ? 'Thank you. Your renewal payment has been received. Your new documents will be in your inbox shortly.'
      : 'Thank you. Your payment has been received.';
  return (
    <OutcomeScreen
      title={title}
      succeeded
      message={outcome.message ?? general}
      reference={outcome.reference}
    >
      <Button component={AppLink} href={href('policy-summary', { policyId })}>
        Back to your policy
      </Button>
    </OutcomeScreen>
  );
}

export function PaymentFailedScreen({ title }: { title: string }) {
  const { policyId = '' } = useParams();
  const outcome = useOutcome();
  if (!ID.test(policyId)) {
    return <NotFoundScreen title={title} heading="This policy could not be found" />;
  }
  return (
    <OutcomeScreen
      title={title}
      succeeded={false}
      message={
        outcome.message ?? 'Your payment was not completed. Please try again, or use another card.'
      }
      reference={outcome.reference}
    >
      <Button component={AppLink} href={outcome.retry ?? href('payments-pay', { policyId })}>
        Try again
      </Button>
      <Button component={AppLink} href={href('policy-summary', { policyId })} variant="default">
        Back to your policy
      </Button>
    </OutcomeScreen>
  );
}
