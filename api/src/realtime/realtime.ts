import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import * as v from 'valibot';
import { createSessions } from '../auth/sessions';
import {
  ClientInfoSchema,
  MESSAGES,
  REALTIME_PATH,
  ScreenshotDeniedSchema,
  ScreenshotFileSchema,
  SOCKET_EVENTS,
  type DataFamily,
  type ScreenshotFileAck,
} from '@portal/contract';
import type { Db } from '../db/database';
import { tokenSecret } from '../settings/store';
import { findUpload } from '../uploads/store';
import { limitMessageRate } from './message-rate';
import {
  findScreenshot,
  isExpired,
  replaceScreenshotRequest,
  saveClientInfo,
  settleScreenshot,
} from './store';

// The realtime channel (portal.md §7, DESIGN.md): socket.io at /ws/ on the portal's own server.
// The handshake's `auth.token` must be a valid session token; each socket joins its user's room,
// so the support team reaches every open page of one user. The image of a screenshot travels over
// HTTP (POST /support/screenshots); `screenshot.file` names the stored upload (support.ts).
// A socket lives no longer than its sign-in: signing out disconnects that session's sockets at
// once, and a session that lapsed (or was ended everywhere) loses its sockets at the next check,
// before any screenshot request reaches them, and before anything they send is taken.
//
// What this process holds in memory belongs to its own connections: socket.io's rooms (the
// sockets connected here), each socket's message bucket (message-rate.ts) and `asked`, the
// requests this process put on the pages of those sockets. Everything else - sessions, requests,
// client info - is in the database, shared by every server on it.
//
// Several servers (REDIS_URL): socket.io's Redis Streams adapter carries every emit to a room,
// every disconnect of a room and every count of sockets to the other servers, so a user's page
// connected to one server hears what a call to another one did. Only WebSocket is offered then:
// HTTP long-polling would need every request of a page to reach the same server.

/** portal.md §9: the session is checked every 20 seconds; so are the sockets. */
export const SOCKET_SESSION_CHECK_MS = 20_000;

/**
 * Open pages and devices of one user, each with its socket. The next one is refused rather than
 * the oldest dropped: a dropped page would reconnect and drop another in turn, and a script
 * holding the user's token could push the real pages off the channel; a refusal is final and the
 * page works on without it (the channel only carries support's screenshot requests).
 */
export const MAX_SOCKETS_PER_USER = 10;

/**
 * How long a count of the sockets on every server may wait for the others (REDIS_URL) before this
 * server's own are taken instead: a page's handshake waits for it.
 */
export const OTHER_SERVERS_ANSWER_MS = 3_000;

/** How often requests past their time are taken back from the pages that still show them. */
export const SCREENSHOT_EXPIRY_CHECK_MS = 10_000;

/** A socket on this server or another one: what the support console needs of it. */
export interface ConnectedSocket {
  readonly id: string;
  readonly data: Partial<SocketData>;
}

export interface Realtime {
  readonly io: Server;
  /**
   * Every socket open now, on every server; on this one alone while the others cannot be asked
   * (Redis away), rather than none.
   */
  connectedSockets(): Promise<ConnectedSocket[]>;
  /**
   * Asks every open page of the user for a screenshot; returns the request's token. A request
   * of theirs still waiting is withdrawn first: one question at a time, the latest.
   */
  requestScreenshot(userId: number): Promise<string>;
  /** Takes a pending request back; false when it was not pending. */
  withdrawScreenshot(token: string): Promise<boolean>;
  /**
   * Takes requests nobody answered in time (SCREENSHOT_REQUEST_TTL_MS), or withdrawn by another
   * server, back from the pages still asking; runs every SCREENSHOT_EXPIRY_CHECK_MS.
   */
  expireScreenshots(): Promise<void>;
  /**
   * Tells every open page of the user that a call changed these families of their data, so each
   * asks again for what it shows (`data.changed`: the families only, no data).
   */
  dataChanged(userId: number, changes: readonly DataFamily[]): void;
  /** Disconnects every socket of a sign-in that has just ended (signed out). */
  endSession(sessionId: string): void;
  /**
   * Disconnects every socket of the user's sign-ins but `keepSessionId` (all when not given): a
   * new password ends the other sign-ins at once, not at the next check.
   */
  endSessionsOf(userId: number, keepSessionId?: string): void;
  /** Disconnects every socket; the HTTP server itself is left to its owner. */
  close(): Promise<void>;
}

export interface RealtimeOptions {
  readonly now?: () => Date;
  /** Where a failure of the background checks or of a socket's message goes; console otherwise. */
  readonly log?: { error(details: object, message: string): void };
  /**
   * Redis shared by every server of the portal (REDIS_URL): the sockets of one server are then
   * reached from any other. Without it the process is alone, as before.
   */
  readonly redisUrl?: string;
  /**
   * The Redis stream and the prefix of the channels the servers talk over (PORTAL_REDIS_STREAM;
   * 'socket.io' otherwise): portals, or test runs, sharing one Redis keep apart by it.
   */
  readonly redisStream?: string;
}

export interface SocketData {
  userId: number;
  sessionId: string;
}

function roomOf(userId: number): string {
  return `user:${userId}`;
}

function sessionRoomOf(sessionId: string): string {
  return `session:${sessionId}`;
}

type RedisClient = ReturnType<typeof createClient>;

/**
 * A connected client to the Redis at `url`. Its errors are logged, once an outage, not thrown:
 * the client reconnects by itself, and the process goes on serving its own sockets meanwhile.
 */
async function connectRedis(url: string, log: NonNullable<RealtimeOptions['log']>) {
  const client: RedisClient = createClient({ url });
  let failing = false;
  client.on('error', (error: unknown) => {
    if (failing) return;
    failing = true;
    log.error({ err: error }, 'Realtime: Redis cannot be reached; retrying');
  });
  client.on('ready', () => {
    failing = false;
  });
  // The adapter publishes some messages without waiting for the answer: a Redis lost meanwhile
  // would otherwise end the process with an unhandled rejection.
  const publish = client.publish.bind(client);
  Object.defineProperty(client, 'publish', {
    value: (...args: Parameters<typeof publish>) => {
      const published = publish(...args);
      published.catch((error: unknown) => log.error({ err: error }, 'Realtime: a publish failed'));
      return published;
    },
  });
  await client.connect();
  return client;
}

export async function attachRealtime(
  httpServer: HttpServer,
  db: Db,
  options: RealtimeOptions = {},
): Promise<Realtime> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? {
    error: (details: object, message: string) => console.error(message, details),
  };
  // Ready once the secret is read. A failure to read it surfaces where the sessions are awaited
  // (and is reported there), not as an unhandled rejection here.
  const sessionsReady = tokenSecret(db).then((secret) => createSessions(db, secret));
  sessionsReady.catch(() => {});
  /** Runs work started by a timer or a socket message, whose failure has nobody to answer. */
  const background = (what: string, work: () => Promise<unknown>): Promise<void> =>
    work().then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, `Realtime: ${what} failed`),
    );
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, log) : undefined;
  const stream = options.redisStream || 'socket.io';
  const io = new Server<
    Record<string, (...args: unknown[]) => void>,
    Record<string, (...args: unknown[]) => void>,
    Record<string, never>,
    SocketData
  >(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    ...(redis
      ? {
          transports: ['websocket'],
          adapter: createAdapter(redis, { streamName: stream, channelPrefix: stream }),
        }
      : {}),
  });
  const localSocketsOf = (room: string) => io.of('/').adapter.rooms.get(room)?.size ?? 0;

  /**
   * The sockets in the room (all without one) on every server. When the other servers do not
   * answer (Redis away, or a server just lost), this server's own, so a page can still connect
   * and the console still lists what it can see.
   */
  async function socketsIn(room?: string) {
    const all = room ? io.in(room) : io;
    // While Redis is away, the client holds the question until it is back: not waited for.
    const fetched = all.fetchSockets();
    fetched.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${OTHER_SERVERS_ANSWER_MS} ms`)),
        OTHER_SERVERS_ANSWER_MS,
      );
    });
    try {
      return await Promise.race([fetched, late]);
    } catch (error) {
      log.error({ err: error }, 'Realtime: the other servers did not answer');
      return await all.local.fetchSockets();
    } finally {
      clearTimeout(timer);
    }
  }

  /** Disconnects the socket, here or on another server, if its sign-in is over; true then. */
  async function lapsed(socket: {
    data: Partial<SocketData>;
    disconnect(close: boolean): unknown;
  }): Promise<boolean> {
    const sessionId = v.parse(v.string(), socket.data.sessionId);
    if (await (await sessionsReady).isLive(sessionId, now())) return false;
    socket.disconnect(true);
    return true;
  }

  /**
   * The sockets of a room are checked on every server, as a request is about to reach them all;
   * without a room, the periodic check, this server's own: every server checks its own.
   */
  async function dropLapsed(room?: string): Promise<void> {
    const sockets = room ? await socketsIn(room) : [...io.of('/').sockets.values()];
    for (const socket of sockets) await lapsed(socket);
  }

  const sessionCheck = setInterval(
    () => void background('the session check', () => dropLapsed()),
    SOCKET_SESSION_CHECK_MS,
  );
  sessionCheck.unref();

  /**
   * Requests this process put on the pages of its own sockets and not known to be over yet:
   * token to user. Another server's sockets never saw them, so it need not know.
   */
  const asked = new Map<string, number>();

  async function withdraw(token: string): Promise<boolean> {
    asked.delete(token);
    const request = await findScreenshot(db, token);
    if (!request || !(await settleScreenshot(db, token, undefined, 'withdrawn', now()))) {
      return false;
    }
    io.to(roomOf(request.user_id)).emit(SOCKET_EVENTS.screenshotWithdraw, { token });
    return true;
  }

  async function expireScreenshots(): Promise<void> {
    for (const [token, userId] of [...asked]) {
      const request = await findScreenshot(db, token);
      if (request?.status === 'pending' && !isExpired(request.requested_at, now())) continue;
      asked.delete(token);
      // Expired, or withdrawn by another server: the dialog leaves the pages here too.
      if (request?.status === 'pending' || request?.status === 'withdrawn') {
        io.to(roomOf(userId)).emit(SOCKET_EVENTS.screenshotWithdraw, { token });
      }
    }
  }

  const expiryCheck = setInterval(
    () => void background('the screenshot expiry check', expireScreenshots),
    SCREENSHOT_EXPIRY_CHECK_MS,
  );
  expiryCheck.unref();

  /** The handshake's sign-in, or the message the client is refused with. */
  async function admit(socket: Socket): Promise<string | undefined> {
    const auth: unknown = socket.handshake.auth;
    const token = v.safeParse(v.object({ token: v.string() }), auth);
    const session = token.success
      ? await (await sessionsReady).authenticate(token.output.token, now())
      : undefined;
    if (!session) return MESSAGES.unauthenticated;
    if ((await socketsIn(roomOf(session.userId))).length >= MAX_SOCKETS_PER_USER) {
      return MESSAGES.tooManyConnections;
    }
    socket.data.userId = session.userId;
    socket.data.sessionId = session.sessionId;
    return undefined;
  }

  // A refused handshake reaches the client as a `connect_error`.
  io.use((socket, next) => {
    admit(socket).then(
      (refusal) => next(refusal === undefined ? undefined : new Error(refusal)),
      (error: unknown) => {
        log.error({ err: error }, 'Realtime: a handshake failed');
        next(new Error(MESSAGES.serverError));
      },
    );
  });

  io.on('connection', (socket: Socket) => {
    const userId = v.parse(v.number(), socket.data.userId);
    // Handshakes counted at the same moment can pass together: one past the cap is closed.
    if (localSocketsOf(roomOf(userId)) >= MAX_SOCKETS_PER_USER) {
      socket.disconnect(true);
      return;
    }
    void socket.join([roomOf(userId), sessionRoomOf(v.parse(v.string(), socket.data.sessionId))]);
    // So can handshakes on two servers; counted again once joined, every server's sockets seen.
    if (redis) {
      void background('the count of sockets', async () => {
        const sockets = await socketsIn(roomOf(userId));
        if (sockets.length > MAX_SOCKETS_PER_USER) socket.disconnect(true);
      });
    }
    // The socket's messages are handled one after another, in the order they came, as the page
    // sent them: its last client_info is the one kept.
    let handled = Promise.resolve();
    // Before any handler: a message past the socket's rate reaches none of them. A socket that
    // goes on is closed after the messages it was allowed have been answered.
    limitMessageRate(socket, {
      close: () => {
        handled = handled.then(() => {
          socket.disconnect(true);
        });
      },
    });
    const inTurn = (what: string, work: () => Promise<void>) => {
      handled = handled.then(() => background(what, work));
    };

    socket.on(SOCKET_EVENTS.clientInfo, (payload: unknown) => {
      inTurn('client_info', async () => {
        if (await lapsed(socket)) return;
        const info = v.safeParse(ClientInfoSchema, payload);
        if (!info.success) return;
        await saveClientInfo(db, userId, info.output, now());
      });
    });

    socket.on(SOCKET_EVENTS.screenshotDenied, (payload: unknown) => {
      inTurn('screenshot.denied', async () => {
        if (await lapsed(socket)) return;
        const denied = v.safeParse(ScreenshotDeniedSchema, payload);
        if (denied.success) {
          await settleScreenshot(db, denied.output.token, userId, 'denied', now());
        }
      });
    });

    socket.on(SOCKET_EVENTS.screenshotFile, (payload: unknown, ack?: unknown) => {
      const answer = (result: ScreenshotFileAck) => {
        if (typeof ack === 'function') ack(result);
      };
      const failed: ScreenshotFileAck = { success: false, message: MESSAGES.screenshotFailed };
      inTurn('screenshot.file', async () => {
        try {
          if (await lapsed(socket)) return;
          const file = v.safeParse(ScreenshotFileSchema, payload);
          const uploadId = file.success ? Number(file.output.file) : NaN;
          const upload = Number.isInteger(uploadId) ? await findUpload(db, uploadId) : undefined;
          const stored =
            file.success &&
            upload?.user_id === userId &&
            upload.kind === 'screenshot' &&
            (await settleScreenshot(db, file.output.token, userId, 'received', now(), upload));
          answer(stored ? { success: true } : failed);
        } catch (error) {
          answer(failed);
          throw error;
        }
      });
    });
  });

  return {
    io,
    async connectedSockets() {
      return (await socketsIn()).map((socket) => ({ id: socket.id, data: socket.data }));
    },
    async requestScreenshot(userId) {
      // Only the pages of a live sign-in are asked, whenever the last check ran.
      await dropLapsed(roomOf(userId));
      const { token, withdrawn } = await replaceScreenshotRequest(db, userId, now());
      for (const earlier of withdrawn) {
        asked.delete(earlier);
        io.to(roomOf(userId)).emit(SOCKET_EVENTS.screenshotWithdraw, { token: earlier });
      }
      asked.set(token, userId);
      io.to(roomOf(userId)).emit(SOCKET_EVENTS.screenshotRequest, { token });
      return token;
    },
    withdrawScreenshot: withdraw,
    expireScreenshots,
    dataChanged(userId, changes) {
      if (changes.length === 0) return;
      io.to(roomOf(userId)).emit(SOCKET_EVENTS.dataChanged, { changes: [...changes] });
    },
    endSession(sessionId) {
      io.in(sessionRoomOf(sessionId)).disconnectSockets(true);
    },
    endSessionsOf(userId, keepSessionId) {
      const sockets = io.in(roomOf(userId));
      (keepSessionId === undefined
        ? sockets
        : sockets.except(sessionRoomOf(keepSessionId))
      ).disconnectSockets(true);
    },
    async close() {
      clearInterval(sessionCheck);
      clearInterval(expiryCheck);
      // This server's sockets only: the other servers keep theirs.
      io.local.disconnectSockets(true);
      io.engine.close();
      if (redis) {
        // The adapter stops reading the stream and tells the other servers this one is gone.
        await io.of('/').adapter.close();
        await redis.close().catch((error: unknown) => {
          log.error({ err: error }, 'Realtime: closing the Redis client failed');
        });
      }
    },
  };
}
