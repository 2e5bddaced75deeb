import { REALTIME_PATH } from '@portal/contract';
import { io, type Socket } from 'socket.io-client';

// The realtime channel (portal.md §4, §7): opened when a session starts or is found on load,
// closed on sign-out and when the session lapses. socket.io reconnects with its own back-off;
// each attempt sends the session's token as it is then, since the API rotates tokens.
// The features that talk over the socket (realtime/) attach to each socket with `onSocket`.

export interface RealtimeChannel {
  /** Opens the socket if it is not open; `token` is read again on every (re)connect. */
  connect(token: () => string | null): void;
  disconnect(): void;
  /** The open socket, for the features that talk over it; null when closed. */
  socket(): Socket | null;
  /**
   * Calls `attach` with every socket the channel opens (the open one at once); the cleanup it
   * returns runs when that socket is closed. Returns the function that stops attaching.
   */
  onSocket(attach: (socket: Socket) => () => void): () => void;
}

export type SocketFactory = (options: {
  path: string;
  auth: (send: (data: object) => void) => void;
}) => Socket;

/** Reconnection back-off: 1 s, doubling to at most 30 s, each delay jittered by half. */
export const RECONNECT_BACK_OFF = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 30_000,
  randomizationFactor: 0.5,
} as const;

function openSocket(options: Parameters<SocketFactory>[0]): Socket {
  // Same origin as the page: the portal serves the socket beside the API.
  return io({ ...options, ...RECONNECT_BACK_OFF, transports: ['websocket', 'polling'] });
}

export function createRealtimeChannel(factory: SocketFactory = openSocket): RealtimeChannel {
  let current: Socket | null = null;
  const attachers = new Set<(socket: Socket) => () => void>();
  const detachers = new Map<(socket: Socket) => () => void, () => void>();
  return {
    connect(token) {
      if (current) return;
      const socket = factory({
        path: REALTIME_PATH,
        auth: (send) => send({ token: token() ?? '' }),
      });
      current = socket;
      for (const attach of attachers) detachers.set(attach, attach(socket));
    },
    disconnect() {
      for (const detach of detachers.values()) detach();
      detachers.clear();
      current?.disconnect();
      current = null;
    },
    socket: () => current,
    onSocket(attach) {
      attachers.add(attach);
      if (current) detachers.set(attach, attach(current));
      return () => {
        attachers.delete(attach);
        detachers.get(attach)?.();
        detachers.delete(attach);
      };
    },
  };
}

/** The page's one channel: the host opens and closes it with the session. */
export const realtime = createRealtimeChannel();
