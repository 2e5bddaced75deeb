import { Alert } from '@mantine/core';
import { problemsBelow } from '@portal/contract';
import { useFormState } from 'react-final-form';

/** Every message in a nested final-form errors object, the form's own (FORM_ERROR) included. */
function messagesIn(errors: unknown): string[] {
  if (typeof errors === 'string') return errors ? [errors] : [];
  // Arrays too: their items, and the array's own message (ARRAY_ERROR) as a named property.
  if (typeof errors === 'object' && errors !== null)
    return Object.values(errors).flatMap(messagesIn);
  return [];
}

/** One error shows its own text; several are counted (portal.md §8). */
function summaryOf(messages: string[]): string | undefined {
  if (messages.length <= 1) return messages[0];
  return problemsBelow(messages.length);
}

/**
 * The form's errors summed up in one alert after a failed submit, announced by screen readers
 * (role="alert"): the schema's errors while there are any, else the server's answer (its
 * message, FORM_ERROR from `submitErrors`). Nothing before the first failed submit.
 */
export function FormErrorSummary() {
  const { submitFailed, hasValidationErrors, errors, submitError, submitErrors } = useFormState({
    subscription: {
      submitFailed: true,
      hasValidationErrors: true,
      errors: true,
      submitError: true,
      submitErrors: true,
    },
  });
  if (!submitFailed) return null;

  let summary: string | undefined;
  if (hasValidationErrors) summary = summaryOf(messagesIn(errors));
  else if (typeof submitError === 'string' && submitError) summary = submitError;
  else summary = summaryOf(messagesIn(submitErrors));
  if (!summary) return null;

  return (
    <Alert role="alert" color="red" variant="light">
      {summary}
    </Alert>
  );
}
