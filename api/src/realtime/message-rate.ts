import type { Socket } from 'socket.io';
import { MESSAGES, SOCKET_EVENTS } from '@portal/contract';

// A page sends the channel a handful of messages: its client info once connected, then one answer
// per screenshot request. Each message may write to the database, so a script holding a token
// could otherwise keep the server busy from one socket. Every socket gets a bucket of
// SOCKET_MESSAGE_BURST messages refilled at SOCKET_MESSAGES_PER_SECOND: a message past it is
// dropped unseen, the socket is told at the first drop, and closed once a whole burst of its
// messages has been dropped: no page of ours ever gets there.

/** Messages a socket may send at once: many times what a page sends in a minute. */
export const SOCKET_MESSAGE_BURST = 20;
/** The rate the bucket refills at: far above a person answering screenshot requests. */
export const SOCKET_MESSAGES_PER_SECOND = 1;

export interface MessageRateOptions {
  readonly now?: () => number;
  /**
   * Closes the socket once a burst was dropped. Default: at once. The channel passes one that
   * first lets the messages it took finish, so each of them is still answered.
   */
  readonly close?: () => void;
}

export function limitMessageRate(
  socket: Socket,
  { now = Date.now, close = () => socket.disconnect(true) }: MessageRateOptions = {},
): void {
  let tokens = SOCKET_MESSAGE_BURST;
  let refilledAt = now();
  let dropped = 0;
  socket.use((_packet, next) => {
    const at = now();
    const refill = ((at - refilledAt) / 1000) * SOCKET_MESSAGES_PER_SECOND;
    tokens = Math.min(SOCKET_MESSAGE_BURST, tokens + refill);
    refilledAt = at;
    if (tokens >= 1) {
      tokens -= 1;
      next();
      return;
    }
    // Not passed on: no handler sees the message, and no acknowledgement is sent.
    dropped += 1;
    if (dropped === 1) {
      socket.emit(SOCKET_EVENTS.tooManyMessages, { message: MESSAGES.tooManySocketMessages });
    }
    // After the messages taken before it: socket.io hands each to its handler on the next tick.
    if (dropped === SOCKET_MESSAGE_BURST) process.nextTick(close);
  });
}
