import { MESSAGES, todayIso, type FormOptions, type Policy } from '@portal/contract';
import { alsoChangeCandidates } from '@portal/forms';
import { policiesQuery, policyQuery, usePortal } from '@portal/platform';
import { NotFoundScreen } from '@portal/platform/remote-app';
import { useParams } from '@portal/platform/router';
import { Alert, Button, Loader, PageScreen, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useFormOptions } from '../api/get-form-options';
import type { AddressFieldComponent, PersonSetup } from '../person-form-model';
import { PersonForm } from './person-form';

// Routes person-create (/policies/{policyId}/person/add) and person-change
// (/policies/{policyId}/person/{personId}) of policy-changes.md §2: the policy, its option
// lists, then the form. No person id is the placeholder of a new person (§4: create); a policy
// that cannot be changed (§6) or a person not on it says so instead.

/** The screen for both routes, with the address field the app gives it. */
export function personScreen(
  AddressField: AddressFieldComponent,
): ComponentType<{ title: string }> {
  function PersonRoute({ title }: { title: string }) {
    return <PersonScreen title={title} AddressField={AddressField} />;
  }
  return PersonRoute;
}

// An id is a whole number (the contract's IdSchema): an address with anything else names no
// policy or person, and asks the API nothing.
const ID = /^[1-9]\d{0,14}$/;

export function PersonScreen({
  title,
  AddressField,
}: {
  title: string;
  AddressField: AddressFieldComponent;
}) {
  const { policyId = '', personId } = useParams();
  if (!ID.test(policyId) || (personId !== undefined && !ID.test(personId))) {
    return <NotFoundScreen title={title} heading="This policy could not be found" />;
  }
  return (
    <PersonLoader
      title={title}
      policyId={policyId}
      personId={personId}
      AddressField={AddressField}
    />
  );
}

function PersonLoader({
  title,
  policyId,
  personId,
  AddressField,
}: {
  title: string;
  policyId: string;
  personId: string | undefined;
  AddressField: AddressFieldComponent;
}) {
  const { api, queryClient } = usePortal();
  const policy = useQuery(policyQuery(api, policyId, queryClient));
  const options = useFormOptions(Number(policyId));
  const policies = useQuery(policiesQuery(api));

  // Once shown, the form stays: a later refetch, failed or not, never takes the answers away.
  if (policy.data && options.data) {
    const driver = personId
      ? policy.data.drivers.find((person) => String(person.ID) === personId)
      : null;
    if (!policy.data.can_modify) return <Refused title={title} message={MESSAGES.policyReadOnly} />;
    if (driver === undefined) return <Refused title={title} message={MESSAGES.notFound} />;
    return (
      <LoadedForm
        policy={policy.data}
        driver={driver}
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
          <Loader />
          <Text>{MESSAGES.fetchingPolicy}</Text>
        </Stack>
      )}
    </PageScreen>
  );
}

interface LoadedFormProps extends Omit<PersonSetup, 'today'> {
  readonly otherPolicies: readonly Policy[];
  readonly options: FormOptions;
  readonly AddressField: AddressFieldComponent;
}

/** The setup is taken once: the form's schema and starting values never change under it. */
function LoadedForm({ otherPolicies, AddressField, ...loaded }: LoadedFormProps) {
  const [setup] = useState<PersonSetup>(() => ({ ...loaded, today: todayIso() }));
  return <PersonForm setup={setup} otherPolicies={otherPolicies} AddressField={AddressField} />;
}

function Refused({ title, message }: { title: string; message: string }) {
  return (
    <PageScreen title={title} layout="form">
      <Alert color="red" role="alert">
        {message}
      </Alert>
    </PageScreen>
  );
}
