import { todayIso, type FormOptions, type Policy } from '@portal/contract';
import { alsoChangeCandidates } from '@portal/forms';
import { PolicyFormScreen, PolicyRoute } from '@portal/platform/remote-app';
import { useState, type ComponentType } from 'react';
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

interface ScreenProps {
  readonly title: string;
  readonly AddressField: AddressFieldComponent;
}

export function PolicyDetailsScreen({ title, AddressField }: ScreenProps) {
  return (
    <PolicyRoute title={title}>
      {(policyId) => (
        <PolicyDetailsLoader title={title} policyId={policyId} AddressField={AddressField} />
      )}
    </PolicyRoute>
  );
}

function PolicyDetailsLoader({
  title,
  policyId,
  AddressField,
}: ScreenProps & { policyId: string }) {
  return (
    <PolicyFormScreen title={title} policyId={policyId} withPolicies>
      {({ policy, options, policies }) => (
        <LoadedForm
          title={title}
          policy={policy}
          options={options}
          otherPolicies={alsoChangeCandidates(policies, policy)}
          AddressField={AddressField}
        />
      )}
    </PolicyFormScreen>
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
