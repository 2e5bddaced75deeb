import { readKey } from '@portal/contract';
import { FORM_ERROR } from 'final-form';
import { useForm } from 'react-final-form';
import { useCallback, useSyncExternalStore } from 'react';

// Reading the form by dotted key, as the contract names fields ('claims.0.cost'). A component
// that needs one answer listens to that answer only: the rest of the form typing away does not
// render it again.

function useWatched<T>(name: string, read: (value: unknown) => T): T {
  const form = useForm();
  const subscribe = useCallback(
    (changed: () => void) => form.registerField(name, changed, { value: true }),
    [form, name],
  );
  return useSyncExternalStore(subscribe, () => read(readKey(form.getState().values, name)));
}

function itself(value: unknown): unknown {
  return value;
}

function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** The answer at a dotted key (a list's own array, kept while it does not change). */
export function useFieldValue(name: string): unknown {
  return useWatched(name, itself);
}

/** How many items the list at a dotted key has. */
export function useListLength(name: string): number {
  return useWatched(name, lengthOf);
}

/** The list at a dotted key as it is now, for an event handler. */
export function listNow(values: unknown, name: string): unknown[] {
  const value = readKey(values, name);
  return Array.isArray(value) ? value : [];
}

/**
 * final-form's nested errors back to messages by dotted key. An array's own message (final-form
 * keeps it as a named property beside the items) is the array's key; the form's own is left out.
 */
export function messagesByKey(errors: unknown, path = ''): Record<string, string> {
  if (typeof errors === 'string') return errors && path ? { [path]: errors } : {};
  if (typeof errors !== 'object' || errors === null) return {};
  const found: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!path && key === FORM_ERROR) continue;
    const isItem = !Array.isArray(errors) || /^\d+$/.test(key);
    const at = isItem ? (path ? `${path}.${key}` : key) : path;
    Object.assign(found, messagesByKey(value, at));
  }
  return found;
}
