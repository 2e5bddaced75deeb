import type { PortalContext, SessionStatus } from '@portal/platform';
import { realtime as pageRealtime, type RealtimeChannel } from './realtime';

// What follows the session on every page (portal.md §4, §8, §9): the check every 20 seconds,
// the realtime connection while signed in, and the sessionExpired log once per lapse.

/** portal.md §9: the session is checked every 20 seconds. */
export const SESSION_CHECK_INTERVAL_MS = 20_000;

export interface SessionLifecycleOptions {
  readonly realtime?: Pick<RealtimeChannel, 'connect' | 'disconnect'>;
  /** portal.md §8: expiry logs an event named sessionExpired. */
  readonly log?: (event: 'sessionExpired') => void;
}

function logToConsole(event: 'sessionExpired') {
  console.info(event);
}

/** Starts following the session; returns the function that stops it. */
export function startSessionLifecycle(
  portal: Pick<PortalContext, 'session' | 'bus'>,
  options: SessionLifecycleOptions = {},
): () => void {
  const { session, bus } = portal;
  const channel = options.realtime ?? pageRealtime;
  const log = options.log ?? logToConsole;
  const token = () => session.getState().token;

  let status: SessionStatus = session.getState().status;
  if (status === 'signed-in') channel.connect(token);

  const unsubscribe = session.subscribe((state) => {
    if (state.status === status) return;
    const before = status;
    status = state.status;
    if (status === 'signed-in') {
      channel.connect(token);
      return;
    }
    // Signed out, or lapsed: the socket's token is no longer good.
    channel.disconnect();
    if (status === 'expired' && before === 'signed-in') log('sessionExpired');
  });

  // A refused token comes with the platform's 'session.expired' event; a remote may announce a
  // lapse the same way. Either way the session expires (a no-op when it already has).
  const stopListening = bus.on('session.expired', () => session.getState().expire());

  const timer = setInterval(() => {
    const before = session.getState().status;
    session.getState().check();
    // The check found the time up: tell the apps as a refused token would.
    if (before === 'signed-in' && session.getState().status === 'expired') {
      bus.emit({ type: 'session.expired' });
    }
  }, SESSION_CHECK_INTERVAL_MS);

  return () => {
    clearInterval(timer);
    stopListening();
    unsubscribe();
  };
}
