import { formatDate, formatMoney, href, type Payments, type Policy } from '@portal/contract';
import { AppLink } from '@portal/platform';
import {
  Facts,
  NotChangeable,
  paymentsQuery,
  PolicyFormScreen,
  type CardStepComponent,
} from '@portal/platform/remote-app';
import { Button, EmptyState, Skeleton, Stack } from '@portal/ui';
import { AllDoneIllustration } from '@portal/ui/icons';
import type { ComponentType } from 'react';
import { PayForm } from './pay-form';

// Route 'payments-pay' (/policies/{policyId}/payments/pay; portal.md §1, §2, §3 flag
// payments_available): what is due and by when, the amount to pay, then the card. A policy that
// cannot be changed online (§6: can_modify) or takes no payments online says so instead.

/** The screen, with the card step the app gives it (features do not import each other). */
export function payScreen(CardStep: CardStepComponent): ComponentType<{ title: string }> {
  function PayRoute({ title }: { title: string }) {
    return <PayScreen title={title} CardStep={CardStep} />;
  }
  return PayRoute;
}

export function PayScreen({ title, CardStep }: { title: string; CardStep: CardStepComponent }) {
  return (
    <PolicyFormScreen
      title={title}
      layout="form"
      read={paymentsQuery}
      failedTitle="What is due on your policy could not be loaded"
      loading={<Skeleton height={120} radius="md" aria-hidden="true" />}
    >
      {({ policy, data: payments }) => (
        <Payable policy={policy} payments={payments} CardStep={CardStep} />
      )}
    </PolicyFormScreen>
  );
}

function Payable({
  policy,
  payments,
  CardStep,
}: {
  policy: Policy;
  payments: Payments;
  CardStep: CardStepComponent;
}) {
  const policyId = String(policy.id);
  const due = payments.amount_due;
  // Paid in full is not 'cannot be paid online': what is due decides first.
  if (due !== null && due > 0 && !policy.payments_available) {
    return (
      <NotChangeable policy={policy} reason="Payments for this policy cannot be made online." />
    );
  }
  if (due === null || due <= 0) {
    return (
      <EmptyState
        illustration={<AllDoneIllustration />}
        title="Nothing to pay"
        order={2}
        action={
          <Button component={AppLink} href={href('policy-summary', { policyId })} variant="light">
            Back to your policy
          </Button>
        }
      >
        {`There is nothing to pay on policy ${policy.reference.toUpperCase()} at the moment.`}
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg">
      <Facts
        facts={[
          ['Policy', `${policy.label} (${policy.reference.toUpperCase()})`],
          ['Amount due', formatMoney(due)],
          ...(payments.due_date ? [['Due by', formatDate(payments.due_date)] as const] : []),
        ]}
      />
      <PayForm policyId={policyId} due={due} CardStep={CardStep} />
    </Stack>
  );
}
