import { formatLongDate, formatMoney, href, type Payments, type Policy } from '@portal/contract';
import { AppLink } from '@portal/platform';
import {
  Facts,
  paymentsQuery,
  PolicyFormScreen,
  type CardStepComponent,
} from '@portal/platform/remote-app';
import { Button, EmptyState, Skeleton, Stack } from '@portal/ui';
import { AllDoneIllustration } from '@portal/ui/icons';
import type { ComponentType } from 'react';
import { RenewForm } from './renew-form';

// Route 'payments-renew' (/policies/{policyId}/payments/renew; portal.md §1, §2, §3 flag
// renewal_available): the renewal quote (premium, reference, the new cover's dates), then the
// card for exactly that premium. A policy that cannot be changed online (§6) says so; one with
// no renewal on offer says that, with the way back to the policy.

/** The screen, with the card step the app gives it (features do not import each other). */
export function renewScreen(CardStep: CardStepComponent): ComponentType<{ title: string }> {
  function RenewRoute({ title }: { title: string }) {
    return <RenewScreen title={title} CardStep={CardStep} />;
  }
  return RenewRoute;
}

export function RenewScreen({ title, CardStep }: { title: string; CardStep: CardStepComponent }) {
  return (
    <PolicyFormScreen
      title={title}
      layout="form"
      read={paymentsQuery}
      failedTitle="Your renewal could not be loaded"
      loading={<Skeleton height={120} radius="md" aria-hidden="true" />}
    >
      {({ policy, data: payments }) => (
        <Renewable policy={policy} payments={payments} CardStep={CardStep} />
      )}
    </PolicyFormScreen>
  );
}

function Renewable({
  policy,
  payments,
  CardStep,
}: {
  policy: Policy;
  payments: Payments;
  CardStep: CardStepComponent;
}) {
  const policyId = String(policy.id);
  const quote = payments.renewal;
  if (!policy.renewal_available || !quote) {
    return (
      <EmptyState
        illustration={<AllDoneIllustration />}
        title="No renewal to pay for"
        order={2}
        action={
          <Button component={AppLink} href={href('policy-summary', { policyId })} variant="light">
            Back to your policy
          </Button>
        }
      >
        {`There is no renewal on offer for policy ${policy.reference.toUpperCase()} at the moment.`}
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg">
      <Facts
        facts={[
          ['Policy', `${policy.label} (${policy.reference.toUpperCase()})`],
          ['Renewal premium', formatMoney(quote.premium)],
          ['Renewal reference', quote.reference.toUpperCase()],
          ['Cover starts', formatLongDate(quote.start_date)],
          ['Cover ends', formatLongDate(quote.end_date)],
        ]}
      />
      <RenewForm policyId={policyId} premium={quote.premium} CardStep={CardStep} />
    </Stack>
  );
}
