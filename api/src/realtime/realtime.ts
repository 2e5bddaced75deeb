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
  type ScreenshotFileAck,
} from '@portal/contract';
import type { Db } from '../db/database';
import { tokenSecret } from '../settings/store';
import { findUpload } from '../uploads/store';
import { createScreenshotRequest, findScreenshot, saveClientInfo, settleScreenshot } from './store';

// The realtime channel (portal.md §7, DESIGN.md): socket.io at /ws/ on the portal's own server.
// The handshake's `auth.token` must be a valid session token; each socket joins its user's room,
// so the support team reaches every open page of one user. The image of a screenshot travels over
// HTTP (POST /support/screenshots); `screenshot.file` names the stored upload (support.ts).

export interface Realtime {
  readonly io: Server;
  /** Asks every open page of the user for a screenshot; returns the request's token. */
  requestScreenshot(userId: number): string;
  /** Takes a pending request back; false when it was not pending. */
  withdrawScreenshot(token: string): boolean;
  /** Disconnects every socket; the HTTP server itself is left to its owner. */
  close(): void;
}

export interface RealtimeOptions {
  readonly now?: () => Date;
}

interface SocketData {
  userId: number;
}

function roomOf(userId: number): string {
  return `user:${userId}`;
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

  // A refused handshake reaches the client as a `connect_error`.
  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token = v.safeParse(v.object({ token: v.string() }), auth);
    const session = token.success ? sessions.authenticate(token.output.token, now()) : undefined;
    if (!session) {
      next(new Error(MESSAGES.unauthenticated));
      return;
    }
    socket.data.userId = session.userId;
    next();
  });

  io.on('connection', (socket: Socket) => {
    const userId = v.parse(v.number(), socket.data.userId);
    void socket.join(roomOf(userId));

    socket.on(SOCKET_EVENTS.clientInfo, (payload: unknown) => {
      const info = v.safeParse(ClientInfoSchema, payload);
      if (!info.success) return;
      saveClientInfo(db, userId, info.output, now());
    });

    socket.on(SOCKET_EVENTS.screenshotDenied, (payload: unknown) => {
      const denied = v.safeParse(ScreenshotDeniedSchema, payload);
      if (denied.success) settleScreenshot(db, denied.output.token, userId, 'denied', now());
    });

    socket.on(SOCKET_EVENTS.screenshotFile, (payload: unknown, ack?: unknown) => {
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
      const token = createScreenshotRequest(db, userId, now());
      io.to(roomOf(userId)).emit(SOCKET_EVENTS.screenshotRequest, { token });
      return token;
    },
    withdrawScreenshot(token) {
      const request = findScreenshot(db, token);
      if (!request || !settleScreenshot(db, token, undefined, 'withdrawn', now())) return false;
      io.to(roomOf(request.user_id)).emit(SOCKET_EVENTS.screenshotWithdraw, { token });
      return true;
    },
    close() {
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
