import { href } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { paymentsQuery, PolicyFormScreen } from '@portal/platform/remote-app';
import { Button, EmptyState, Skeleton, Stack, Text } from '@portal/ui';
import { AllDoneIllustration } from '@portal/ui/icons';
import { RefundForm } from './refund-form';

// Route 'payments-refunds' (portal.md §1 "receive refunds", §2): the refunds offered on the
// policy, one to accept, or word that there are none. The policy is read first (from the list
// fetched at sign-in, usually at once): one that cannot take refunds online is told so, and
// nothing else is asked for.

const LOADING = (
  <Stack gap="md" role="status" aria-label="Loading your refunds">
    <Skeleton height={20} width="80%" />
    <Skeleton height={56} radius="md" />
    <Skeleton height={56} radius="md" />
    <Skeleton height={36} width={145} />
  </Stack>
);

export function RefundsScreen({ title }: { title: string }) {
  return (
    <PolicyFormScreen
      title={title}
      layout="form"
      refuse={(policy) =>
        policy.refunds_available ? null : 'Refunds are not available for this policy online.'
      }
      refused={{ title: 'You cannot accept a refund online', about: 'about any money we owe you' }}
      read={paymentsQuery}
      failedTitle="Your refunds could not be loaded"
      loading={LOADING}
    >
      {({ policy, data: { refunds } }) =>
        refunds.length === 0 ? (
          <EmptyState
            illustration={<AllDoneIllustration />}
            title="You have no refunds waiting."
            order={2}
            action={
              <Button
                component={AppLink}
                href={href('policy-summary', { policyId: String(policy.id) })}
              >
                Back to your policy
              </Button>
            }
          />
        ) : (
          <>
            <Text>
              Choose the refund to accept. We pay it back the way you paid for your policy.
            </Text>
            <RefundForm policyId={String(policy.id)} refunds={refunds} />
          </>
        )
      }
    </PolicyFormScreen>
  );
}
