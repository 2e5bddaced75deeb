import { ApiError, href, MESSAGES, type Policy } from '@portal/contract';
import { StepForm } from '@portal/forms';
import { usePortal } from '@portal/platform';
import { useCallback, useMemo } from 'react';
import { useChangePolicyDetails } from '../api/change-policy-details';
import {
  changesAnything,
  initialValues,
  policyDetailsSchema,
  STEPS,
  type AddressFieldComponent,
  type PolicyDetailsSent,
  type PolicyDetailsSetup,
} from '../policy-details-model';
import { AddressStep } from '../steps/address-step';
import { ConfirmStep } from '../steps/confirm-step';
import { EmploymentStep } from '../steps/employment-step';
import { VehicleStep } from '../steps/vehicle-step';

// policy-changes.md §2 'Policy details change form' and §4 'Policy details form': four steps,
// one form (the step form of @portal/forms), 'Send for review' on the last step once the
// accuracy is ticked. A submit that changes nothing says so before anything is sent (§5); a
// refusal opens the earliest step it names; success reloads the policy and returns to its
// summary with the server's message.

interface PolicyDetailsFormProps {
  readonly title: string;
  readonly setup: PolicyDetailsSetup;
  /** The user's other Motor policies that can take the same change (§5 also_change). */
  readonly otherPolicies: readonly Policy[];
  readonly AddressField: AddressFieldComponent;
}

export function PolicyDetailsForm({
  title,
  setup,
  otherPolicies,
  AddressField,
}: PolicyDetailsFormProps) {
  const { navigate, notify } = usePortal();
  const { policy } = setup;
  const schema = useMemo(() => policyDetailsSchema(setup), [setup]);
  const initial = useMemo(() => initialValues(setup), [setup]);
  const change = useChangePolicyDetails(policy.id);
  const renderStep = useCallback(
    (step: number) => {
      switch (step) {
        case 0:
          return <AddressStep setup={setup} AddressField={AddressField} />;
        case 1:
          return <VehicleStep setup={setup} />;
        case 2:
          return <EmploymentStep setup={setup} />;
        default:
          return <ConfirmStep setup={setup} otherPolicies={otherPolicies} />;
      }
    },
    [setup, otherPolicies, AddressField],
  );

  async function send(sent: PolicyDetailsSent): Promise<string> {
    if (!changesAnything(setup, sent)) throw new ApiError(MESSAGES.noChanges, 0);
    return change.mutateAsync(sent);
  }

  return (
    <StepForm
      title={title}
      steps={STEPS}
      schema={schema}
      initialValues={initial}
      submit={send}
      onSuccess={(message) => {
        notify({ message, kind: 'success' });
        navigate(href('policy-summary', { policyId: String(policy.id) }));
      }}
      submitLabel="Send for review"
      renderStep={renderStep}
    />
  );
}
