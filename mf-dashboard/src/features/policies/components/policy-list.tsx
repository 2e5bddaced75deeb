import { href, MESSAGES, type Policy } from '@portal/contract';
import { AppLink, policiesQuery, telephoneHref, usePortal } from '@portal/platform';
import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  EmptyState,
  Group,
  LoadFailed,
  Skeleton,
  Stack,
  Text,
} from '@portal/ui';
import { NoPoliciesIllustration } from '@portal/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { PolicyRows } from './policy-rows';
import { UNSUPPORTED_NOTICE_MS, UnsupportedPolicyText } from './unsupported-policy';

// The policies and inboxes list (portal.md §2 "Dashboard", policies card), the same on the
// dashboard's card and on the 'policies' page: not signed in, skeletons, then the list. Old
// (hidden) policies wait behind 'Show N old policies'; unsupported ones show the warning of §8
// for 6 seconds instead of opening; a policy held at the other brand says so.

/** Where the list stands: a dashboard card (smaller, h3s) or a page of its own (h2s). */
export type PolicyListPlace = 'card' | 'page';

export function PolicyList({ place }: { place: PolicyListPlace }) {
  const { session } = usePortal();
  const signedOut = useStore(session, (state) => state.status === 'signed-out');
  if (signedOut) {
    // Signing in comes back to where the list was asked for.
    const target = href(place === 'card' ? 'home' : 'policies');
    return (
      <Alert color="blue">
        <Stack gap="sm" align="flex-start">
          <Text>{MESSAGES.notLoggedIn}</Text>
          <Button component={AppLink} href={href('login', undefined, { target })}>
            Login
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <SignedInList place={place} />;
}

function SignedInList({ place }: { place: PolicyListPlace }) {
  const { api, brand } = usePortal();
  const policies = useQuery(policiesQuery(api));
  const [showOld, setShowOld] = useState(false);
  const [notice, setNotice] = useState<Policy | null>(null);
  const card = place === 'card';
  const order = card ? 3 : 2;

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), UNSUPPORTED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (policies.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading your policies">
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} width="70%" />
      </Stack>
    );
  }
  if (policies.isError) {
    return (
      <LoadFailed
        title="Your policies could not be loaded"
        message={policies.error.message}
        retrying={policies.isFetching}
        onRetry={() => void policies.refetch()}
      />
    );
  }

  const active = policies.data.filter((policy) => !policy.hidden);
  const old = policies.data.filter((policy) => policy.hidden);
  if (policies.data.length === 0) {
    // §8 asks them to phone: the number is the next step.
    return (
      <EmptyState
        illustration={<NoPoliciesIllustration />}
        title="No policies found"
        order={order}
        compact={card}
        action={
          <Anchor href={telephoneHref(brand.contactNumber)}>
            Phone us on {brand.contactNumber}
          </Anchor>
        }
      >
        {MESSAGES.noPolicies}
      </EmptyState>
    );
  }

  return (
    <Stack gap="xs">
      {notice && (
        <Alert color="yellow" role="alert" withCloseButton={false}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              <UnsupportedPolicyText policy={notice} />
            </Stack>
            <CloseButton aria-label="Close the warning" onClick={() => setNotice(null)} />
          </Group>
        </Alert>
      )}
      {/* The way to the old policies, 'Show N old policies', comes next. */}
      {active.length === 0 && (
        <EmptyState
          illustration={<NoPoliciesIllustration />}
          title="No active policies"
          order={order}
          compact={card}
        >
          {MESSAGES.noActivePolicies}
        </EmptyState>
      )}
      <PolicyRows policies={active} onUnsupported={setNotice} />
      {old.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            aria-expanded={showOld}
            onClick={() => setShowOld((shown) => !shown)}
          >
            {/* §2's 'Show N old policies', in the singular for one: 'Show 1 old policy'. */}
            {`${showOld ? 'Hide' : 'Show'} ${old.length} old ${old.length === 1 ? 'policy' : 'policies'}`}
          </Button>
          {showOld && <PolicyRows policies={old} onUnsupported={setNotice} old />}
        </>
      )}
    </Stack>
  );
}
