import { ApiError, MESSAGES, type NormalisedError } from '@portal/contract';

/** A failed call as the forms show it: the API's error, or the spec's default server error. */
export function asNormalised(error: unknown): ApiError | NormalisedError {
  return error instanceof ApiError ? error : { message: MESSAGES.serverError, fields: {} };
}

/** The one message an alert shows for a failed call (portal.md §8: settings errors). */
export function messageOf(error: unknown): string {
  return asNormalised(error).message || MESSAGES.serverError;
}
