// A small step form for the step form's own tests: three steps (a name, a pet's name, the final
// checks), the contract's date rules on the effective date, and a call the test answers.
import {
  dateSchema,
  formObject,
  MESSAGES,
  nextDays,
  requiredText,
  todayIso,
} from '@portal/contract';
import { PortalUiProvider, TextField, UnsavedChangesProvider, useFormState } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ConfirmTick, EffectiveDateField } from './final-checks';
import { ReviewAnswers } from './review-answers';

import { StepForm, type StepFormProps } from './step-form';

export const today = todayIso();

export const NAME_MISSING = 'Please enter your name.';
export const PET_MISSING = "Please enter your pet's name.";

const Schema = formObject({
  name: requiredText(NAME_MISSING),
  pet: requiredText(PET_MISSING),
  effective_date: dateSchema([
    { ...nextDays(today, 29), message: MESSAGES.effectiveDateOutOfRange },
  ]),
});

const STEPS = [
  { title: 'About you', keys: ['name'] },
  { title: 'Your pet', keys: ['pet'] },
  { title: 'Final checks', keys: ['effective_date'] },
];

function renderStep(step: number) {
  if (step === 0) return <TextField name="name" label="Name" />;
  if (step === 1) return <TextField name="pet" label="Pet's name" />;
  return (
    <>
      <Answers />
      <EffectiveDateField />
      <ConfirmTick />
    </>
  );
}

/** The review before the tick: each answer with its Change link. */
function Answers() {
  const { values } = useFormState<{ name?: string; pet?: string }>({
    subscription: { values: true },
  });
  return (
    <ReviewAnswers
      sections={[
        {
          rows: [
            { label: 'Name', value: values.name, step: 0 },
            { label: "Pet's name", value: values.pet, step: 1 },
          ],
        },
      ]}
    />
  );
}

/** Props a form may give beyond the steps, the schema and the calls: wording, tick, header. */
type Options = Partial<
  Pick<
    StepFormProps<typeof Schema>,
    'submitLabel' | 'previousLabel' | 'nextLabel' | 'confirm' | 'header'
  >
>;

/** The form with `submit` answering for the server. */
export function renderStepForm(
  submit: (sent: unknown) => Promise<string> = () => Promise.resolve(MESSAGES.sentForReview),
  options: Options = {},
) {
  const call = vi.fn(submit);
  const onSuccess = vi.fn();
  render(
    <PortalUiProvider brand={{ id: 'northway' }}>
      <UnsavedChangesProvider guard={{ hold: () => () => {} }}>
        <StepForm
          title="Tell us about your pet"
          steps={STEPS}
          schema={Schema}
          initialValues={{ effective_date: today }}
          submit={call}
          onSuccess={onSuccess}
          submitLabel="Send for review"
          renderStep={renderStep}
          {...options}
        />
      </UnsavedChangesProvider>
    </PortalUiProvider>,
  );
  return { user: userEvent.setup(), submit: call, onSuccess };
}

/** The heading of step `step` (1 to 3), once it is shown. */
export function stepHeading(step: number) {
  const name = `Step ${step} of 3: ${STEPS[step - 1]?.title ?? ''}`;
  return screen.findByRole('heading', { level: 2, name });
}

export function field(name: string) {
  return screen.getByRole('textbox', { name });
}

export function button(name: string) {
  return screen.queryByRole('button', { name });
}

export function tick() {
  return screen.getByRole('checkbox', {
    name: 'I confirm that the information I have given is accurate',
  });
}
