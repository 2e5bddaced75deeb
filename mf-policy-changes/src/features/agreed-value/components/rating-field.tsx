import { CONDITION_RATINGS, type ConditionRating } from '@portal/contract';
import { Box, Group, Text } from '@portal/ui';
import { useId } from 'react';
import { useFormField } from '@portal/forms';

// policy-changes.md §3, §5 'All six condition ratings required, each poor, average, good or
// excellent': four answers in order, all in sight at once, so radio buttons (one tap each on a
// phone) rather than a list to open. A radiogroup named by its legend, marked required, with
// its message tied to it.

const LABELS: Record<ConditionRating, string> = {
  poor: 'Poor',
  average: 'Average',
  good: 'Good',
  excellent: 'Excellent',
};

function optionStyle(checked: boolean) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 44,
    padding: '0 12px',
    borderRadius: 'var(--mantine-radius-md)',
    border: `1px solid ${checked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
    background: checked ? 'var(--mantine-primary-color-light)' : undefined,
    cursor: 'pointer',
  } as const;
}

export function RatingField({ name, label }: { name: string; label: string }) {
  const field = useFormField(name);
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  return (
    <Box
      component="fieldset"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={field.error ? true : undefined}
      aria-describedby={field.error ? errorId : undefined}
      m={0}
      p={0}
      style={{ border: 0, minWidth: 0 }}
    >
      <Text component="legend" id={legendId} fw={500} size="sm" p={0} mb={6}>
        {label}{' '}
        <Text span c="var(--mantine-color-error)" aria-hidden="true">
          *
        </Text>
      </Text>
      <Group gap="xs">
        {CONDITION_RATINGS.map((rating) => (
          <label key={rating} style={optionStyle(field.value === rating)}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={field.value === rating}
              onChange={() => field.change(rating)}
              onFocus={field.focus}
              onBlur={field.blur}
            />
            <Text span size="sm">
              {LABELS[rating]}
            </Text>
          </label>
        ))}
      </Group>
      {field.error ? (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)" mt={4}>
          {field.error}
        </Text>
      ) : null}
    </Box>
  );
}
