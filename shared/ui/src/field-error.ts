/**
 * What the rule reads of a field: final-form's field meta (useField's `meta`, registerField's
 * state) fits as it is; a group or a part that no field holds gives the same from the form's
 * state.
 */
export interface FieldErrorState {
  readonly touched?: boolean;
  readonly error?: unknown;
  readonly submitError?: unknown;
  readonly dirtySinceLastSubmit?: boolean;
}

/** A message, or a list's first item's (the server may name 'security_features.0'). */
function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) return error.map(messageOf).find((message) => message !== undefined);
  return undefined;
}

/**
 * The message a field shows, the portal's one rule for it: the field's own rule once the field
 * was left (final-form leaves every field when a submit fails its check) or once it is
 * `checked` otherwise (its step's Continue; a failed submit, for a part no field holds; files
 * already chosen); else the server's answer until the value changes (portal.md §8: per-field
 * server messages are shown by the field).
 */
export function shownFieldError(
  state: FieldErrorState,
  { checked = false }: { readonly checked?: boolean } = {},
): string | undefined {
  const own = state.touched || checked ? messageOf(state.error) : undefined;
  return own ?? (state.dirtySinceLastSubmit ? undefined : messageOf(state.submitError));
}
