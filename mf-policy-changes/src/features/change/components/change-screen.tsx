import { MESSAGES, type Policy, type PolicyVehicle } from '@portal/contract';
import { usePolicy, usePortal } from '@portal/platform';
import { changeRefusal, NotChangeable, PolicyRoute } from '@portal/platform/remote-app';
import { Alert, Loader, LoadFailed, PageScreen, Stack, Text } from '@portal/ui';
import { IconInfoCircle } from '@portal/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { PeopleSection } from './people-section';
import { PolicySection } from './policy-section';
import { QuickEditModal } from './quick-edit-modal';
import { RemovalDialog, type RemovalTarget } from './removal-dialog';
import { VehiclesSection } from './vehicles-section';

// policy-changes.md §2 'Make-a-change screen', route 'policy-change': 'Fetching policy details.'
// while the policy loads; then, in one column on a phone, the any-driver note, the policy with
// its address, the vehicles and the insured people, each change offered only when the policy can
// be changed (§6). A failed removal is shown at the top (§8).

export function ChangeScreen({ title }: { title: string }) {
  return (
    <PolicyRoute title={title}>
      {(policyId) => <ChangeLoader title={title} policyId={policyId} />}
    </PolicyRoute>
  );
}

function ChangeLoader({ title, policyId }: { title: string; policyId: string }) {
  const { query: policy, data } = usePolicy(policyId);

  if (policy.isError) {
    return (
      <PageScreen title={title} layout="full">
        <LoadFailed
          title="This policy could not be loaded"
          message={policy.error.message}
          retrying={policy.isFetching}
          onRetry={() => void policy.refetch()}
        />
      </PageScreen>
    );
  }
  if (data === undefined) {
    return (
      <PageScreen title={title} layout="full" busy>
        <Stack role="status" align="center" gap="sm" py="xl">
          <Loader aria-hidden="true" />
          <Text>{MESSAGES.fetchingPolicy}</Text>
        </Stack>
      </PageScreen>
    );
  }
  return (
    <PageScreen title={title} layout="full">
      <PolicyChanges policy={data} />
    </PageScreen>
  );
}

function PolicyChanges({ policy }: { policy: Policy }) {
  const policyId = String(policy.id);
  const { brand } = usePortal();
  const refusal = changeRefusal(policy, brand.label);
  const changeable = refusal === null;
  const [removal, setRemoval] = useState<RemovalTarget | null>(null);
  const [quickEdit, setQuickEdit] = useState<PolicyVehicle | null>(null);
  // A new object each time, so the same message failing twice is shown (and focused) again.
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // Brought into view and focused, so a keyboard or screen-reader user lands on why it failed
  // rather than back on the Remove button far below.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  function remove(target: RemovalTarget) {
    setFailure(null);
    setRemoval(target);
  }

  return (
    <Stack gap="lg">
      {failure && (
        <Alert
          ref={failureRef}
          tabIndex={-1}
          color="red"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setFailure(null)}
        >
          {failure.message}
        </Alert>
      )}
      {refusal !== null && <NotChangeable policy={policy} reason={refusal} />}
      {policy.flags.any_driver && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
          {MESSAGES.anyDriverPolicy}
        </Alert>
      )}
      <PolicySection policy={policy} changeable={changeable} />
      {(policy.vehicles.length > 0 || (changeable && policy.flags.multiple_vehicles)) && (
        <VehiclesSection
          policy={policy}
          changeable={changeable}
          onQuickEdit={setQuickEdit}
          onRemove={remove}
        />
      )}
      {(policy.drivers.length > 0 || changeable) && (
        <PeopleSection policy={policy} changeable={changeable} onRemove={remove} />
      )}
      <RemovalDialog
        policyId={policyId}
        target={removal}
        onClose={() => setRemoval(null)}
        onFailure={(message) => setFailure({ message })}
      />
      <QuickEditModal policyId={policyId} vehicle={quickEdit} onClose={() => setQuickEdit(null)} />
    </Stack>
  );
}
