import {
  Checkbox,
  PasswordInput,
  Select,
  Text,
  Textarea,
  TextInput,
  type CheckboxProps,
  type PasswordInputProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useField, type FieldMetaState, type UseFieldConfig } from 'react-final-form';

/** What every field adapter takes besides its input's own props. */
export interface FieldAdapterProps {
  /** The value's path in the form, dotted for nested values ('meta.first_name', 'claims.0.cost'). */
  name: string;
  label: ReactNode;
  /** Shows the asterisk and tells assistive technology; the schema enforces the rule. */
  required?: boolean;
  description?: ReactNode;
  parse?: UseFieldConfig['parse'];
  format?: UseFieldConfig['format'];
  validate?: UseFieldConfig['validate'];
}

// The adapter owns these: the value and its events come from the form, the error from its state.
type Owned =
  | 'name'
  | 'label'
  | 'required'
  | 'withAsterisk'
  | 'description'
  | 'error'
  | 'value'
  | 'defaultValue'
  | 'checked'
  | 'defaultChecked'
  | 'onChange'
  | 'onBlur'
  | 'onFocus';

export type TextFieldProps = FieldAdapterProps & Omit<TextInputProps, Owned>;
export type PasswordFieldProps = FieldAdapterProps & Omit<PasswordInputProps, Owned>;
export type TextareaFieldProps = FieldAdapterProps & Omit<TextareaProps, Owned>;
export type SelectFieldProps = FieldAdapterProps & Omit<SelectProps, Owned>;
export type CheckboxFieldProps = FieldAdapterProps & Omit<CheckboxProps, Owned>;

/**
 * The message a field shows: its rule's once the field was left (final-form touches every field
 * when a submit fails validation), or the server's answer until the value changes.
 */
function shownError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.touched && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}

/**
 * Everything an adapter needs: the form's input props, the error to show, an id from React's
 * useId (stable across the server render and hydration), the wrapper props (label, description,
 * asterisk, aria-required) and the rest of the caller's props for the Mantine input.
 */
function useFieldAdapter<TValue, TProps extends FieldAdapterProps & { id?: string }>(
  props: TProps,
  type?: 'checkbox',
) {
  const {
    name,
    label,
    required = false,
    description,
    parse,
    format,
    validate,
    id,
    ...rest
  } = props;
  const field = useField<TValue>(name, { parse, format, validate, type });
  const generatedId = useId();
  return {
    input: field.input,
    error: shownError(field.meta),
    id: id ?? generatedId,
    // Not the native `required`: the browser's own check would pre-empt the schema's messages.
    wrapper: { label, description, withAsterisk: required, 'aria-required': required || undefined },
    required,
    rest,
  };
}

export function TextField(props: TextFieldProps) {
  const { input, error, id, wrapper, rest } = useFieldAdapter<string, TextFieldProps>(props);
  return <TextInput {...input} {...rest} {...wrapper} id={id} error={error} />;
}

/** Mantine's PasswordInput leaves `aria-invalid` off its input: added here. */
export function PasswordField(props: PasswordFieldProps) {
  const { input, error, id, wrapper, rest } = useFieldAdapter<string, PasswordFieldProps>(props);
  return (
    <PasswordInput
      {...input}
      {...rest}
      {...wrapper}
      id={id}
      error={error}
      aria-invalid={error ? true : undefined}
    />
  );
}

export function TextareaField(props: TextareaFieldProps) {
  const { input, error, id, wrapper, rest } = useFieldAdapter<string, TextareaFieldProps>(props);
  return <Textarea {...input} {...rest} {...wrapper} id={id} error={error} />;
}

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

/**
 * Mantine's Checkbox has neither an asterisk nor `aria-invalid` of its own: both are added here,
 * the asterisk hidden from assistive technology as Mantine's own is.
 */
export function CheckboxField(props: CheckboxFieldProps) {
  const { input, error, id, wrapper, required, rest } = useFieldAdapter<
    boolean,
    CheckboxFieldProps
  >(props, 'checkbox');
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
