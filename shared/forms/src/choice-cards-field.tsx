import { Box, Group, Stack, Text } from '@portal/ui';
import { useId, type ReactNode } from 'react';
import { RequiredMark } from './required-mark';
import { useFormField } from './use-form-field';

// One answer from a few, all in sight at once: radio buttons on cards (one tap each on a phone,
// each card at least 44 px high) rather than a list to open. Native radios, so the arrow keys
// move and choose within the group as in any radio group, and Tab leaves it. A radiogroup named
// by its legend, marked required, with its message tied to it as every field of the kit shows
// one (use-form-field.ts). The form keeps the option's value as it is: a number stays a number.

export interface ChoiceCard<TValue extends string | number> {
  readonly value: TValue;
  readonly label: ReactNode;
  /** Shown bold at the card's end: a refund's amount. */
  readonly detail?: ReactNode;
}

export interface ChoiceCardsFieldProps<TValue extends string | number> {
  /** The answer's key in the form: 'refund_id', 'condition.bodywork'. */
  readonly name: string;
  /** The group's legend and accessible name. */
  readonly label: ReactNode;
  readonly options: readonly ChoiceCard<TValue>[];
  /** Shows the asterisk and tells assistive technology; the schema enforces the rule. */
  readonly required?: boolean;
  /** 'stack': full-width cards one under another; 'row': short cards side by side, wrapping. */
  readonly layout?: 'stack' | 'row';
}

function cardStyle(checked: boolean, layout: 'stack' | 'row') {
  return {
    display: layout === 'row' ? 'inline-flex' : 'flex',
    alignItems: 'center',
    gap: layout === 'row' ? 8 : 12,
    minHeight: 44,
    padding: layout === 'row' ? '0 12px' : '8px 12px',
    borderRadius: 'var(--mantine-radius-md)',
    border: `1px solid ${checked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
    background: checked ? 'var(--mantine-primary-color-light)' : undefined,
    cursor: 'pointer',
  } as const;
}

export function ChoiceCardsField<TValue extends string | number>({
  name,
  label,
  options,
  required = false,
  layout = 'stack',
}: ChoiceCardsFieldProps<TValue>) {
  const field = useFormField(name);
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  const Cards = layout === 'row' ? Group : Stack;

  return (
    <Box
      component="fieldset"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={required || undefined}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={field.error ? errorId : undefined}
      m={0}
      p={0}
      style={{ border: 0, minWidth: 0 }}
    >
      <Text component="legend" id={legendId} fw={500} size="sm" p={0} mb={6}>
        {label}
        {required ? <RequiredMark /> : null}
      </Text>
      <Cards gap="xs">
        {options.map((option) => {
          const checked = field.value === option.value;
          return (
            <label key={option.value} style={cardStyle(checked, layout)}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => field.change(option.value)}
                onFocus={field.focus}
                onBlur={field.blur}
              />
              <Text span size={layout === 'row' ? 'sm' : undefined} style={{ flex: 1 }}>
                {option.label}
              </Text>
              {option.detail === undefined ? null : (
                <Text span fw={700}>
                  {option.detail}
                </Text>
              )}
            </label>
          );
        })}
      </Cards>
      {field.error ? (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)" mt={4}>
          {field.error}
        </Text>
      ) : null}
    </Box>
  );
}
