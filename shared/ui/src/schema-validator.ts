import { validate, type AnySchema } from '@portal/contract';
import type { ValidationErrors } from 'final-form';
import * as v from 'valibot';
import { nestFieldErrors } from './form-errors';

// A form holds no key for a field nobody has filled in (final-form drops empty values), and
// valibot answers a missing key with its generic 'Invalid key: Expected "username"...' instead
// of the field's own message. So before validating, every key the schema requires and the
// values lack is given as `undefined` (an object or a list as empty), and each field then
// answers with its own message: 'Please enter your username', not valibot's.

const MOST_NESTING = 16;

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

function keysOf(issue: v.BaseIssue<unknown>): PropertyKey[] | undefined {
  const keys: PropertyKey[] = [];
  for (const item of issue.path ?? []) {
    const key: unknown = item.key;
    if (typeof key !== 'string' && typeof key !== 'number') return undefined;
    keys.push(key);
  }
  return keys;
}

/** What a gap in the values is filled with, or 'none' when the issue is not about a gap. */
function fillFor(issue: v.BaseIssue<unknown>): { value: unknown } | 'none' {
  if (issue.kind !== 'schema' || issue.input !== undefined) return 'none';
  // A required key the values lack: present, but undefined, it meets its own schema.
  if (issue.path?.at(-1)?.origin === 'key') return { value: undefined };
  if (issue.expected === 'Object') return { value: {} };
  if (issue.expected === 'Array') return { value: [] };
  return 'none';
}

/** A copy of `root` with `value` at `keys`, copying only the containers on the way. */
function withValueAt(root: unknown, keys: readonly PropertyKey[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  let container: object;
  if (Array.isArray(root)) container = [...root];
  else if (isRecord(root)) container = { ...root };
  else container = typeof key === 'number' ? [] : {};
  Reflect.set(container, key, withValueAt(Reflect.get(container, key), rest, value));
  return container;
}

/** The values with every required key present, so each field reports its own message. */
function withGapsFilled(schema: AnySchema, values: unknown): unknown {
  let current = values;
  // Each round reaches one level deeper (a missing object, then its fields).
  for (let round = 0; round < MOST_NESTING; round += 1) {
    const result = v.safeParse(schema, current);
    if (result.success) return current;
    let filled = false;
    for (const issue of result.issues) {
      const fill = fillFor(issue);
      const keys = keysOf(issue);
      if (fill === 'none' || !keys || keys.length === 0) continue;
      current = withValueAt(current, keys, fill.value);
      filled = true;
    }
    if (!filled) return current;
  }
  return current;
}

/**
 * A contract schema as final-form's `validate`: the rules and messages the API applies too (the
 * contract's `validate`), nested by field ('meta.first_name' -> `{ meta: { first_name } }`,
 * 'claims.0.cost' -> `{ claims: [{ cost }] }`), the first message of each; a message for the
 * whole form becomes FORM_ERROR. `undefined` when the values pass.
 */
export function schemaValidator(schema: AnySchema): (values: unknown) => ValidationErrors {
  return (values) => {
    const result = validate(schema, withGapsFilled(schema, values));
    return result.success ? undefined : nestFieldErrors(result.error.fields);
  };
}
