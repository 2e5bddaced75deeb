import { REALTIME_PATH } from '@portal/contract';
import { io, type Socket } from 'socket.io-client';

// The realtime channel (portal.md §4, §7): opened when a session starts or is found on load,
// closed on sign-out and when the session lapses. socket.io reconnects with its own back-off;
// each attempt sends the session's token as it is then, since the API rotates tokens.
// The screenshot flow and client_info use this socket when they arrive.

export interface RealtimeChannel {
  /** Opens the socket if it is not open; `token` is read again on every (re)connect. */
  connect(token: () => string | null): void;
  disconnect(): void;
  /** The open socket, for the features that talk over it; null when closed. */
  socket(): Socket | null;
}

export type SocketFactory = (options: {
  path: string;
  auth: (send: (data: object) => void) => void;
}) => Socket;

function openSocket(options: Parameters<SocketFactory>[0]): Socket {
  // Same origin as the page: the portal serves the socket beside the API.
  return io({ ...options, transports: ['websocket', 'polling'] });
}

export function createRealtimeChannel(factory: SocketFactory = openSocket): RealtimeChannel {
  let current: Socket | null = null;
  return {
    connect(token) {
      if (current) return;
      current = factory({
        path: REALTIME_PATH,
        auth: (send) => send({ token: token() ?? '' }),
      });
    },
    disconnect() {
      current?.disconnect();
      current = null;
    },
    socket: () => current,
  };
}

/** The page's one channel: the host opens and closes it with the session. */
export const realtime = createRealtimeChannel();
