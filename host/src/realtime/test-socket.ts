// A socket.io client socket faked at its edges, for the realtime tests (imported by tests only):
// what the page emits is recorded, what the server sends is played with `receive`.
import type { Socket } from 'socket.io-client';
import { vi } from 'vitest';
import type { RealtimeChannel } from '../session/realtime';

type Handler = (...args: unknown[]) => void;

export function fakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const emitted: { event: string; payload: unknown }[] = [];
  const acks: unknown[] = [];
  const socket = {
    connected: false,
    active: true,
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return socket;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    emit(event: string, payload: unknown) {
      emitted.push({ event, payload });
      return socket;
    },
    timeout: vi.fn(() => ({
      emitWithAck: async (event: string, payload: unknown) => {
        emitted.push({ event, payload });
        return acks.shift() ?? { success: true };
      },
    })),
    connect: vi.fn(() => socket),
    disconnect: vi.fn(() => socket),
  };
  return {
    // Only the members above are used by the code under test.
    socket: socket as unknown as Socket,
    emitted,
    /** The next acknowledgements `emitWithAck` answers, in order. */
    acks,
    /** The server sends `event`. */
    receive(event: string, ...args: unknown[]) {
      handlers.get(event)?.forEach((handler) => handler(...args));
    },
    /** The handshake succeeded. */
    connectNow() {
      socket.connected = true;
      handlers.get('connect')?.forEach((handler) => handler());
    },
    /** The server refused the handshake: socket.io leaves the socket inactive. */
    refuse(message = 'Please sign in to continue.') {
      socket.active = false;
      handlers.get('connect_error')?.forEach((handler) => handler(new Error(message)));
    },
    listenerCount: (event: string) => handlers.get(event)?.size ?? 0,
  };
}

export type FakeSocket = ReturnType<typeof fakeSocket>;

/** A channel over fake sockets: `open()` is a sign-in's connect, `close()` a sign-out. */
export function fakeChannel() {
  let current: FakeSocket | null = null;
  let detach: (() => void) | null = null;
  let attach: ((socket: Socket) => () => void) | null = null;
  const channel: Pick<RealtimeChannel, 'socket' | 'onSocket'> = {
    socket: () => current?.socket ?? null,
    onSocket(attacher) {
      attach = attacher;
      if (current) detach = attacher(current.socket);
      return () => {
        detach?.();
        attach = null;
      };
    },
  };
  return {
    channel,
    open(): FakeSocket {
      current = fakeSocket();
      if (attach) detach = attach(current.socket);
      return current;
    },
    close() {
      detach?.();
      detach = null;
      current = null;
    },
  };
}
