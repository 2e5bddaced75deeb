import { MESSAGES } from '@portal/contract';
import { NotChangeable, PolicyFormScreen } from '@portal/platform/remote-app';
import { Skeleton, Stack } from '@portal/ui';
import { creditAgreementQuery } from '../api/get-credit-agreement';
import { CreditAgreementDocument } from './credit-agreement-document';
import { CreditForm } from './credit-form';

// Route 'credit' (portal.md §1 "sign a credit agreement", §2): the agreement to read - its key
// figures and pages - then the signature or Decline. The policy is read first (from the list
// fetched at sign-in, usually at once): one without a credit agreement to sign online is told
// so, and nothing else is asked for. An agreement already signed or declined says so.

const ABOUT = 'if you have a question about paying for your policy';

const LOADING = (
  <Stack gap="md" role="status" aria-label="Loading your credit agreement">
    <Skeleton height={28} width="60%" />
    <Skeleton height={120} radius="md" />
    <Skeleton height={16} />
    <Skeleton height={16} />
    <Skeleton height={16} width="80%" />
    <Skeleton height={36} />
    <Skeleton height={36} width={145} />
  </Stack>
);

export function CreditScreen({ title }: { title: string }) {
  return (
    <PolicyFormScreen
      title={title}
      layout="form"
      refuse={(policy) =>
        policy.flags.credit_agreement_required ? null : MESSAGES.creditAgreementUnavailable
      }
      refused={{ title: 'You cannot sign a credit agreement online', about: ABOUT }}
      read={creditAgreementQuery}
      failedTitle="Your credit agreement could not be loaded"
      loading={LOADING}
    >
      {({ policy, data: agreement }) =>
        agreement.status === 'pending' ? (
          <>
            <CreditAgreementDocument agreement={agreement} />
            <CreditForm policyId={String(policy.id)} />
          </>
        ) : (
          <NotChangeable
            policy={policy}
            title="There is nothing to sign"
            reason={MESSAGES.creditAgreementDecided}
            about={ABOUT}
          />
        )
      }
    </PolicyFormScreen>
  );
}
