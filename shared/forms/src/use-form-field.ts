import { readKey } from '@portal/contract';
import { shownFieldError, useForm } from '@portal/ui';
import { useEffect, useState } from 'react';

// A field of the form that no @portal/ui field adapter holds (a rating's radio buttons, a
// document's one file, a callback time chosen with a switch and two lists), registered with the
// form as the adapters' fields are: its value, and the message it shows - its rule's once it was
// left (a failed submit or a step's check leaves every field), or the server's until it changes
// again.

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
        (state) => setShown({ value: state.value, error: shownFieldError(state) }),
        SUBSCRIPTION,
      ),
    [form, name],
  );

  return {
    ...shown,
    change: (value: unknown) => form.change(name, value),
    blur: () => form.blur(name),
    focus: () => form.focus(name),
  };
}
