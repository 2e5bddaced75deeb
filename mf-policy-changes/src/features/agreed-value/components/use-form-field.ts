import { readKey } from '@portal/contract';
import { useForm } from '@portal/ui';
import { useEffect, useState } from 'react';

// A field of the form that is neither text nor a list to choose from (a rating's radio buttons,
// a document slot's one photo), registered with the form as @portal/ui's fields are: its value,
// and the message it shows - its rule's once it was left (a step's check leaves every field of
// the step), or the server's until it changes again.

interface Shown {
  readonly value: unknown;
  readonly error: string | undefined;
}

const SUBSCRIPTION = {
  value: true,
  error: true,
  touched: true,
  submitError: true,
  dirtySinceLastSubmit: true,
};

export function useFormField(name: string) {
  const form = useForm();
  const [shown, setShown] = useState<Shown>(() => ({
    value: readKey(form.getState().values, name),
    error: undefined,
  }));

  useEffect(
    () =>
      form.registerField(
        name,
        ({ value, error, touched, submitError, dirtySinceLastSubmit }) => {
          const own = touched && typeof error === 'string' ? error : undefined;
          const server =
            !dirtySinceLastSubmit && typeof submitError === 'string' ? submitError : undefined;
          setShown({ value, error: own ?? server });
        },
        SUBSCRIPTION,
      ),
    [form, name],
  );

  return {
    ...shown,
    change: (value: unknown) => form.change(name, value),
    focus: () => form.focus(name),
    blur: () => form.blur(name),
  };
}
