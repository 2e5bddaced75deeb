import {
  DataChangedSchema,
  MESSAGES,
  ScreenshotFileAckSchema,
  ScreenshotRequestSchema,
  ScreenshotWithdrawSchema,
  SOCKET_EVENTS,
  supportEndpoints,
  type ScreenshotFileAck,
} from '@portal/contract';
import { refreshChanged, type PortalContext } from '@portal/platform';
import type { Socket } from 'socket.io-client';
import * as v from 'valibot';
import { captureFrame, displayMediaPicker } from '../screenshot/capture';
import {
  createScreenshotFlow,
  type ScreenshotFlow,
  type ScreenshotFlowDeps,
} from '../screenshot/screenshot-flow';
import { realtime as pageRealtime, type RealtimeChannel } from '../session/realtime';
import { describeClient } from './client-info';
import { retryRefusedHandshake, sendClientInfoOnConnect } from './socket-features';

// The features that ride on the page's realtime channel (portal.md §4, §7): client_info, the
// retry of a refused handshake, the support team's screenshot requests, and `data.changed`: what
// the user did on another page or device (or this one) refreshes what this page shows.

/** The page's tabs tell each other which request the user has answered. */
export const ANSWERED_CHANNEL = 'portal-screenshot-answered';

/** How long the server has to acknowledge `screenshot.file`. */
export const FILE_ACK_TIMEOUT_MS = 15_000;

export interface RealtimeFeatures {
  readonly screenshotFlow: ScreenshotFlow;
  stop(): void;
}

export interface RealtimeFeatureOptions {
  readonly channel?: Pick<RealtimeChannel, 'socket' | 'onSocket'>;
  /** Replaces the browser's picker and frame capture (tests). */
  readonly media?: Pick<ScreenshotFlowDeps, 'getDisplayMedia' | 'capture'>;
  readonly describe?: () => object;
  /** The BroadcastChannel name the tabs share; null for none. Default ANSWERED_CHANNEL. */
  readonly tabChannel?: string | null;
}

function listen(socket: Socket, event: string, handler: (payload: unknown) => void) {
  socket.on(event, handler);
  return () => socket.off(event, handler);
}

export function startRealtimeFeatures(
  portal: Pick<PortalContext, 'api' | 'notify' | 'queryClient'>,
  options: RealtimeFeatureOptions = {},
): RealtimeFeatures {
  const channel = options.channel ?? pageRealtime;
  const describe = options.describe ?? (() => describeClient());
  // A request reaches every open tab of the user; once answered in one, the others close it.
  const tabName = options.tabChannel === undefined ? ANSWERED_CHANNEL : options.tabChannel;
  const tabs =
    typeof BroadcastChannel === 'function' && tabName !== null
      ? new BroadcastChannel(tabName)
      : undefined;

  const screenshotFlow = createScreenshotFlow({
    getDisplayMedia: options.media ? options.media.getDisplayMedia : displayMediaPicker(),
    capture: options.media?.capture ?? captureFrame,
    upload: async (token, image) => {
      const file = new File([image], 'screenshot.png', { type: image.type || 'image/png' });
      const { file: id } = await portal.api.call(supportEndpoints.uploadScreenshot, {
        body: { token, file },
      });
      return id;
    },
    sendFile: async (token, file): Promise<ScreenshotFileAck> => {
      const socket = channel.socket();
      if (!socket) return { success: false, message: MESSAGES.screenshotFailed };
      const ack: unknown = await socket
        .timeout(FILE_ACK_TIMEOUT_MS)
        .emitWithAck(SOCKET_EVENTS.screenshotFile, { token, file });
      return v.parse(ScreenshotFileAckSchema, ack);
    },
    deny: (token) => channel.socket()?.emit(SOCKET_EVENTS.screenshotDenied, { token }),
    notify: portal.notify,
    onAnswered: (token) => tabs?.postMessage({ token }),
  });
  const onAnsweredElsewhere = (event: MessageEvent<unknown>) => {
    const answered = v.safeParse(ScreenshotWithdrawSchema, event.data);
    if (answered.success) screenshotFlow.withdrawn(answered.output.token);
  };
  tabs?.addEventListener('message', onAnsweredElsewhere);

  const stopAttaching = channel.onSocket((socket) => {
    const stops = [
      sendClientInfoOnConnect(socket, describe),
      retryRefusedHandshake(socket),
      listen(socket, SOCKET_EVENTS.screenshotRequest, (payload) => {
        const request = v.safeParse(ScreenshotRequestSchema, payload);
        if (request.success) screenshotFlow.requested(request.output.token);
      }),
      listen(socket, SOCKET_EVENTS.screenshotWithdraw, (payload) => {
        const withdraw = v.safeParse(ScreenshotWithdrawSchema, payload);
        if (withdraw.success) screenshotFlow.withdrawn(withdraw.output.token);
      }),
      listen(socket, SOCKET_EVENTS.dataChanged, (payload) => {
        const changed = v.safeParse(DataChangedSchema, payload);
        if (changed.success) void refreshChanged(portal.queryClient, changed.output.changes);
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      // Signed out (or lapsed): no screenshot goes on without a session.
      screenshotFlow.reset();
    };
  });

  return {
    screenshotFlow,
    stop() {
      stopAttaching();
      tabs?.removeEventListener('message', onAnsweredElsewhere);
      tabs?.close();
    },
  };
}
