import { href } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { useParams } from '@portal/platform/router';
import { Button } from '@portal/ui';
import { PolicyRoute } from '@portal/platform/remote-app';
import { OutcomeScreen, useOutcome } from './outcome';

// Routes 'payment-successful' (/policies/{policyId}/{paymentType}/complete, paymentType pay,
// renew, direct-debit or refunds) and 'payment-failed' (/policies/{policyId}/payments/failed) of
// portal.md §2. The title is the route table's for the paymentType (routeTitle).

/** Said when the page is opened without the server's message (a link, a new tab). */
const GENERAL: Readonly<Record<string, string>> = {
  renew:
    'Thank you. Your renewal payment has been received. Your new documents will be in your inbox shortly.',
  'direct-debit': 'Thank you. Your Direct Debit is set up.',
  refunds: 'Thank you. Your refund has been accepted.',
};
const PAID = 'Thank you. Your payment has been received.';

export function PaymentSuccessfulScreen({ title }: { title: string }) {
  const { paymentType = '' } = useParams();
  const outcome = useOutcome();
  const general = Object.hasOwn(GENERAL, paymentType) ? (GENERAL[paymentType] ?? PAID) : PAID;
  return (
    <PolicyRoute title={title}>
      {(policyId) => (
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
      )}
    </PolicyRoute>
  );
}

export function PaymentFailedScreen({ title }: { title: string }) {
  const outcome = useOutcome();
  return (
    <PolicyRoute title={title}>
      {(policyId) => (
        <OutcomeScreen
          title={title}
          succeeded={false}
          message={
            outcome.message ??
            'Your payment was not completed. Please try again, or use another card.'
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
      )}
    </PolicyRoute>
  );
}
