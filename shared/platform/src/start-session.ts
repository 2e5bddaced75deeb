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
 *
 * The policies are also the API's first word on the agreements (§4 'Agreements required'):
 * until they answer, the session's agreements are 'unknown'; a 499 makes them 'outstanding'
 * (status handling), any other answer 'none'.
 */
export function startSession(
  portal: Pick<PortalContext, 'api' | 'session' | 'queryClient'>,
  answer: SessionAnswer,
): void {
  const { session } = portal;
  session.getState().setAgreements('unknown');
  session.getState().login({
    token: answer.token,
    greeting: answer.greeting,
    user: { username: answer.username.toLowerCase() },
  });
  // Not awaited: a 499 here sends the user to the agreements from wherever they went next
  // (the platform's status handling).
  void portal.queryClient.fetchQuery(policiesQuery(portal.api)).then(
    () => session.getState().setAgreements('none'),
    () => {
      // A failure other than the 499 says nothing of the agreements: nothing waits on it.
      if (session.getState().agreements === 'unknown') session.getState().setAgreements('none');
    },
  );
}
