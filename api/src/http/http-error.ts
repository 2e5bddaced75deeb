import { MESSAGES, summarise, type FieldErrors } from '@portal/contract';

/**
 * An answer other than success, thrown from a handler or helper. The API answers
 * `{ message }`, or `{ message, errors }` when there are field errors (keyed by dotted path, as
 * the contract's `normaliseError` reads them), with `status`.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }

  get body(): { message: string; errors?: FieldErrors } {
    return this.fields && Object.keys(this.fields).length > 0
      ? { message: this.message, errors: this.fields }
      : { message: this.message };
  }
}

/** 401: no token, or one that is unknown, revoked or expired. */
export function unauthenticated(): HttpError {
  return new HttpError(401, MESSAGES.unauthenticated);
}

/** 404: also the answer for another user's resource, so its existence is not revealed. */
export function notFound(): HttpError {
  return new HttpError(404, MESSAGES.notFound);
}

export function forbidden(message: string): HttpError {
  return new HttpError(403, message);
}

/** 422 with field errors; the message is the contract's summary of them (portal.md §8). */
export function unprocessable(fields: FieldErrors): HttpError {
  return new HttpError(422, summarise(fields), fields);
}
