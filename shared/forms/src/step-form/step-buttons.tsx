import { Button, Group, useForm } from '@portal/ui';
import { messagesByKey } from '../form-values';

// policy-changes.md §2: 'Continue n/7' and 'Previous' (the agreed-value form's 'Next' and
// 'Back'); the submit button ('Send for review') on the last step only, and only once the
// accuracy tick is given where the form asks one (§4). Each hands over the keys that have errors
// now.

interface StepButtonsProps {
  readonly step: number;
  readonly count: number;
  readonly submitLabel: string;
  readonly previousLabel: string;
  readonly nextLabel: string;
  /** The tick is given, or the form asks none. */
  readonly confirmed: boolean;
  readonly sending: boolean;
  readonly onPrevious: () => void;
  readonly onContinue: (errorKeys: readonly string[]) => void;
  readonly onSend: (errorKeys: readonly string[], submit: () => void) => void;
}

export function StepButtons({
  step,
  count,
  submitLabel,
  previousLabel,
  nextLabel,
  confirmed,
  sending,
  onPrevious,
  onContinue,
  onSend,
}: StepButtonsProps) {
  const form = useForm();
  const last = step === count - 1;
  const errorKeys = () => Object.keys(messagesByKey(form.getState().errors));
  return (
    <Group justify="space-between" gap="sm">
      {step > 0 ? (
        <Button variant="default" onClick={onPrevious} disabled={sending}>
          {previousLabel}
        </Button>
      ) : (
        <span />
      )}
      {last ? null : <Button onClick={() => onContinue(errorKeys())}>{nextLabel}</Button>}
      {last && confirmed ? (
        <Button loading={sending} onClick={() => onSend(errorKeys(), () => void form.submit())}>
          {submitLabel}
        </Button>
      ) : null}
    </Group>
  );
}
