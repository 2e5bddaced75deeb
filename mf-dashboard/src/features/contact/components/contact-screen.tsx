import { MESSAGES } from '@portal/contract';
import { policiesQuery, usePortal } from '@portal/platform';
import { Alert, Button, EmptyState, PageScreen, Skeleton, Stack, Text } from '@portal/ui';
import { NoPoliciesIllustration } from '@portal/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStore } from 'zustand';
import { ContactForm } from './contact-form';
import { ContactHelp } from './contact-help';
import { ContactSignedOut } from './contact-signed-out';

// portal.md §2 "Other screens", route 'contact' (public). An expired session still shows the
// form: the login modal opens over it and every typed value must survive the sign-in (§4). A
// form's one readable column, with the other ways to reach us beside it.

export function ContactScreen({ title }: { title: string }) {
  const { session } = usePortal();
  const signedOut = useStore(session, (state) => state.status === 'signed-out');
  // The policy a click on our number is about: the one chosen in the form, else the first.
  const [policyId, setPolicyId] = useState<number | undefined>();
  return (
    <PageScreen
      title={title}
      layout="form"
      aside={<ContactHelp policyId={signedOut ? undefined : policyId} />}
    >
      {signedOut ? <ContactSignedOut /> : <ContactPolicies onPolicy={setPolicyId} />}
    </PageScreen>
  );
}

function ContactPolicies({ onPolicy }: { onPolicy: (policyId: number | undefined) => void }) {
  const { api } = usePortal();
  const policies = useQuery(policiesQuery(api));

  if (policies.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading your policies">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={104} />
        <Skeleton height={36} width={145} />
      </Stack>
    );
  }
  if (policies.isError) {
    return (
      <Alert color="red" title="Your policies could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text>{policies.error.message}</Text>
          <Button onClick={() => void policies.refetch()} loading={policies.isFetching}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  // A hidden policy (an old, expired one) is not offered, as nowhere else in the portal.
  const current = policies.data.filter((policy) => !policy.hidden);
  if (current.length === 0) {
    // Nothing to send a message about (the API only takes the user's own policies): the
    // spec's no-policies text (portal.md §8); the number it asks them to phone is in the help
    // panel, next on the page.
    return (
      <EmptyState
        illustration={<NoPoliciesIllustration />}
        title="No policies to write about"
        order={2}
      >
        {MESSAGES.noPolicies}
      </EmptyState>
    );
  }
  return <ContactForm policies={current} onPolicy={onPolicy} />;
}
