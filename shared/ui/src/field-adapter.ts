import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useField, type FieldInputProps, type UseFieldConfig } from 'react-final-form';
import { shownFieldError } from './field-error';

// What the field adapters share (text-field.tsx, textarea-field.tsx, select-field.tsx,
// checkbox-field.tsx). Each adapter is a module of its own, so a page holds only the Mantine
// inputs it renders: the select's combobox and popover are not in a login page's script.

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
export type Owned =
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

/**
 * Everything an adapter needs: the form's input props, the error to show, an id from React's
 * useId (stable across the server render and hydration), the wrapper props (label, description,
 * asterisk, aria-required) and the rest of the caller's props for the Mantine input.
 */
export function useFieldAdapter<TValue, TProps extends FieldAdapterProps & { id?: string }>(
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
    error: shownFieldError(field.meta),
    id: id ?? generatedId,
    // Not the native `required`: the browser's own check would pre-empt the schema's messages.
    wrapper: { label, description, withAsterisk: required, 'aria-required': required || undefined },
    required,
    rest,
  };
}

/**
 * A page the server rendered shows its form before its script has run, and a user (or a password
 * manager) may fill it in by then. React keeps what is in the input when it takes the page over,
 * but the form's state starts from its initial values: so the value the user sees is taken into
 * the form once, as the field mounts. A field the browser created has nothing of its own to give.
 * A passive effect: it runs after useField has registered the field, which sets the initial value.
 * Returns the ref for the field's input element.
 */
export function useValueTypedBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement>(
  input: FieldInputProps<unknown>,
  kind: 'text' | 'checkbox' = 'text',
): RefObject<E | null> {
  const element = useRef<E>(null);
  const taken = useRef(false);
  useEffect(() => {
    const typed = element.current;
    if (taken.current || !typed) return;
    taken.current = true;
    if (kind === 'checkbox') {
      if (typed instanceof HTMLInputElement && typed.checked !== Boolean(input.checked))
        input.onChange(typed.checked);
      return;
    }
    const shown = input.value === undefined || input.value === null ? '' : String(input.value);
    if (typed.value !== shown) input.onChange(typed.value);
  }, [input, kind]);
  return element;
}
