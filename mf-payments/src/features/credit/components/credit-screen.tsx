import { MESSAGES } from '@portal/contract';
import { policyQuery, usePortal } from '@portal/platform';
import { LoadFailed, PageScreen, Skeleton, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useCreditAgreement } from '../api/get-credit-agreement';
import { CreditAgreementDocument } from './credit-agreement-document';
import { CreditForm } from './credit-form';
import { NotAvailable, paymentRefusal } from '../../../app/not-available';
import { PolicyRoute } from '@portal/platform/remote-app';

// Route 'credit' (portal.md §1 "sign a credit agreement", §2): the agreement to read - its key
// figures and pages - then the signature or Decline. The policy is read first (from the list
// fetched at sign-in, usually at once): one without a credit agreement to sign online is told
// so, and nothing else is asked for. An agreement already signed or declined says so.

export function CreditScreen({ title }: { title: string }) {
  return (
    <PolicyRoute title={title}>
      {(policyId) => <PolicyCredit title={title} policyId={policyId} />}
    </PolicyRoute>
  );
}

function PolicyCredit({ title, policyId }: { title: string; policyId: string }) {
  const { api, queryClient, brand } = usePortal();
  const policy = useQuery(policyQuery(api, policyId, queryClient));
  const refusal = policy.data
    ? paymentRefusal(
        policy.data,
        brand.label,
        policy.data.flags.credit_agreement_required,
        MESSAGES.creditAgreementUnavailable,
      )
    : null;
  const agreement = useCreditAgreement(policyId, Boolean(policy.data) && refusal === null);

  if (refusal) {
    return (
      <PageScreen title={title} layout="form">
        <NotAvailable
          title="You cannot sign a credit agreement online"
          reason={refusal}
          policyId={policyId}
          about="if you have a question about paying for your policy"
        />
      </PageScreen>
    );
  }
  // Once shown, the agreement and the form stay through a later refetch, failed or not.
  if (agreement.data) {
    return (
      <PageScreen title={title} layout="form">
        {agreement.data.status === 'pending' ? (
          <>
            <CreditAgreementDocument agreement={agreement.data} />
            <CreditForm policyId={policyId} />
          </>
        ) : (
          <NotAvailable
            title="There is nothing to sign"
            reason={MESSAGES.creditAgreementDecided}
            policyId={policyId}
            about="if you have a question about paying for your policy"
          />
        )}
      </PageScreen>
    );
  }
  const failed = policy.isError ? policy : agreement.isError ? agreement : null;
  return (
    <PageScreen title={title} layout="form" busy={!failed}>
      {failed ? (
        <LoadFailed
          title="Your credit agreement could not be loaded"
          message={failed.error?.message ?? ''}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        <Stack gap="md" role="status" aria-label="Loading your credit agreement">
          <Skeleton height={28} width="60%" />
          <Skeleton height={120} radius="md" />
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="80%" />
          <Skeleton height={36} />
          <Skeleton height={36} width={145} />
        </Stack>
      )}
    </PageScreen>
  );
}
