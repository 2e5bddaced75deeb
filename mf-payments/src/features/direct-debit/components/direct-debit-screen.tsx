import { paymentsQuery, PolicyFormScreen } from '@portal/platform/remote-app';
import { Skeleton, Stack, Text, Title } from '@portal/ui';
import { CurrentInstruction } from './current-instruction';
import { DirectDebitForm } from './direct-debit-form';

// Route 'payments-direct-debit' (portal.md §1 "set up direct debit", §2): the instruction the
// policy has now, if any, and the form for a new one. The policy is read first (from the
// list fetched at sign-in, usually at once): a policy that cannot take a Direct Debit online
// is told so, and nothing else is asked for.

const LOADING = (
  <Stack gap="md" role="status" aria-label="Loading your Direct Debit details">
    <Skeleton height={120} radius="md" />
    <Skeleton height={36} />
    <Skeleton height={36} width={200} />
    <Skeleton height={36} width={240} />
    <Skeleton height={36} width={200} />
    <Skeleton height={36} width={145} />
  </Stack>
);

export function DirectDebitScreen({ title }: { title: string }) {
  return (
    <PolicyFormScreen
      title={title}
      layout="form"
      refuse={(policy) =>
        policy.direct_debit ? null : 'Direct Debit is not available for this policy online.'
      }
      refused={{
        title: 'You cannot set up a Direct Debit online',
        about: 'to arrange how you pay',
      }}
      read={paymentsQuery}
      failedTitle="Your Direct Debit details could not be loaded"
      loading={LOADING}
    >
      {({ policy, data: payments }) => {
        const existing = payments.direct_debit.status !== 'none';
        return (
          <>
            <CurrentInstruction instruction={payments.direct_debit} />
            <Title order={2} size="h3">
              {existing ? 'Set up a new Direct Debit' : 'Set up a Direct Debit'}
            </Title>
            {existing ? <Text>A new instruction replaces the one above.</Text> : null}
            <DirectDebitForm policyId={String(policy.id)} />
          </>
        );
      }}
    </PolicyFormScreen>
  );
}
