import { Textarea, type TextareaProps } from '@mantine/core';
import { useFieldAdapter, type FieldAdapterProps, type Owned } from './field-adapter';

export type TextareaFieldProps = FieldAdapterProps & Omit<TextareaProps, Owned>;

export function TextareaField(props: TextareaFieldProps) {
  const { input, error, id, wrapper, rest } = useFieldAdapter<string, TextareaFieldProps>(props);
  return <Textarea {...input} {...rest} {...wrapper} id={id} error={error} />;
}
