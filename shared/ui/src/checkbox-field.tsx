import { Checkbox, Text, type CheckboxProps } from '@mantine/core';
import {
  useFieldAdapter,
  useValueTypedBeforeHydration,
  type FieldAdapterProps,
  type Owned,
} from './field-adapter';

export type CheckboxFieldProps = FieldAdapterProps & Omit<CheckboxProps, Owned>;

/**
 * Mantine's Checkbox has neither an asterisk nor `aria-invalid` of its own: both are added here,
 * the asterisk hidden from assistive technology as Mantine's own is.
 */
export function CheckboxField(props: CheckboxFieldProps) {
  const { input, error, id, wrapper, required, rest } = useFieldAdapter<
    boolean,
    CheckboxFieldProps
  >(props, 'checkbox');
  const typed = useValueTypedBeforeHydration<HTMLInputElement>(input, 'checkbox');
  const label = required ? (
    <>
      {wrapper.label}{' '}
      <Text span c="var(--mantine-color-error)" aria-hidden="true">
        *
      </Text>
    </>
  ) : (
    wrapper.label
  );
  return (
    <Checkbox
      {...rest}
      ref={typed}
      id={id}
      name={input.name}
      checked={Boolean(input.checked)}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      label={label}
      description={wrapper.description}
      aria-required={wrapper['aria-required']}
      aria-invalid={error ? true : undefined}
      error={error}
    />
  );
}
