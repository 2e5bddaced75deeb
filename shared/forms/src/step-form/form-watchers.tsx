import { useForm } from '@portal/ui';
import { useEffect } from 'react';
import { stepOf, type FormStep } from './form-steps';

/** Calls `onEdit` on every change of the values after the first (§4: edits clear the tick). */
export function EditWatcher({ onEdit }: { onEdit: () => void }) {
  const form = useForm();
  useEffect(() => {
    let first = true;
    return form.subscribe(
      () => {
        if (first) first = false;
        else onEdit();
      },
      { values: true },
    );
  }, [form, onEdit]);
  return null;
}

/**
 * Shows the errors of a checked step under its fields: final-form shows a field's rule once it
 * was left, so every field of the step is marked as left at each check (`checks` counts them) -
 * also after a jump to an earlier step, once its fields are there.
 */
export function RevealStepErrors({
  steps,
  step,
  checks,
}: {
  steps: readonly FormStep[];
  step: number;
  checks: number;
}) {
  const form = useForm();
  useEffect(() => {
    if (checks === 0) return;
    form.batch(() => {
      for (const name of form.getRegisteredFields()) {
        if (stepOf(steps, name) === step) form.blur(name);
      }
    });
  }, [form, steps, step, checks]);
  return null;
}
