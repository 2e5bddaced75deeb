import { MESSAGES } from './messages';

// policy-changes.md §4 'Updates send only the changed parts', §5 and §8: when nothing changed the
// update fails on the client with the 'couldn't identify any changes' message.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Blank text, null, missing and [] are all the same empty answer. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function keysOf(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])];
}

/** Equal as answers: the same data, whatever the order of keys, empty matching empty. */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameAnswer(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) return keysOf(a, b).every((key) => sameAnswer(a[key], b[key]));
  return a === b;
}

/** A cleared value is sent as null, a cleared list as [], so the server sees it go. */
function changedValue(before: unknown, after: unknown): unknown {
  return after ?? (Array.isArray(before) ? [] : null);
}

function changedFields(before: unknown, after: unknown): Record<string, unknown> {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  const changed: Record<string, unknown> = {};
  for (const key of keysOf(a, b)) {
    if (!sameAnswer(a[key], b[key])) changed[key] = changedValue(a[key], b[key]);
  }
  return changed;
}

export interface DiffOptions {
  /** Groups sent field by field; any other part goes whole when anything in it changed. */
  readonly byField: readonly string[];
  /** Parts that describe the change rather than the data: sent with every change. */
  readonly withEveryChange: readonly string[];
}

export type Diff =
  | { readonly changed: true; readonly body: Record<string, unknown> }
  | { readonly changed: false; readonly message: string };

/** Only the parts of `current` that differ from `initial`, or the 'no changes' message. */
export function diffParts(
  initial: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
  { byField, withEveryChange }: DiffOptions,
): Diff {
  const body: Record<string, unknown> = {};
  for (const key of keysOf(initial, current)) {
    if (withEveryChange.includes(key)) continue;
    if (byField.includes(key)) {
      const fields = changedFields(initial[key], current[key]);
      if (Object.keys(fields).length > 0) body[key] = fields;
    } else if (!sameAnswer(initial[key], current[key])) {
      body[key] = changedValue(initial[key], current[key]);
    }
  }
  if (Object.keys(body).length === 0) return { changed: false, message: MESSAGES.noChanges };
  for (const key of withEveryChange) if (current[key] !== undefined) body[key] = current[key];
  return { changed: true, body };
}
