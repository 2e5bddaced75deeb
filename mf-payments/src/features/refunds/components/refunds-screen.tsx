import { href } from '@portal/contract';
import { AppLink, policyQuery, usePortal } from '@portal/platform';
import { Button, EmptyState, LoadFailed, PageScreen, Skeleton, Stack, Text } from '@portal/ui';
import { AllDoneIllustration } from '@portal/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { NotAvailable, paymentRefusal } from '../../../app/not-available';
import { usePayments } from '../../../app/payments-query';
import { RefundForm } from './refund-form';
import { PolicyRoute } from '@portal/platform/remote-app';

// Route 'payments-refunds' (portal.md §1 "receive refunds", §2): the refunds offered on the
// policy, one to accept, or word that there are none. The policy is read first (from the list
// fetched at sign-in, usually at once): one that cannot take refunds online is told so, and
// nothing else is asked for.

export function RefundsScreen({ title }: { title: string }) {
  return (
    <PolicyRoute title={title}>
      {(policyId) => <PolicyRefunds title={title} policyId={policyId} />}
    </PolicyRoute>
  );
}

function PolicyRefunds({ title, policyId }: { title: string; policyId: string }) {
  const { api, queryClient, brand } = usePortal();
  const policy = useQuery(policyQuery(api, policyId, queryClient));
  const refusal = policy.data
    ? paymentRefusal(
        policy.data,
        brand.label,
        policy.data.refunds_available,
        'Refunds are not available for this policy online.',
      )
    : null;
  const payments = usePayments(policyId, Boolean(policy.data) && refusal === null);

  if (refusal) {
    return (
      <PageScreen title={title} layout="form">
        <NotAvailable
          title="You cannot accept a refund online"
          reason={refusal}
          policyId={policyId}
          about="about any money we owe you"
        />
      </PageScreen>
    );
  }
  // Once shown, the choice stays through a later refetch, failed or not.
  if (payments.data) {
    const { refunds } = payments.data;
    return (
      <PageScreen title={title} layout="form">
        {refunds.length === 0 ? (
          <EmptyState
            illustration={<AllDoneIllustration />}
            title="You have no refunds waiting."
            order={2}
            action={
              <Button component={AppLink} href={href('policy-summary', { policyId })}>
                Back to your policy
              </Button>
            }
          />
        ) : (
          <>
            <Text>
              Choose the refund to accept. We pay it back the way you paid for your policy.
            </Text>
            <RefundForm policyId={policyId} refunds={refunds} />
          </>
        )}
      </PageScreen>
    );
  }
  const failed = policy.isError ? policy : payments.isError ? payments : null;
  return (
    <PageScreen title={title} layout="form" busy={!failed}>
      {failed ? (
        <LoadFailed
          title="Your refunds could not be loaded"
          message={failed.error?.message ?? ''}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        <Stack gap="md" role="status" aria-label="Loading your refunds">
          <Skeleton height={20} width="80%" />
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
          <Skeleton height={36} width={145} />
        </Stack>
      )}
    </PageScreen>
  );
}
