import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import {
  useFieldAdapter,
  useValueTypedBeforeHydration,
  type FieldAdapterProps,
  type Owned,
} from './field-adapter';

export type TextFieldProps = FieldAdapterProps & Omit<TextInputProps, Owned>;
export type PasswordFieldProps = FieldAdapterProps & Omit<PasswordInputProps, Owned>;

export function TextField(props: TextFieldProps) {
  const { input, error, id, wrapper, rest } = useFieldAdapter<string, TextFieldProps>(props);
  const typed = useValueTypedBeforeHydration<HTMLInputElement>(input);
  return <TextInput {...input} {...rest} {...wrapper} ref={typed} id={id} error={error} />;
}

/** Mantine's PasswordInput leaves `aria-invalid` off its input: added here. */
export function PasswordField(props: PasswordFieldProps) {
  const { input, error, id, wrapper, rest } = useFieldAdapter<string, PasswordFieldProps>(props);
  const typed = useValueTypedBeforeHydration<HTMLInputElement>(input);
  return (
    <PasswordInput
      {...input}
      {...rest}
      {...wrapper}
      ref={typed}
      id={id}
      error={error}
      aria-invalid={error ? true : undefined}
    />
  );
}
