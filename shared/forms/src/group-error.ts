import { shownFieldError } from '@portal/ui';
import { useFormState } from 'react-final-form';
import { messagesByKey } from './form-values';
import { useStepChecked } from './step-check';

/**
 * The message of a group of inputs as a whole (no jobs at all, a policy that cannot take the
 * change): the schema's once the step was checked, the server's until the form changes again.
 */
export function useGroupError(name: string): string | undefined {
  const checked = useStepChecked();
  const { errors, submitErrors, dirtySinceLastSubmit } = useFormState({
    subscription: { errors: true, submitErrors: true, dirtySinceLastSubmit: true },
  });
  // A group is not left as a field is: its rule shows once its step was checked.
  return shownFieldError(
    {
      error: messagesByKey(errors)[name],
      submitError: messagesByKey(submitErrors)[name],
      dirtySinceLastSubmit,
    },
    { checked },
  );
}
