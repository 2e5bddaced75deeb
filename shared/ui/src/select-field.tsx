import { Select, type SelectProps } from '@mantine/core';
import { useFieldAdapter, type FieldAdapterProps, type Owned } from './field-adapter';

export type SelectFieldProps = FieldAdapterProps & Omit<SelectProps, Owned>;

/** Mantine's Select speaks `null` for "nothing chosen"; the form keeps '' (then undefined). */
export function SelectField(props: SelectFieldProps) {
  const { input, error, id, wrapper, rest } = useFieldAdapter<string, SelectFieldProps>(props);
  return (
    <Select
      {...rest}
      {...wrapper}
      id={id}
      name={input.name}
      value={input.value || null}
      onChange={(value) => input.onChange(value ?? '')}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={error}
    />
  );
}
