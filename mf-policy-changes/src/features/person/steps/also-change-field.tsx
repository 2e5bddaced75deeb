import type { Policy } from '@portal/contract';
import { useFieldValue, useGroupError } from '@portal/forms';
import { Checkbox, Stack, useForm } from '@portal/ui';

// §5 also_change: the user's other Motor policies that are not hidden can receive the same
// change. Held as their ids.

export function AlsoChangeField({ policies }: { policies: readonly Policy[] }) {
  const form = useForm();
  const chosen = useFieldValue('also_change');
  const error = useGroupError('also_change');
  if (policies.length === 0) return null;
  return (
    <Checkbox.Group
      label="Make the same change to your other policies"
      description="Optional: tick any policy that should receive the same change"
      value={Array.isArray(chosen) ? chosen.map(String) : []}
      onChange={(ids) => form.change('also_change', ids.map(Number))}
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
