import { todayIso, type FormOptions, type Policy } from '@portal/contract';
import { alsoChangeCandidates } from '@portal/forms';
import { NotFoundScreen, PolicyFormScreen, PolicyRoute } from '@portal/platform/remote-app';
import { useParams } from '@portal/platform/router';
import { useState, type ComponentType } from 'react';
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

// A person id is a whole number (the contract's IdSchema): an address with anything else names
// no person, and asks the API nothing.
const ID = /^[1-9]\d{0,14}$/;

export function PersonScreen({
  title,
  AddressField,
}: {
  title: string;
  AddressField: AddressFieldComponent;
}) {
  const { personId } = useParams();
  return (
    <PolicyRoute title={title}>
      {(policyId) =>
        personId !== undefined && !ID.test(personId) ? (
          <NotFoundScreen title={title} heading="This person could not be found" />
        ) : (
          <PersonLoader
            title={title}
            policyId={policyId}
            personId={personId}
            AddressField={AddressField}
          />
        )
      }
    </PolicyRoute>
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
  return (
    <PolicyFormScreen title={title} policyId={policyId} withPolicies>
      {({ policy, options, policies }) => {
        const driver = personId
          ? policy.drivers.find((person) => String(person.ID) === personId)
          : null;
        if (driver === undefined) {
          return <NotFoundScreen title={title} heading="This person could not be found" />;
        }
        return (
          <LoadedForm
            policy={policy}
            driver={driver}
            options={options}
            otherPolicies={alsoChangeCandidates(policies, policy)}
            AddressField={AddressField}
          />
        );
      }}
    </PolicyFormScreen>
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
