import { Textarea, type TextareaProps } from '@mantine/core';
import {
  useFieldAdapter,
  useValueTypedBeforeHydration,
  type FieldAdapterProps,
  type Owned,
} from './field-adapter';

export type TextareaFieldProps = FieldAdapterProps & Omit<TextareaProps, Owned>;

export function TextareaField(props: TextareaFieldProps) {
  const { input, error, id, wrapper, rest } = useFieldAdapter<string, TextareaFieldProps>(props);
  const typed = useValueTypedBeforeHydration<HTMLTextAreaElement>(input);
  return <Textarea {...input} {...rest} {...wrapper} ref={typed} id={id} error={error} />;
}
