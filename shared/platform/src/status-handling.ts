import { href, sameOriginPath, type ApiError, type ClientOptions } from '@portal/contract';
import type { EventBus } from '@portal/event-bus';
import { STORAGE_KEYS } from './browser-storage';
import { waitForSignIn, type SessionStore } from './session-store';

// What a status means to the user, for every call of every app (DESIGN.md, Data; portal.md §4):
// a lapsed session opens the login modal and the call waits and is retried after sign-in;
// 499 sends the user to the agreements first; 503 to the maintenance page, session dropped.

/** Where a user interrupted by the 499 was going, for after the agreements. */
export const AFTER_AGREEMENTS_KEY = STORAGE_KEYS.afterAgreements;

export interface StatusHandlingOptions {
  readonly session: SessionStore;
  readonly bus: EventBus;
  readonly navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The page's path and query now, e.g. '/policies/101?tab=inbox'. */
  readonly location: () => string;
  readonly storage?: Storage | null;
}

function isAgreementsPage(path: string): boolean {
  return (
    path === '/agreements' || path.startsWith('/agreements/') || path.startsWith('/agreements?')
  );
}

export function createStatusHandling(
  options: StatusHandlingOptions,
): NonNullable<ClientOptions['handleError']> {
  const { session, bus, navigate, location } = options;
  const storage = options.storage ?? null;

  return async (error: ApiError, retry) => {
    if (error.status === 401 && session.getState().status !== 'signed-out') {
      if (session.getState().status === 'signed-in') {
        session.getState().expire();
        bus.emit({ type: 'session.expired' });
      }
      // The page stays as it is beneath the login modal; the call goes again after sign-in.
      await waitForSignIn(session).catch(() => {
        throw error;
      });
      return retry();
    }
    if (error.status === 499) {
      session.getState().setAgreements('outstanding');
      const here = location();
      if (!isAgreementsPage(here)) {
        try {
          storage?.setItem(AFTER_AGREEMENTS_KEY, here);
        } catch {
          // Without storage the user goes home after the agreements instead.
        }
        navigate(href('agreements'));
      }
    } else if (error.status === 503) {
      session.getState().logout();
      const query: Record<string, string> = { target: location() };
      if (error.retryAfter !== undefined) query.retry_after = String(error.retryAfter);
      navigate(href('maintenance', undefined, query), { replace: true });
    }
    throw error;
  };
}

/**
 * Where to go once the agreements are done: where the 499 interrupted, else home. The stored
 * value is followed only as a path on this site: any script of the origin can rewrite it.
 */
export function takeAfterAgreementsPath(storage: Storage | null = null): string {
  try {
    const path = storage?.getItem(AFTER_AGREEMENTS_KEY);
    storage?.removeItem(AFTER_AGREEMENTS_KEY);
    return sameOriginPath(path) ?? href('home');
  } catch {
    return href('home');
  }
}
