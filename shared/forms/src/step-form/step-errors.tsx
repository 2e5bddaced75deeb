import { problemsBelow } from '@portal/contract';
import { Alert, shownFieldError, useFormState } from '@portal/ui';
import { messagesByKey } from '../form-values';
import { useStepChecked } from '../step-check';
import { stepOf, type FormStep } from './form-steps';

// policy-changes.md §8: one error shows its text, several are counted. A step sums up only its
// own errors: the schema's once Continue was pressed, the server's after a refusal (until the
// form changes again); the server's message for the whole form shows on the last step.

export function StepErrors({ steps, step }: { steps: readonly FormStep[]; step: number }) {
  const checked = useStepChecked();
  const { errors, submitErrors, submitError, submitFailed, dirtySinceLastSubmit } = useFormState({
    subscription: {
      errors: true,
      submitErrors: true,
      submitError: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
    },
  });
  const refused = Boolean(submitFailed) && !dirtySinceLastSubmit;
  const own = messagesByKey(errors);
  const server = messagesByKey(submitErrors);
  // Each answer of the step by the fields' own rule: its check once the step was checked, else
  // the server's refusal until the form changes.
  const messages: string[] = [];
  for (const key of new Set([...Object.keys(own), ...Object.keys(server)])) {
    if (stepOf(steps, key) !== step) continue;
    const message = shownFieldError(
      { error: own[key], submitError: server[key], dirtySinceLastSubmit: !refused },
      { checked },
    );
    if (message) messages.push(message);
  }
  const last = step === steps.length - 1;
  if (messages.length === 0 && last && refused && typeof submitError === 'string') {
    messages.push(submitError);
  }
  if (messages.length === 0) return null;
  return (
    <Alert role="alert" color="red" variant="light">
      {messages.length === 1 ? messages[0] : problemsBelow(messages.length)}
    </Alert>
  );
}
