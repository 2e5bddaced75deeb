import { href } from '@portal/contract';
import { StepForm } from '@portal/forms';
import { usePortal } from '@portal/platform';
import { useCallback, useMemo, useState } from 'react';
import { clearDraft, draftKeyOf } from '../agreed-value-draft';
import {
  agreedValueSchemaOf,
  bodyOf,
  formStepsOf,
  initialValues,
  STEP_GROUPS,
  submitStepOf,
  type AgreedValueOutput,
  type AgreedValueSetup,
} from '../agreed-value-model';
import { useSubmitAgreedValue } from '../api/submit-agreed-value';
import type { VehicleFieldsComponent } from '../steps/vehicle-step';
import { DraftControls } from './draft-controls';
import { createSentStore } from './sending-progress';
import { StepContent } from './step-content';

// policy-changes.md §2 'Agreed value (AVP) form', §4 'Agreed-value form': the steps in order
// (or the only one left), Back, Next and 'Submit for review' with no accuracy tick, Auto Save and
// 'Retrieved Saved Values' above every step. The step form checks each step with the contract's
// schema and lands a refusal on the earliest step it names, every answer kept; success clears
// the draft and returns to the policy summary with the server's message.

interface AgreedValueFormProps {
  readonly title: string;
  readonly setup: AgreedValueSetup;
  readonly VehicleFields: VehicleFieldsComponent;
}

export function AgreedValueForm({ title, setup, VehicleFields }: AgreedValueFormProps) {
  const { navigate, notify } = usePortal();
  const { policy, vehicle } = setup;
  const schema = useMemo(() => agreedValueSchemaOf(setup), [setup]);
  const initial = useMemo(() => initialValues(setup), [setup]);
  const steps = useMemo(() => formStepsOf(setup.steps), [setup]);
  const groups = useMemo(() => setup.steps.flatMap((step) => STEP_GROUPS[step]), [setup]);
  const draftKey = draftKeyOf(policy.id, vehicle.ID);
  const [sent] = useState(createSentStore);
  const submit = useSubmitAgreedValue(policy.id);

  const renderStep = useCallback(
    (index: number) => {
      const step = setup.steps[index];
      if (!step) return null;
      const last = index === setup.steps.length - 1;
      return (
        <StepContent
          step={step}
          last={last}
          setup={setup}
          VehicleFields={VehicleFields}
          sent={sent}
        />
      );
    },
    [setup, VehicleFields, sent],
  );

  function send(answers: AgreedValueOutput): Promise<string> {
    sent.set({ sent: 0, total: 0 });
    return submit.mutateAsync({
      step: submitStepOf(setup.steps),
      body: bodyOf(answers, vehicle),
      onProgress: (bytes, total) => sent.set({ sent: bytes, total }),
    });
  }

  return (
    <StepForm
      title={title}
      steps={steps}
      schema={schema}
      initialValues={initial}
      submit={send}
      onSuccess={(message) => {
        clearDraft(draftKey);
        notify({ message, kind: 'success' });
        navigate(href('policy-summary', { policyId: String(policy.id) }));
      }}
      submitLabel="Submit for review"
      previousLabel="Back"
      nextLabel="Next"
      confirm={false}
      header={<DraftControls draftKey={draftKey} groups={groups} />}
      renderStep={renderStep}
    />
  );
}
