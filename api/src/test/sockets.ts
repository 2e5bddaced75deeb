// A page's realtime connection to the test API, as the host opens it (websocket only, no
// reconnection), for the tests of the realtime channel: each socket is closed after its test.
import { io, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';

export interface TestSockets {
  /** Opens a socket with this token (anything, to try what the server refuses). */
  open(token: unknown): Socket;
  /** Opens a socket and waits until it is connected; a refusal rejects. */
  connect(token: unknown): Promise<Socket>;
}

/**
 * The sockets of one test file. `afterClose` runs once a test's sockets are closed (to wait
 * until the server has let them go too).
 */
export function testSockets(
  baseUrl: string,
  { afterClose }: { afterClose?: () => Promise<void> } = {},
): TestSockets {
  const opened: Socket[] = [];
  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.disconnect();
    await afterClose?.();
  });
  function open(token: unknown): Socket {
    const socket = io(baseUrl, {
      path: '/ws/',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    opened.push(socket);
    return socket;
  }
  return {
    open,
    async connect(token) {
      const socket = open(token);
      await connected(socket);
      return socket;
    },
  };
}

/** Resolves once the socket is connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Resolves 'connected', or the refusal's message. */
export function outcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    if (socket.connected) resolve('connected');
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/**
 * The reason the socket was disconnected, if that happens within 3 seconds of the call: at once,
 * not at the periodic check of every socket (SOCKET_SESSION_CHECK_MS, 20 s). The seconds leave
 * room for what the test does meanwhile (a password change hashes twice, slow on a busy machine).
 */
export function disconnected(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const late = setTimeout(() => resolve('still connected'), 3_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(late);
      resolve(reason);
    });
  });
}
