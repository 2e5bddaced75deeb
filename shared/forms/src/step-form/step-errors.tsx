import { problemsBelow } from '@portal/contract';
import { Alert, useFormState } from '@portal/ui';
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
  const byKey = new Map<string, string>();
  const found = [
    ...(refused ? Object.entries(messagesByKey(submitErrors)) : []),
    ...(checked ? Object.entries(messagesByKey(errors)) : []),
  ];
  for (const [key, message] of found) if (stepOf(steps, key) === step) byKey.set(key, message);
  const messages = [...byKey.values()];
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
