import { MESSAGES, type Policy } from '@portal/contract';
import { usePolicy } from '@portal/platform';
import { PolicyRoute } from '@portal/platform/remote-app';
import { Button, LoadFailed, PageScreen, Skeleton, Stack, Text, useMediaQuery } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { PolicySidebar } from './policy-sidebar';

// The frame of a policy's pages (summary, inbox): the policy sidebar beside the page on wide
// screens, behind a 'Policy menu' button above it on narrow ones; 'Fetching policy details.'
// while the policy loads.

interface PolicyLayoutProps {
  title: string;
  children: (policy: Policy) => ReactNode;
}

export function PolicyLayout({ title, children }: PolicyLayoutProps) {
  return (
    <PolicyRoute title={title}>
      {(policyId) => (
        <PolicyFrame title={title} policyId={policyId}>
          {children}
        </PolicyFrame>
      )}
    </PolicyRoute>
  );
}

function PolicyFrame({ title, policyId, children }: PolicyLayoutProps & { policyId: string }) {
  // Beside the page over 768 px, as the dashboard's grid (portal.md §9).
  const wide = useMediaQuery('(min-width: 769px)', true, { getInitialValueInEffect: false });
  const { query: policy, data } = usePolicy(policyId);

  if (policy.isError) return <PolicyError title={title} policy={policy} />;
  if (data === undefined) {
    return (
      <PageScreen title={title} busy>
        <Stack gap="sm" role="status" aria-label={MESSAGES.fetchingPolicy}>
          <Text>{MESSAGES.fetchingPolicy}</Text>
          <Skeleton height={32} />
          <Skeleton height={160} />
        </Stack>
      </PageScreen>
    );
  }
  return (
    <PageScreen title={title}>
      {wide ? (
        <div style={{ display: 'grid', gridTemplateColumns: '260px minmax(0, 1fr)', gap: 24 }}>
          <PolicySidebar policy={data} />
          <div style={{ minWidth: 0 }}>{children(data)}</div>
        </div>
      ) : (
        <Stack gap="md">
          <NarrowMenu policy={data} />
          {children(data)}
        </Stack>
      )}
    </PageScreen>
  );
}

function PolicyError({
  title,
  policy,
}: {
  title: string;
  policy: { error: Error; isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <PageScreen title={title}>
      <LoadFailed
        title="This policy could not be loaded"
        message={policy.error.message}
        retrying={policy.isFetching}
        onRetry={() => void policy.refetch()}
      />
    </PageScreen>
  );
}

/** On a phone the sidebar waits behind a button, so the page itself comes first. */
function NarrowMenu({ policy }: { policy: Policy }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        aria-expanded={open}
        aria-controls="policy-menu"
        onClick={() => setOpen((opened) => !opened)}
        rightSection={<span aria-hidden="true">{open ? '▴' : '▾'}</span>}
      >
        Policy menu
      </Button>
      <div id="policy-menu" hidden={!open} style={{ marginTop: 8 }}>
        {open && <PolicySidebar policy={policy} />}
      </div>
    </div>
  );
}
