import { ApiError, MESSAGES } from '@portal/contract';

// portal.md §8: an agreements failure shows the server's message, else the spec's own text.
const NOT_FROM_THE_SERVER: readonly string[] = [
  MESSAGES.serverError,
  MESSAGES.unrecognisedResponse,
];

export function agreementsFailure(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status !== 0 &&
    !NOT_FROM_THE_SERVER.includes(error.message)
  ) {
    return error.message;
  }
  return MESSAGES.agreementsFailed;
}
