import type { Policy } from '@portal/contract';
import { Checkbox, Stack, useForm } from '@portal/ui';
import { createContext, use } from 'react';
import { DateField } from '../date-field';
import { useFieldValue } from '../form-values';
import { useGroupError } from '../group-error';

// The last step of a change sent for review (policy-changes.md §2, §4, §5): when it takes
// effect, which other policies receive it, and the tick that the information is accurate.

/** §3, §5: today up to 29 days ahead (the contract's schema checks the window and words it). */
export function EffectiveDateField({ name = 'effective_date' }: { name?: string }) {
  return (
    <DateField
      name={name}
      label="Date the change takes effect"
      description="Today, or up to 29 days from today"
    />
  );
}

/** §5 also_change: the user's other Motor policies, not hidden, that can be changed too. */
export function alsoChangeCandidates(policies: readonly Policy[], policy: Policy): Policy[] {
  return policies.filter(
    (other) =>
      other.id !== policy.id && other.type === 'Motor' && !other.hidden && other.can_modify,
  );
}

/** Those policies to tick, held as their ids; nothing is asked when there are none. */
export function AlsoChangeField({
  policies,
  name = 'also_change',
}: {
  policies: readonly Policy[];
  name?: string;
}) {
  const form = useForm();
  const chosen = useFieldValue(name);
  const error = useGroupError(name);
  if (policies.length === 0) return null;
  return (
    <Checkbox.Group
      label="Make the same change to your other policies"
      description="Optional: tick any policy that should receive the same change"
      value={Array.isArray(chosen) ? chosen.map(String) : []}
      onChange={(ids) => form.change(name, ids.map(Number))}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {policies.map((policy) => (
          <Checkbox
            key={policy.id}
            value={String(policy.id)}
            label={`${policy.label} (${policy.reference.toUpperCase()})`}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

// policy-changes.md §4: the submit button appears only once the person ticks that the
// information is accurate; any edit, or a move to another step, clears the tick. The tick is the
// step form's, not an answer: it is never sent, and ticking it is not an edit that clears it.

export interface Confirmation {
  readonly confirmed: boolean;
  readonly onConfirm: (confirmed: boolean) => void;
}

export const ConfirmationContext = createContext<Confirmation | null>(null);

export const ACCURACY_CONFIRMATION = 'I confirm that the information I have given is accurate';

/** The accuracy tick of a step form's last step. */
export function ConfirmTick({ label = ACCURACY_CONFIRMATION }: { label?: string }) {
  const confirmation = use(ConfirmationContext);
  if (!confirmation) throw new Error('ConfirmTick belongs on the last step of a <StepForm>');
  const { confirmed, onConfirm } = confirmation;
  return (
    <Checkbox
      checked={confirmed}
      onChange={(event) => onConfirm(event.currentTarget.checked)}
      label={label}
      description="Please check your answers. Any change clears the confirmation."
    />
  );
}
