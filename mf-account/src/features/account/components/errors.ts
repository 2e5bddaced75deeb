import { MESSAGES } from '@portal/contract';
import { asNormalisedError } from '@portal/ui';

/** The one message an alert shows for a failed call (portal.md §8: settings errors). */
export function messageOf(error: unknown): string {
  return asNormalisedError(error).message || MESSAGES.serverError;
}
