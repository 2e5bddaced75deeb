import { policyQuery, usePortal } from '@portal/platform';
import { LoadFailed, PageScreen, Skeleton, Stack, Text, Title } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { NotAvailable, paymentRefusal } from '../../../app/not-available';
import { usePayments } from '../../../app/payments-query';
import { CurrentInstruction } from './current-instruction';
import { DirectDebitForm } from './direct-debit-form';
import { PolicyRoute } from '@portal/platform/remote-app';

// Route 'payments-direct-debit' (portal.md §1 "set up direct debit", §2): the instruction the
// policy has now, if any, and the form for a new one. The policy is read first (from the
// list fetched at sign-in, usually at once): a policy that cannot take a Direct Debit online
// is told so, and nothing else is asked for.

export function DirectDebitScreen({ title }: { title: string }) {
  return (
    <PolicyRoute title={title}>
      {(policyId) => <DirectDebitPolicy title={title} policyId={policyId} />}
    </PolicyRoute>
  );
}

function DirectDebitPolicy({ title, policyId }: { title: string; policyId: string }) {
  const { api, queryClient, brand } = usePortal();
  const policy = useQuery(policyQuery(api, policyId, queryClient));
  const refusal = policy.data
    ? paymentRefusal(
        policy.data,
        brand.label,
        policy.data.direct_debit,
        'Direct Debit is not available for this policy online.',
      )
    : null;
  const payments = usePayments(policyId, Boolean(policy.data) && refusal === null);

  if (refusal) {
    return (
      <PageScreen title={title} layout="form">
        <NotAvailable
          title="You cannot set up a Direct Debit online"
          reason={refusal}
          policyId={policyId}
          about="to arrange how you pay"
        />
      </PageScreen>
    );
  }
  // Once shown, the form stays through a later refetch, failed or not: nothing typed is lost.
  if (payments.data) {
    const existing = payments.data.direct_debit.status !== 'none';
    return (
      <PageScreen title={title} layout="form">
        <CurrentInstruction instruction={payments.data.direct_debit} />
        <Title order={2} size="h3">
          {existing ? 'Set up a new Direct Debit' : 'Set up a Direct Debit'}
        </Title>
        {existing ? <Text>A new instruction replaces the one above.</Text> : null}
        <DirectDebitForm policyId={policyId} />
      </PageScreen>
    );
  }
  const failed = policy.isError ? policy : payments.isError ? payments : null;
  return (
    <PageScreen title={title} layout="form" busy={!failed}>
      {failed ? (
        <LoadFailed
          title="Your Direct Debit details could not be loaded"
          message={failed.error?.message ?? ''}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        <Stack gap="md" role="status" aria-label="Loading your Direct Debit details">
          <Skeleton height={120} radius="md" />
          <Skeleton height={36} />
          <Skeleton height={36} width={200} />
          <Skeleton height={36} width={240} />
          <Skeleton height={36} width={200} />
          <Skeleton height={36} width={145} />
        </Stack>
      )}
    </PageScreen>
  );
}
