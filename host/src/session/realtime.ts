import { REALTIME_PATH } from '@portal/contract';
import type { io, Socket } from 'socket.io-client';
import { whenIdle } from './when-idle';

// The realtime channel (portal.md §4, §7): opened when a session starts or is found on load,
// closed on sign-out and when the session lapses. socket.io reconnects with its own back-off;
// each attempt sends the session's token as it is then, since the API rotates tokens.
// The features that talk over the socket (realtime/) attach to each socket with `onSocket`.
// socket.io is not part of the first paint: the page fetches it once idle, when the first socket
// opens, so a factory may answer with a promise of the socket.

export interface RealtimeChannel {
  /** Opens the socket if it is not open; `token` is read again on every (re)connect. */
  connect(token: () => string | null): void;
  disconnect(): void;
  /** The open socket, for the features that talk over it; null when closed or still opening. */
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
}) => Socket | Promise<Socket>;

/** Reconnection back-off: 1 s, doubling to at most 30 s, each delay jittered by half. */
export const RECONNECT_BACK_OFF = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 30_000,
  randomizationFactor: 0.5,
} as const;

/** How long the first socket waits for the page to be idle before socket.io is fetched anyway. */
export const SOCKET_CLIENT_IDLE_TIMEOUT_MS = 2_000;

let socketClient: Promise<typeof io> | null = null;

/** socket.io, fetched once; a failed fetch is tried again by the next socket that opens. */
function loadSocketClient(): Promise<typeof io> {
  socketClient ??= whenIdle(SOCKET_CLIENT_IDLE_TIMEOUT_MS)
    .then(() => import('socket.io-client'))
    .then(
      (client) => client.io,
      (error: unknown) => {
        socketClient = null;
        throw error;
      },
    );
  return socketClient;
}

async function openSocket(options: Parameters<SocketFactory>[0]): Promise<Socket> {
  const connect = await loadSocketClient();
  // Same origin as the page: the portal serves the socket beside the API.
  return connect({ ...options, ...RECONNECT_BACK_OFF, transports: ['websocket', 'polling'] });
}

export function createRealtimeChannel(factory: SocketFactory = openSocket): RealtimeChannel {
  let current: Socket | null = null;
  // The socket the factory is still opening; cleared by a disconnect, so it is closed on arrival.
  let opening: Promise<Socket> | null = null;
  const attachers = new Set<(socket: Socket) => () => void>();
  const detachers = new Map<(socket: Socket) => () => void, () => void>();

  function opened(socket: Socket) {
    current = socket;
    for (const attach of attachers) detachers.set(attach, attach(socket));
  }

  return {
    connect(token) {
      if (current || opening) return;
      const socket = factory({
        path: REALTIME_PATH,
        auth: (send) => send({ token: token() ?? '' }),
      });
      if (!(socket instanceof Promise)) {
        opened(socket);
        return;
      }
      const pending = socket;
      opening = pending;
      void pending.then(
        (arrived) => {
          // Signed out while it was on its way: the socket must not stay open without a session.
          if (opening !== pending) {
            arrived.disconnect();
            return;
          }
          opening = null;
          opened(arrived);
        },
        (error: unknown) => {
          if (opening === pending) opening = null;
          // The page works on without realtime; the next sign-in tries again.
          console.error('The realtime connection could not be opened', error);
        },
      );
    },
    disconnect() {
      opening = null;
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
