import type { Socket } from 'socket.io-client';
import { RECONNECT_BACK_OFF } from '../session/realtime';

// What every open socket does beyond carrying events: say what the page can do on each
// (re)connect, and try again with back-off when the server refused the handshake.

/** `client_info` on connect and on every reconnect: the server keeps the latest. */
export function sendClientInfoOnConnect(socket: Socket, describe: () => object): () => void {
  const send = () => socket.emit('client_info', describe());
  if (socket.connected) send();
  socket.on('connect', send);
  return () => socket.off('connect', send);
}

/** The n-th retry's delay: 1 s doubling to at most 30 s, jittered by half (`random` in 0..1). */
export function backOffDelay(attempt: number, random: () => number = Math.random): number {
  const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = RECONNECT_BACK_OFF;
  const base = Math.min(reconnectionDelay * 2 ** attempt, reconnectionDelayMax);
  const jitter = base * randomizationFactor * (random() * 2 - 1);
  return Math.round(Math.min(base + jitter, reconnectionDelayMax));
}

/**
 * socket.io retries a lost connection itself, but not a handshake the server refused (a token
 * rotated at that very moment, or the server restarting): the socket is then left inactive.
 * Such a socket tries again with the same back-off while the page is signed in; sign-out closes
 * the socket and the cleanup stops the retries.
 */
export function retryRefusedHandshake(
  socket: Socket,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onError = () => {
    if (socket.active || timer !== undefined) return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      socket.connect();
    }, backOffDelay(attempt));
    attempt += 1;
  };
  const onConnect = () => {
    attempt = 0;
  };
  socket.on('connect_error', onError);
  socket.on('connect', onConnect);
  return () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    socket.off('connect_error', onError);
    socket.off('connect', onConnect);
  };
}
