import type { ApiError, FieldErrors, NormalisedError } from '@portal/contract';
import { ARRAY_ERROR, FORM_ERROR, type SubmissionErrors } from 'final-form';

// DESIGN.md, Data: one adapter turns the contract's `{ message, fields: { 'dotted.key': [...] } }`
// into final-form's nested errors, for the schema run before sending and for the server's
// answer alike, so both land on the same fields.

type ErrorNode = string | ErrorList | ErrorTree;
interface ErrorTree {
  [key: string]: ErrorNode | undefined;
}
type ErrorList = (ErrorNode | undefined)[];

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment);
}

function read(container: ErrorTree | ErrorList, segment: string): ErrorNode | undefined {
  return Array.isArray(container) ? container[Number(segment)] : container[segment];
}

function write(container: ErrorTree | ErrorList, segment: string, node: ErrorNode): void {
  if (Array.isArray(container)) container[Number(segment)] = node;
  else container[segment] = node;
}

/** An array's own message sits beside its items' errors, where final-form looks for it. */
function withArrayError(list: ErrorList, message: string): ErrorList {
  return Object.assign(list, { [ARRAY_ERROR]: message });
}

function place(root: ErrorTree, path: string[], message: string): void {
  let container: ErrorTree | ErrorList = root;
  for (const [index, segment] of path.entries()) {
    const current = read(container, segment);
    const next = path[index + 1];
    if (next === undefined) {
      if (current === undefined) write(container, segment, message);
      else if (Array.isArray(current)) withArrayError(current, message);
      // An object already holding its fields' errors keeps them: they say more.
      return;
    }
    if (typeof current === 'object') {
      container = current;
      continue;
    }
    // 'claims.0.cost' makes `claims` an array, 'meta.first_name' makes `meta` an object.
    const created: ErrorTree | ErrorList = isIndex(next) ? [] : {};
    if (typeof current === 'string' && Array.isArray(created)) withArrayError(created, current);
    write(container, segment, created);
    container = created;
  }
}

/**
 * Dotted keys -> final-form's nested errors, the first message of each field: 'meta.first_name'
 * -> `{ meta: { first_name } }`, 'claims.0.cost' -> `{ claims: [{ cost }] }`. A message for the
 * whole form (the '' key) becomes FORM_ERROR.
 */
export function nestFieldErrors(fields: FieldErrors): ErrorTree {
  const errors: ErrorTree = {};
  for (const [key, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (message === undefined) continue;
    if (key === '') errors[FORM_ERROR] = message;
    else place(errors, key.split('.'), message);
  }
  return errors;
}

/**
 * A failed call as what `onSubmit` resolves to: each field's server message by its field, and
 * the summary (`message`: the server's own, or the contract's summary of the field errors) as
 * FORM_ERROR for FormErrorSummary. portal.md §8: per-field server messages are shown by the field.
 */
export function submitErrors(error: ApiError | NormalisedError): SubmissionErrors {
  return { ...nestFieldErrors(error.fields), [FORM_ERROR]: error.message };
}
