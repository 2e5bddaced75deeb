import { ApiError } from '@portal/contract';

// What the credit screen hands its outcome pages (credit-confirmed, credit-declined,
// credit-error) in the navigation state: the server's message. A page opened without it (a
// bookmark, a reload in another tab) says something general instead.

export interface CreditOutcomeState {
  readonly message: string;
}

/** The state's message, if the page was given one: nothing else in it is trusted. */
export function messageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const message: unknown = Reflect.get(state, 'message');
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 500) : null;
}

/**
 * A failure that leaves the form for credit-error. Not a 422 (its messages belong on the form);
 * not what the platform already handles (a lapsed session waits for sign-in, 499 goes to the
 * agreements, 503 to maintenance); not a call cancelled on the way out.
 */
export function leavesForErrorPage(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.cancelled) return false;
  return ![401, 422, 499, 503].includes(error.status);
}
