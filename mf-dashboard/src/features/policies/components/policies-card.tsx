import { href, MESSAGES, type Policy } from '@portal/contract';
import { AppLink, policiesQuery, telephoneHref, usePortal } from '@portal/platform';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CloseButton,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@portal/ui';
import { NoPoliciesIllustration } from '@portal/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { PolicyIcon } from './policy-icon';
import { UNSUPPORTED_NOTICE_MS, UnsupportedPolicyText } from './unsupported-policy';

// portal.md §2 "Dashboard", the policies card: not signed in, skeletons, then the list. Old
// (hidden) policies wait behind 'Show N old policies'; unsupported ones show the warning of §8
// for 6 seconds instead of opening; a policy held at the other brand says so.

export function PoliciesCard() {
  const { session } = usePortal();
  const signedOut = useStore(session, (state) => state.status === 'signed-out');
  if (signedOut) {
    return (
      <Alert color="blue">
        <Stack gap="sm" align="flex-start">
          <Text>{MESSAGES.notLoggedIn}</Text>
          <Button component={AppLink} href={href('login', undefined, { target: href('home') })}>
            Login
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <PolicyList />;
}

function PolicyList() {
  const { api, brand } = usePortal();
  const policies = useQuery(policiesQuery(api));
  const [showOld, setShowOld] = useState(false);
  const [notice, setNotice] = useState<Policy | null>(null);

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

  const active = policies.data.filter((policy) => !policy.hidden);
  const old = policies.data.filter((policy) => policy.hidden);
  if (policies.data.length === 0) {
    // §8 asks them to phone: the number is the next step.
    return (
      <EmptyState
        illustration={<NoPoliciesIllustration />}
        title="No policies found"
        order={3}
        compact
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
          order={3}
          compact
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
            {showOld ? `Hide ${old.length} old policies` : `Show ${old.length} old policies`}
          </Button>
          {showOld && <PolicyRows policies={old} onUnsupported={setNotice} old />}
        </>
      )}
    </Stack>
  );
}

function PolicyRows({
  policies,
  onUnsupported,
  old = false,
}: {
  policies: readonly Policy[];
  onUnsupported: (policy: Policy) => void;
  /** Old (hidden) policies: drawn half-opaque, their words still readable (below). */
  old?: boolean;
}) {
  if (policies.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      {policies.map((policy) => (
        <li key={policy.id}>
          <PolicyRow policy={policy} onUnsupported={onUnsupported} old={old} />
        </li>
      ))}
    </ul>
  );
}

const ROW_STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  flexWrap: 'wrap',
  width: '100%',
  minHeight: 44,
  padding: '6px 8px',
  borderRadius: 6,
  border: '1px solid var(--mantine-color-gray-3)',
  color: 'inherit',
  textDecoration: 'none',
} as const;

// portal.md §2: old policies are half-opaque when shown. The row's icon, border and ground are;
// its words are not, but in the dimmed grey (7:1 on white): text at half opacity falls to 2.4:1,
// under the 4.5:1 every reader is owed (WCAG 1.4.3; record 021).
const OLD_ROW_STYLE = {
  ...ROW_STYLE,
  borderColor: 'rgb(222 226 230 / 50%)',
  borderStyle: 'dashed',
  color: 'var(--mantine-color-dimmed)',
} as const;

function PolicyRow({
  policy,
  onUnsupported,
  old,
}: {
  policy: Policy;
  onUnsupported: (policy: Policy) => void;
  old: boolean;
}) {
  const style = old ? OLD_ROW_STYLE : ROW_STYLE;
  const content = (
    <>
      {/* The icon and the label are one item of the row, sized from a basis, not from the
          label's text: a long label wraps beside its icon, and only the badge may take a line
          of its own, so on a phone the icon never drops onto a line without its label. */}
      <span
        style={{ display: 'flex', alignItems: 'center', gap: 10, flex: '1 1 12rem', minWidth: 0 }}
      >
        {old ? (
          <span style={{ display: 'flex', opacity: 0.5 }} data-faded="">
            <PolicyIcon icon={policy.icon} />
          </span>
        ) : (
          <PolicyIcon icon={policy.icon} />
        )}
        <span style={{ minWidth: 0 }}>
          <Text component="span" fw={600} display="block" c={old ? 'dimmed' : undefined}>
            {policy.label}
          </Text>
          <Text component="span" size="sm" c="dimmed" display="block">
            {policy.reference.toUpperCase()}
          </Text>
        </span>
      </span>
      {!policy.correct_portal && (
        <Badge
          color="yellow"
          variant="light"
          styles={{
            root: { height: 'auto', paddingBlock: 2, textTransform: 'none' },
            label: { whiteSpace: 'normal', overflow: 'visible' },
          }}
        >
          {MESSAGES.policyHeldAt} {policy.portal.label}
        </Badge>
      )}
    </>
  );
  if (!policy.is_supported) {
    return (
      <UnstyledButton style={style} onClick={() => onUnsupported(policy)}>
        {content}
      </UnstyledButton>
    );
  }
  return (
    <AppLink href={href('policy-summary', { policyId: String(policy.id) })} style={style}>
      {content}
    </AppLink>
  );
}
