import type { PortalContext } from './portal-context';
import { policiesQuery } from './policy-queries';

/** What a sign-in or an account activation answers, with the username it was made for. */
export interface SessionAnswer {
  readonly token: string;
  readonly greeting: string;
  readonly username: string;
}

/**
 * A new session (portal.md §4, Session), however it began: the token and greeting stored for
 * 1440 minutes, and the policies fetched into the shared cache while the user moves on. The
 * host opens the realtime channel when the session store turns signed in.
 */
export function startSession(
  portal: Pick<PortalContext, 'api' | 'session' | 'queryClient'>,
  answer: SessionAnswer,
): void {
  portal.session.getState().login({
    token: answer.token,
    greeting: answer.greeting,
    user: { username: answer.username.toLowerCase() },
  });
  // Not awaited: a 499 here sends the user to the agreements from wherever they went next
  // (the platform's status handling).
  void portal.queryClient.prefetchQuery(policiesQuery(portal.api));
}
