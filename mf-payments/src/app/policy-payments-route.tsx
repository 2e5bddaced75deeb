import type { Payments, Policy } from '@portal/contract';
import { policyQuery, usePortal } from '@portal/platform';
import { PolicyRoute } from '@portal/platform/remote-app';
import { LoadFailed, PageLoading, PageScreen } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePayments } from './payments-query';

// The pay and renew screens' start: the route's policy (PolicyRoute, the remote kit's) and its
// payments.

interface PolicyPaymentsProps {
  title: string;
  /** What a failure to load says, above the reason and a retry. */
  failedTitle: string;
  children: (policy: Policy, payments: Payments) => ReactNode;
}

/**
 * The route's policy and its payments, then the screen made of them. Once shown, the screen
 * stays through a refetch, failed or not: nothing typed into it is taken away.
 */
export function PolicyPaymentsRoute({ title, failedTitle, children }: PolicyPaymentsProps) {
  return (
    <PolicyRoute title={title}>
      {(policyId) => (
        <PolicyPayments title={title} policyId={policyId} failedTitle={failedTitle}>
          {children}
        </PolicyPayments>
      )}
    </PolicyRoute>
  );
}

function PolicyPayments({
  title,
  policyId,
  failedTitle,
  children,
}: PolicyPaymentsProps & { policyId: string }) {
  const { api, queryClient } = usePortal();
  const policy = useQuery(policyQuery(api, policyId, queryClient));
  const payments = usePayments(policyId);

  if (policy.data && payments.data) {
    return (
      <PageScreen title={title} layout="form">
        {children(policy.data, payments.data)}
      </PageScreen>
    );
  }
  const failed = policy.isError ? policy : payments.isError ? payments : null;
  if (failed) {
    return (
      <PageScreen title={title} layout="form">
        <LoadFailed
          title={failedTitle}
          message={failed.error.message}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      </PageScreen>
    );
  }
  return <PageLoading title={title} />;
}
