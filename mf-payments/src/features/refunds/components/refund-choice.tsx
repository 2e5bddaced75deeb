import { formatMoney, type Refund } from '@portal/contract';
import { useFormField } from '@portal/forms';
import { Box, Stack, Text } from '@portal/ui';
import { useId } from 'react';

// The refunds offered, one to choose: all in sight at once, so radio buttons (one tap each on a
// phone) rather than a list to open. A radiogroup named by its legend, marked required, with its
// message tied to it; arrow keys move between the options as in any radio group.

function optionStyle(checked: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    minHeight: 44,
    padding: '8px 12px',
    borderRadius: 'var(--mantine-radius-md)',
    border: `1px solid ${checked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
    background: checked ? 'var(--mantine-primary-color-light)' : undefined,
    cursor: 'pointer',
  } as const;
}

export function RefundChoice({ refunds }: { refunds: readonly Refund[] }) {
  const field = useFormField('refund_id');
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
        Refund to accept{' '}
        <Text span c="var(--mantine-color-error)" aria-hidden="true">
          *
        </Text>
      </Text>
      <Stack gap="xs">
        {refunds.map((refund) => (
          <label key={refund.id} style={optionStyle(field.value === refund.id)}>
            <input
              type="radio"
              name="refund_id"
              value={refund.id}
              checked={field.value === refund.id}
              onChange={() => field.change(refund.id)}
              onFocus={field.focus}
              onBlur={field.blur}
            />
            <Text span style={{ flex: 1 }}>
              {refund.label}
            </Text>
            <Text span fw={700}>
              {formatMoney(refund.amount)}
            </Text>
          </label>
        ))}
      </Stack>
      {field.error ? (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)" mt={4}>
          {field.error}
        </Text>
      ) : null}
    </Box>
  );
}
