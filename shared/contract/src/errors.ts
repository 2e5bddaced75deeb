import { MESSAGES, problemsBelow } from './messages';

// Server errors arrive in four shapes (portal.md §8, policy-changes.md §8): a string, an object
// with a message, a field-keyed object, or an array of field and errors - bare or under `errors`
// (or `data`). All of them become one shape that forms show field by field.

/** Messages by dotted field key, e.g. `{ 'meta.first_name': ['...'] }`. */
export type FieldErrors = Record<string, string[]>;

export interface NormalisedError {
  readonly message: string;
  readonly fields: FieldErrors;
}

export class ApiError extends Error implements NormalisedError {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly fields: FieldErrors = {},
    /** Seconds from a 503's Retry-After, when the server gave one. */
    readonly retryAfter?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** True when the caller (or a newer call) aborted the request. */
  get cancelled(): boolean {
    return this.status === 0 && this.message === MESSAGES.cancelled;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value) && typeof value.message === 'string') return [value.message];
  return [];
}

function addField(fields: FieldErrors, key: string, value: unknown) {
  const messages = messagesOf(value);
  if (key && messages.length) fields[key] = [...(fields[key] ?? []), ...messages];
}

/** Field errors from the array shape `[{ field, errors }]` or a field-keyed object. */
function fieldsOf(value: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (Array.isArray(value)) {
    for (const item of value) {
      if (!isRecord(item)) continue;
      const key = item.field ?? item.key ?? item.path;
      addField(
        fields,
        typeof key === 'string' ? key : '',
        item.errors ?? item.messages ?? item.message,
      );
    }
  } else if (isRecord(value)) {
    for (const [key, messages] of Object.entries(value)) addField(fields, key, messages);
  }
  return fields;
}

function countOf(fields: FieldErrors): number {
  return Object.keys(fields).length;
}

/**
 * One summary line for a set of field errors: one error shows its own text, more are counted
 * ('Sorry there are N problems below, please check them and try again.').
 */
export function summarise(fields: FieldErrors, fallback: string = MESSAGES.clientDefault): string {
  const keys = Object.keys(fields);
  if (keys.length === 0) return fallback;
  if (keys.length === 1) return fields[keys[0] as string]?.[0] ?? fallback;
  return problemsBelow(keys.length);
}

/**
 * Any server error body -> `{ message, fields }`. `message` is the server's own when it gave one
 * without field errors, the summary of the field errors when it gave those, and the default
 * server error text when it gave nothing usable.
 */
export function normaliseError(body: unknown): NormalisedError {
  if (typeof body === 'string') {
    return { message: body.trim() || MESSAGES.serverError, fields: {} };
  }
  if (Array.isArray(body)) {
    const fields = fieldsOf(body);
    return { message: summarise(fields, MESSAGES.serverError), fields };
  }
  if (!isRecord(body)) return { message: MESSAGES.serverError, fields: {} };

  const nested = body.errors ?? body.data;
  const message = typeof body.message === 'string' && body.message ? body.message : undefined;
  if (nested !== undefined && nested !== null) {
    if (typeof nested === 'string') return { message: message ?? nested, fields: {} };
    const fields = fieldsOf(nested);
    if (countOf(fields) > 0) return { message: summarise(fields), fields };
  }
  if (message) return { message, fields: {} };

  // A bare field-keyed object: every value a message or a list of them.
  const fields = fieldsOf(body);
  if (countOf(fields) > 0 && countOf(fields) === Object.keys(body).length) {
    return { message: summarise(fields), fields };
  }
  return { message: MESSAGES.serverError, fields: {} };
}
