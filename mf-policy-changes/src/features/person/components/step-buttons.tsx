import { messagesByKey } from '@portal/forms';
import { Button, Group, useForm } from '@portal/ui';
import { LAST_STEP, STEPS } from '../person-form-model';

// policy-changes.md §2: 'Continue n/7' and 'Previous'; 'Send for review' on the last step, and
// only once the accuracy tick is given (§4). Each hands over the keys that have errors now.

interface StepButtonsProps {
  readonly step: number;
  readonly confirmed: boolean;
  readonly sending: boolean;
  readonly onPrevious: () => void;
  readonly onContinue: (errorKeys: readonly string[]) => void;
  readonly onSend: (errorKeys: readonly string[], submit: () => void) => void;
}

export function StepButtons({
  step,
  confirmed,
  sending,
  onPrevious,
  onContinue,
  onSend,
}: StepButtonsProps) {
  const form = useForm();
  const errorKeys = () => Object.keys(messagesByKey(form.getState().errors));
  return (
    <Group justify="space-between" gap="sm">
      {step > 0 ? (
        <Button variant="default" onClick={onPrevious} disabled={sending}>
          Previous
        </Button>
      ) : (
        <span />
      )}
      {step < LAST_STEP ? (
        <Button onClick={() => onContinue(errorKeys())}>
          Continue {step + 1}/{STEPS.length}
        </Button>
      ) : null}
      {step === LAST_STEP && confirmed ? (
        <Button loading={sending} onClick={() => onSend(errorKeys(), () => void form.submit())}>
          Send for review
        </Button>
      ) : null}
    </Group>
  );
}
