import * as v from 'valibot';
import type { AnySchema } from './endpoint';
import { summarise, type FieldErrors, type NormalisedError } from './errors';
import { MESSAGES } from './messages';

export type Validation<TSchema extends AnySchema> =
  | { readonly success: true; readonly output: v.InferOutput<TSchema> }
  | { readonly success: false; readonly error: NormalisedError };

/** Valibot issues -> messages by dotted key; the first message of each field comes first. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    const list = (fields[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return fields;
}

/**
 * Said where a schema words no message of its own, instead of valibot's generic text ('Invalid
 * key: Expected "type" but received undefined'), which means nothing to a customer.
 */
function plainMessage(issue: v.BaseIssue<unknown>): string {
  return issue.input === undefined ? MESSAGES.valueRequired : MESSAGES.valueInvalid;
}

/**
 * One schema, two sides: forms validate with it before sending and the reference API answers a
 * failure with a 422 in the same `{ message, fields }` shape (DESIGN.md, Data).
 */
export function validate<TSchema extends AnySchema>(
  schema: TSchema,
  input: unknown,
): Validation<TSchema> {
  const result = v.safeParse(schema, input, { message: plainMessage });
  if (result.success) return { success: true, output: result.output };
  const fields = fieldErrorsOf(result.issues);
  return { success: false, error: { message: summarise(fields, MESSAGES.clientDefault), fields } };
}
