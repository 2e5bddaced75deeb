import { formatLongDate, formatMoney, href, type Payments, type Policy } from '@portal/contract';
import { AppLink, policyQuery, usePortal } from '@portal/platform';
import { changeRefusal, NotChangeable, NotFoundScreen } from '@portal/platform/remote-app';
import { useParams } from '@portal/platform/router';
import { Button, EmptyState, LoadFailed, PageLoading, PageScreen, Stack } from '@portal/ui';
import { AllDoneIllustration } from '@portal/ui/icons';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Facts } from '../../../app/facts';
import { usePayments } from '../../../app/payments-query';
import type { CardStepComponent } from '../../../app/card-step';
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

// A policy id is a whole number (the contract's IdSchema): anything else names no policy.
const ID = /^[1-9]\d{0,14}$/;

export function RenewScreen({ title, CardStep }: { title: string; CardStep: CardStepComponent }) {
  const { policyId = '' } = useParams();
  if (!ID.test(policyId)) {
    return <NotFoundScreen title={title} heading="This policy could not be found" />;
  }
  return <RenewLoader title={title} policyId={policyId} CardStep={CardStep} />;
}

function RenewLoader({
  title,
  policyId,
  CardStep,
}: {
  title: string;
  policyId: string;
  CardStep: CardStepComponent;
}) {
  const { api, queryClient } = usePortal();
  const policy = useQuery(policyQuery(api, policyId, queryClient));
  const payments = usePayments(policyId);

  if (policy.data && payments.data) {
    return (
      <PageScreen title={title} layout="form">
        <Renewable policy={policy.data} payments={payments.data} CardStep={CardStep} />
      </PageScreen>
    );
  }
  const failed = policy.isError ? policy : payments.isError ? payments : null;
  if (failed) {
    return (
      <PageScreen title={title} layout="form">
        <LoadFailed
          title="Your renewal could not be loaded"
          message={failed.error.message}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      </PageScreen>
    );
  }
  return <PageLoading title={title} />;
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
  const { brand } = usePortal();
  const policyId = String(policy.id);
  const refusal = changeRefusal(policy, brand.label);
  if (refusal) return <NotChangeable reason={refusal} />;

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
