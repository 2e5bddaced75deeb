import { MESSAGES, todayIso, type FormOptions, type Policy } from '@portal/contract';
import { alsoChangeCandidates } from '@portal/forms';
import { policiesQuery, policyQuery, telephoneHref, usePortal } from '@portal/platform';
import { NotFoundScreen } from '@portal/platform/remote-app';
import { useParams } from '@portal/platform/router';
import { Alert, Anchor, Button, Loader, PageScreen, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useFormOptions } from '../api/get-form-options';
import type { AddressFieldComponent, PolicyDetailsSetup } from '../policy-details-model';
import { PolicyDetailsForm } from './policy-details-form';

// Route policy-details-change (/policies/{policyId}/change/details) of policy-changes.md §2: the
// policy, its option lists, then the form. A policy that cannot be changed (§1, §6: read-only,
// unsupported, not modifiable) gets no form and says so.

/** The screen, with the address field the app gives it. */
export function policyDetailsScreen(
  AddressField: AddressFieldComponent,
): ComponentType<{ title: string }> {
  function PolicyDetailsRoute({ title }: { title: string }) {
    return <PolicyDetailsScreen title={title} AddressField={AddressField} />;
  }
  return PolicyDetailsRoute;
}

// An id is a whole number (the contract's IdSchema): an address with anything else names no
// policy, and asks the API nothing.
const ID = /^[1-9]\d{0,14}$/;

interface ScreenProps {
  readonly title: string;
  readonly AddressField: AddressFieldComponent;
}

export function PolicyDetailsScreen({ title, AddressField }: ScreenProps) {
  const { policyId = '' } = useParams();
  if (!ID.test(policyId)) {
    return <NotFoundScreen title={title} heading="This policy could not be found" />;
  }
  return <PolicyDetailsLoader title={title} policyId={policyId} AddressField={AddressField} />;
}

function PolicyDetailsLoader({
  title,
  policyId,
  AddressField,
}: ScreenProps & { policyId: string }) {
  const { api, queryClient } = usePortal();
  const policy = useQuery(policyQuery(api, policyId, queryClient));
  const options = useFormOptions(Number(policyId));
  const policies = useQuery(policiesQuery(api));

  if (policy.data && !canChange(policy.data)) return <NotChangeable title={title} />;
  // Once shown, the form stays: a later refetch (the reload after sending) never resets it.
  if (policy.data && options.data) {
    return (
      <LoadedForm
        title={title}
        policy={policy.data}
        options={options.data}
        otherPolicies={alsoChangeCandidates(policies.data ?? [], policy.data)}
        AddressField={AddressField}
      />
    );
  }
  const failed = policy.isError ? policy : options.isError ? options : null;
  return (
    <PageScreen title={title} layout="form" busy={!failed}>
      {failed ? (
        <Alert color="red" title="The form could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text>{failed.error.message}</Text>
            <Button onClick={() => void failed.refetch()} loading={failed.isFetching}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm" align="center" role="status">
          <Loader aria-hidden="true" />
          <Text>{MESSAGES.fetchingPolicy}</Text>
        </Stack>
      )}
    </PageScreen>
  );
}

function canChange(policy: Policy): boolean {
  return policy.can_modify && policy.is_supported && !policy.flags.read_only;
}

function NotChangeable({ title }: { title: string }) {
  const { brand } = usePortal();
  return (
    <PageScreen title={title} layout="form">
      <Alert color="yellow" role="alert" title="You cannot change this policy online">
        <Text>
          {MESSAGES.policyReadOnly} Our number is{' '}
          <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
            {brand.contactNumber}
          </Anchor>
          .
        </Text>
      </Alert>
    </PageScreen>
  );
}

interface LoadedFormProps extends Omit<PolicyDetailsSetup, 'today'> {
  readonly title: string;
  readonly otherPolicies: readonly Policy[];
  readonly options: FormOptions;
  readonly AddressField: AddressFieldComponent;
}

/** The setup is taken once: the form's schema and starting values never change under it. */
function LoadedForm({ title, otherPolicies, AddressField, ...loaded }: LoadedFormProps) {
  const [setup] = useState<PolicyDetailsSetup>(() => ({ ...loaded, today: todayIso() }));
  return (
    <PolicyDetailsForm
      title={title}
      setup={setup}
      otherPolicies={otherPolicies}
      AddressField={AddressField}
    />
  );
}
