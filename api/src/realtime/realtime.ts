import type { Server as HttpServer } from 'node:http';
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
  createScreenshotRequest,
  findScreenshot,
  isExpired,
  saveClientInfo,
  settleScreenshot,
  waitingScreenshots,
} from './store';

// The realtime channel (portal.md §7, DESIGN.md): socket.io at /ws/ on the portal's own server.
// The handshake's `auth.token` must be a valid session token; each socket joins its user's room,
// so the support team reaches every open page of one user. The image of a screenshot travels over
// HTTP (POST /support/screenshots); `screenshot.file` names the stored upload (support.ts).
// A socket lives no longer than its sign-in: signing out disconnects that session's sockets at
// once, and a session that lapsed (or was ended everywhere) loses its sockets at the next check,
// before any screenshot request reaches them, and before anything they send is taken.

/** portal.md §9: the session is checked every 20 seconds; so are the sockets. */
export const SOCKET_SESSION_CHECK_MS = 20_000;

/**
 * Open pages and devices of one user, each with its socket. The next one is refused rather than
 * the oldest dropped: a dropped page would reconnect and drop another in turn, and a script
 * holding the user's token could push the real pages off the channel; a refusal is final and the
 * page works on without it (the channel only carries support's screenshot requests).
 */
export const MAX_SOCKETS_PER_USER = 10;

/** How often requests past their time are taken back from the pages that still show them. */
export const SCREENSHOT_EXPIRY_CHECK_MS = 10_000;

export interface Realtime {
  readonly io: Server;
  /**
   * Asks every open page of the user for a screenshot; returns the request's token. A request
   * of theirs still waiting is withdrawn first: one question at a time, the latest.
   */
  requestScreenshot(userId: number): string;
  /** Takes a pending request back; false when it was not pending. */
  withdrawScreenshot(token: string): boolean;
  /**
   * Takes requests nobody answered in time (SCREENSHOT_REQUEST_TTL_MS) back from the pages still
   * asking; runs every SCREENSHOT_EXPIRY_CHECK_MS.
   */
  expireScreenshots(): void;
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
  close(): void;
}

export interface RealtimeOptions {
  readonly now?: () => Date;
}

interface SocketData {
  userId: number;
  sessionId: string;
}

function roomOf(userId: number): string {
  return `user:${userId}`;
}

function sessionRoomOf(sessionId: string): string {
  return `session:${sessionId}`;
}

export function attachRealtime(
  httpServer: HttpServer,
  db: Db,
  options: RealtimeOptions = {},
): Realtime {
  const now = options.now ?? (() => new Date());
  const sessions = createSessions(db, tokenSecret(db));
  const io = new Server<
    Record<string, (...args: unknown[]) => void>,
    Record<string, (...args: unknown[]) => void>,
    Record<string, never>,
    SocketData
  >(httpServer, { path: REALTIME_PATH, serveClient: false });
  const socketsOf = (room: string) => io.of('/').adapter.rooms.get(room)?.size ?? 0;

  /** Disconnects the socket if its sign-in is over; true then. */
  function lapsed(socket: Socket): boolean {
    const sessionId = v.parse(v.string(), socket.data.sessionId);
    if (sessions.isLive(sessionId, now())) return false;
    socket.disconnect(true);
    return true;
  }

  function dropLapsed(room?: string): void {
    const ids = room
      ? [...(io.of('/').adapter.rooms.get(room) ?? [])]
      : [...io.of('/').sockets.keys()];
    for (const id of ids) {
      const socket = io.of('/').sockets.get(id);
      if (socket) lapsed(socket);
    }
  }

  const sessionCheck = setInterval(() => dropLapsed(), SOCKET_SESSION_CHECK_MS);
  sessionCheck.unref();

  /** Requests asked of pages by this process and not known to be over yet: token to user. */
  const asked = new Map<string, number>();

  function withdraw(token: string): boolean {
    const request = findScreenshot(db, token);
    asked.delete(token);
    if (!request || !settleScreenshot(db, token, undefined, 'withdrawn', now())) return false;
    io.to(roomOf(request.user_id)).emit(SOCKET_EVENTS.screenshotWithdraw, { token });
    return true;
  }

  function expireScreenshots(): void {
    for (const [token, userId] of asked) {
      const request = findScreenshot(db, token);
      if (request?.status === 'pending' && !isExpired(request.requested_at, now())) continue;
      asked.delete(token);
      // Expired: the dialog nobody answered leaves the pages, as a withdrawn one does.
      if (request?.status === 'pending') {
        io.to(roomOf(userId)).emit(SOCKET_EVENTS.screenshotWithdraw, { token });
      }
    }
  }

  const expiryCheck = setInterval(expireScreenshots, SCREENSHOT_EXPIRY_CHECK_MS);
  expiryCheck.unref();

  // A refused handshake reaches the client as a `connect_error`.
  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token = v.safeParse(v.object({ token: v.string() }), auth);
    const session = token.success ? sessions.authenticate(token.output.token, now()) : undefined;
    if (!session) {
      next(new Error(MESSAGES.unauthenticated));
      return;
    }
    if (socketsOf(roomOf(session.userId)) >= MAX_SOCKETS_PER_USER) {
      next(new Error(MESSAGES.tooManyConnections));
      return;
    }
    socket.data.userId = session.userId;
    socket.data.sessionId = session.sessionId;
    next();
  });

  io.on('connection', (socket: Socket) => {
    const userId = v.parse(v.number(), socket.data.userId);
    // Handshakes counted at the same moment can pass together: one past the cap is closed.
    if (socketsOf(roomOf(userId)) >= MAX_SOCKETS_PER_USER) {
      socket.disconnect(true);
      return;
    }
    void socket.join([roomOf(userId), sessionRoomOf(v.parse(v.string(), socket.data.sessionId))]);
    // Before any handler: a message past the socket's rate reaches none of them.
    limitMessageRate(socket);

    socket.on(SOCKET_EVENTS.clientInfo, (payload: unknown) => {
      if (lapsed(socket)) return;
      const info = v.safeParse(ClientInfoSchema, payload);
      if (!info.success) return;
      saveClientInfo(db, userId, info.output, now());
    });

    socket.on(SOCKET_EVENTS.screenshotDenied, (payload: unknown) => {
      if (lapsed(socket)) return;
      const denied = v.safeParse(ScreenshotDeniedSchema, payload);
      if (denied.success) settleScreenshot(db, denied.output.token, userId, 'denied', now());
    });

    socket.on(SOCKET_EVENTS.screenshotFile, (payload: unknown, ack?: unknown) => {
      if (lapsed(socket)) return;
      const answer = (result: ScreenshotFileAck) => {
        if (typeof ack === 'function') ack(result);
      };
      const file = v.safeParse(ScreenshotFileSchema, payload);
      const uploadId = file.success ? Number(file.output.file) : NaN;
      const upload = Number.isInteger(uploadId) ? findUpload(db, uploadId) : undefined;
      const stored =
        file.success &&
        upload?.user_id === userId &&
        upload.kind === 'screenshot' &&
        settleScreenshot(db, file.output.token, userId, 'received', now(), upload);
      answer(stored ? { success: true } : { success: false, message: MESSAGES.screenshotFailed });
    });
  });

  return {
    io,
    requestScreenshot(userId) {
      // Only the pages of a live sign-in are asked, whenever the last check ran.
      dropLapsed(roomOf(userId));
      for (const earlier of waitingScreenshots(db, userId, now())) withdraw(earlier);
      const token = createScreenshotRequest(db, userId, now());
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
      for (const id of [...(io.of('/').adapter.rooms.get(roomOf(userId)) ?? [])]) {
        const socket = io.of('/').sockets.get(id);
        if (socket && socket.data.sessionId !== keepSessionId) socket.disconnect(true);
      }
    },
    close() {
      clearInterval(sessionCheck);
      clearInterval(expiryCheck);
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
