import { ApiError, authEndpoints, createClient, href } from '@portal/contract';
import type { PortalContext } from '@portal/platform';
import { realtime as pageRealtime, type RealtimeChannel } from './realtime';

// Sign-out (portal.md §4): DELETE /user/token, then everything of the session goes - the
// session and every key of the user in browser storage (the session store's logout), the shared
// query cache, the realtime connection and this browser's push subscription (record 026) - and
// the user lands on /login. A failed call leaves
// the session as it was, so the user can try again (§8: the failure shows an error dialog).

/** The API base of the reference deployment (DESIGN.md, Data). */
export const API_BASE_URL = '/api';

export interface SignOutOptions {
  readonly apiBaseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly realtime?: Pick<RealtimeChannel, 'disconnect'>;
  /** Ends this browser's push subscription (push-subscription.ts). */
  readonly endPush?: () => Promise<void>;
}

type SignOutPortal = Pick<PortalContext, 'session' | 'queryClient' | 'navigate' | 'brand'>;

// Loaded on sign-out: no page paints with it.
async function endPushHere(): Promise<void> {
  const { endPushHere: end } = await import('../push/push-subscription');
  await end();
}

/** Drops every trace of the session in this page and goes to /login. */
export function clearSession(portal: SignOutPortal, options: SignOutOptions = {}): void {
  portal.session.getState().logout();
  portal.queryClient.clear();
  (options.realtime ?? pageRealtime).disconnect();
  // The next user of this device gets none of this user's notifications. Not waited for: a
  // service worker that does not answer keeps no one on the page.
  (options.endPush ?? endPushHere)().catch((error: unknown) =>
    console.error('The push subscription could not be ended', error),
  );
  portal.navigate(href('login'));
}

/**
 * Signs out: resolves once the user is signed out, rejects with the ApiError when the call
 * failed (the session is then untouched).
 */
export async function signOut(portal: SignOutPortal, options: SignOutOptions = {}): Promise<void> {
  // The call goes around the page's status handling: a token the server already refused means
  // the session is over, and must not open the login modal just to sign out.
  const client = createClient({
    baseUrl: options.apiBaseUrl ?? API_BASE_URL,
    portal: portal.brand.id,
    getToken: () => portal.session.getState().token,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  try {
    await client.call(authEndpoints.signOut);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }
  clearSession(portal, options);
}
