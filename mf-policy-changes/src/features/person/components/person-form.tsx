import { ApiError, href, MESSAGES, type Policy } from '@portal/contract';
import { StepForm } from '@portal/forms';
import { usePortal } from '@portal/platform';
import { useCallback, useMemo } from 'react';
import { useCreatePerson } from '../api/create-person';
import { useUpdatePerson } from '../api/update-person';
import {
  changesNothing,
  initialValues,
  personFormSchema,
  STEPS,
  titleOf,
  wordingOf,
  type AddressFieldComponent,
  type PersonRequest,
  type PersonSetup,
} from '../person-form-model';
import { StepContent } from './step-content';

// policy-changes.md §2 'Driver, rider or person form' and §4 'Driver form': seven steps, one
// form (the step form of @portal/forms: Continue, the accuracy tick, the jump to the earliest
// step a refusal names). A placeholder (no person yet) is created whole; a person on the policy
// is updated with the changed parts only. Success returns to the policy summary with the
// server's message.

interface PersonFormProps {
  readonly setup: PersonSetup;
  /** The user's other Motor policies that can take the same change (§5 also_change). */
  readonly otherPolicies: readonly Policy[];
  readonly AddressField: AddressFieldComponent;
}

export function PersonForm({ setup, otherPolicies, AddressField }: PersonFormProps) {
  const { navigate, notify } = usePortal();
  const { policy, driver } = setup;
  const schema = useMemo(() => personFormSchema(setup), [setup]);
  const initial = useMemo(() => initialValues(setup), [setup]);
  const wording = useMemo(() => wordingOf(setup), [setup]);
  const create = useCreatePerson(policy.id);
  const update = useUpdatePerson(policy.id, driver?.ID ?? 0);
  const renderStep = useCallback(
    (step: number) => (
      <StepContent
        step={step}
        setup={setup}
        wording={wording}
        otherPolicies={otherPolicies}
        AddressField={AddressField}
      />
    ),
    [setup, wording, otherPolicies, AddressField],
  );

  async function send(request: PersonRequest): Promise<string> {
    if (request.mode === 'add') return create.mutateAsync(request.body);
    // §5: an update without changes fails here, before anything is sent (never a status).
    if (changesNothing(request.body)) throw new ApiError(MESSAGES.noChanges, 0);
    return update.mutateAsync(request.body);
  }

  return (
    <StepForm
      title={titleOf(setup)}
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
