import * as v from 'valibot';
import { isDateBetween, isIsoDate, type DateWindow } from './dates';
import { MESSAGES } from './messages';
import type { NamedFile } from './uploads';
import { LIMITS } from './rules';

// Pieces the change forms share (policy-changes.md §5): values read as the forms hold them
// (numbers typed with separators, option ids as text, blank dates), and required fields that
// depend on other answers, each with its own message and never reported twice.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Not answered: undefined, null, blank text or an empty list. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The value at a dotted key ('documents.0.file'); '' is the value itself. */
export function readKey(value: unknown, key: string): unknown {
  if (key === '') return value;
  let current = value;
  for (const part of key.split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[part];
  }
  return current;
}

/** Text of at most 255 characters; `message` answers a value that is not text. */
export function textSchema(message: string) {
  return v.pipe(v.string(message), v.trim(), v.maxLength(LIMITS.text, MESSAGES.textTooLong));
}

/**
 * Only one of `choices` (the values a list of GET /meta/form-options offers), where the list is
 * known and has any; blank is left to the field's own 'required' message.
 */
export function listed(choices: readonly string[] | undefined, message: string) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    // One message a field: text already too long has its own.
    if (!dataset.typed || dataset.issues) return;
    const value = dataset.value;
    if (value.trim() === '' || !choices?.length || choices.includes(value)) return;
    addIssue({ message });
  });
}

/**
 * An option's id or value, sent as text: at most 255 characters or a safe whole number, and one
 * of `choices` where they are given. `message` answers a value that is neither text nor number.
 */
export function optionSchema(
  message: string,
  choices?: readonly string[],
  notListed: string = MESSAGES.optionNotListed,
) {
  return v.pipe(
    v.union(
      [
        v.pipe(v.string(), v.maxLength(LIMITS.text, notListed)),
        v.pipe(v.number(), v.safeInteger(notListed)),
      ],
      message,
    ),
    v.transform(String),
    listed(choices, notListed),
  );
}

/**
 * A number as typed: '£12,500' is 12500 (money inputs show a £ prefix and separators, §5), blank
 * is not given. `valid` says which numbers the field takes; anything else gets `message`.
 */
export function numberSchema(message: string, valid: (value: number) => boolean = () => true) {
  return v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((input): number | undefined => {
      if (typeof input === 'number') return input;
      const text = input.replace(/[£,\s]/g, '');
      if (text === '') return undefined;
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    }),
    v.check((value) => value === undefined || (Number.isFinite(value) && valid(value)), message),
  );
}

/** A whole number as typed, `min` to `max`: safe, so no digit is lost on the way to storage. */
export function wholeNumberSchema(message: string, { min = 0, max }: NumberRange) {
  return numberSchema(
    message,
    (value) => Number.isSafeInteger(value) && value >= min && value <= max,
  );
}

/** Pounds and pence as typed ('£8,199.99'), `min` to `max`; a fraction of a penny is refused. */
export function moneySchema(message: string, { min = 0, max }: NumberRange) {
  return numberSchema(
    message,
    (value) =>
      value >= min && value <= max && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
  );
}

export interface NumberRange {
  readonly min?: number;
  readonly max: number;
}

/** A limit of a date window with its own message. */
export type DateLimit = DateWindow & { readonly message: string };

/** An ISO date, blank allowed (required fields say so separately), inside every window. */
export function dateSchema(windows: readonly DateLimit[] = []) {
  return v.pipe(
    v.string(MESSAGES.invalidDate),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const date = dataset.value;
      if (!isIsoDate(date)) {
        addIssue({ message: MESSAGES.invalidDate });
        return;
      }
      for (const { message, ...window } of windows) {
        if (!isDateBetween(date, window)) addIssue({ message });
      }
    }),
  );
}

/** A field that must be answered, by dotted key, with the message to show. */
export interface FieldRequirement {
  readonly key: string;
  readonly message: string;
}

function pathOf(root: unknown, key: string): [v.IssuePathItem, ...v.IssuePathItem[]] {
  // Through a group that is missing too, so the message lands on the field's own key.
  const [first, ...rest] = key.split('.').map((part) => {
    const input = isRecord(root) ? root : {};
    const item: v.IssuePathItem = {
      type: 'object',
      origin: 'value',
      input,
      key: part,
      value: input[part],
    };
    root = input[part];
    return item;
  });
  return first
    ? [first, ...rest]
    : [{ type: 'object', origin: 'value', input: {}, key, value: undefined }];
}

/**
 * Required fields decided from the answers (`read` takes a dotted key). A blank one gets its
 * message; one that already has a message from its own schema is not reported again. It runs
 * while other fields have errors, so a form shows every problem at once.
 */
export function requiredFields<TInput>(
  requirements: (read: (key: string) => unknown) => readonly FieldRequirement[],
) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const root: unknown = dataset.value;
    const read = (key: string) => readKey(root, key);
    const reported = new Set((dataset.issues ?? []).map((issue) => v.getDotPath(issue) ?? ''));
    for (const { key, message } of requirements(read)) {
      if (!isBlank(read(key)) || reported.has(key)) continue;
      reported.add(key);
      addIssue({ message, path: pathOf(root, key) });
    }
  });
}

/**
 * `key` is checked with `schema` only while `asked` says the form shows it (missing reads as
 * `fallback`). A garage address kept from before the person answered 'same address' is dropped
 * by the entry's transform, never shown as an error on a hidden field.
 */
export function askedWhen<TEntry extends object>(
  key: string,
  schema: v.GenericSchema,
  fallback: unknown,
  asked: (entry: object) => boolean,
) {
  return v.rawCheck<TEntry>(({ dataset, addIssue }) => {
    const entry = dataset.value;
    if (typeof entry !== 'object' || entry === null || !asked(entry)) return;
    const value = readKey(entry, key);
    const result = v.safeParse(schema, value ?? fallback);
    if (result.success) return;
    for (const issue of result.issues) {
      const item: v.UnknownPathItem = {
        type: 'unknown',
        origin: 'value',
        input: entry,
        key,
        value,
      };
      addIssue({ message: issue.message, path: [item, ...(issue.path ?? [])] });
    }
  });
}

/** A file as the browser holds it (File) or as the server received it (name and size). */
export const NamedFileSchema = v.custom<NamedFile>(
  (input) =>
    typeof input === 'object' &&
    input !== null &&
    typeof Reflect.get(input, 'name') === 'string' &&
    typeof Reflect.get(input, 'size') === 'number',
  MESSAGES.invalidFileType,
);
