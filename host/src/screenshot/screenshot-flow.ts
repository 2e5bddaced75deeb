import { MESSAGES, type ScreenshotFileAck } from '@portal/contract';
import type { Toast } from '@portal/platform';

// portal.md §4 "Screenshot flow", §8: a support staff member asks for a screenshot over the
// realtime channel; the user accepts or declines, picks a screen, takes the screenshot, checks it
// and sends it. One request at a time; each step shows only while the others do not.

/** portal.md §4: the request's own states, from asked to sent. */
export type RequestState = 'pending' | 'preparing' | 'capturing' | 'bitmap' | 'upload';

/** What is on screen. `null` while the browser's own screen picker is up, or mid-capture. */
export type ScreenshotStep = 'request' | 'unsupported' | 'not-selected' | 'controls' | 'preview';

export interface ScreenshotFlowState {
  readonly token: string;
  readonly request: RequestState;
  readonly step: ScreenshotStep | null;
  /** The captured image, from 'bitmap' on. */
  readonly image: Blob | null;
}

/** portal.md §9: the steps slide in and out in 400 ms. */
export const SLIDE_MS = 400;

export interface ScreenshotFlowDeps {
  /** The browser's screen picker; undefined where the browser cannot capture a screen. */
  readonly getDisplayMedia: (() => Promise<MediaStream>) | undefined;
  /** One frame of the shared screen as an image. */
  readonly capture: (stream: MediaStream) => Promise<Blob>;
  /** Uploads the image for the request; resolves with the stored file's id. */
  readonly upload: (token: string, image: Blob) => Promise<string>;
  /** `screenshot.file` and its acknowledgement. */
  readonly sendFile: (token: string, file: string) => Promise<ScreenshotFileAck>;
  /** `screenshot.denied`. */
  readonly deny: (token: string) => void;
  readonly notify: (toast: Toast) => void;
  /** Waits while the controls slide away, so they are not in the screenshot. */
  readonly wait?: (milliseconds: number) => Promise<void>;
  /** The user answered (sent or declined): the page's other tabs close the same request. */
  readonly onAnswered?: (token: string) => void;
}

export interface ScreenshotFlow {
  getState(): ScreenshotFlowState | null;
  subscribe(listener: () => void): () => void;
  /** `screenshot.request` arrived. */
  requested(token: string): void;
  /** `screenshot.withdraw` arrived: the flow closes, whatever step it was at. */
  withdrawn(token: string): void;
  /** The user agreed (or tries again after picking no screen): the browser's picker opens. */
  chooseScreen(): Promise<void>;
  /** Back from the controls to the request, or from the preview to the controls. */
  back(): void;
  takeScreenshot(): Promise<void>;
  send(): Promise<void>;
  /** The user said no (or closed the flow without a screenshot): `screenshot.denied`. */
  decline(): void;
  /** Closes the flow without telling the server (the socket closed: signed out). */
  reset(): void;
}

function errorName(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.name : '';
}

export function createScreenshotFlow(deps: ScreenshotFlowDeps): ScreenshotFlow {
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const listeners = new Set<() => void>();
  let state: ScreenshotFlowState | null = null;
  let stream: MediaStream | null = null;

  function set(next: ScreenshotFlowState | null) {
    state = next;
    listeners.forEach((listener) => listener());
  }

  function update(token: string, changes: Partial<ScreenshotFlowState>) {
    // Anything async checks it is still about the same request: a withdraw may have come between.
    if (state?.token === token) set({ ...state, ...changes });
  }

  function stopSharing() {
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
  }

  function close() {
    stopSharing();
    set(null);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    requested(token) {
      if (state?.token === token) return;
      // A newer request replaces one still open: support asked again.
      stopSharing();
      set({
        token,
        request: 'pending',
        step: deps.getDisplayMedia ? 'request' : 'unsupported',
        image: null,
      });
    },

    withdrawn(token) {
      if (state?.token === token) close();
    },

    async chooseScreen() {
      const current = state;
      if (!current || !deps.getDisplayMedia) return;
      if (current.step !== 'request' && current.step !== 'not-selected') return;
      const { token } = current;
      update(token, { request: 'preparing', step: null });
      let shared: MediaStream;
      try {
        shared = await deps.getDisplayMedia();
      } catch (error) {
        // Cancelled or refused in the picker: portal.md §8 'Screen not selected'.
        const cannot = ['NotSupportedError', 'TypeError'].includes(errorName(error));
        update(token, { request: 'pending', step: cannot ? 'unsupported' : 'not-selected' });
        return;
      }
      if (state?.token !== token) {
        shared.getTracks().forEach((track) => track.stop());
        return;
      }
      stream = shared;
      // The browser's own 'Stop sharing' ends the stream: back to the request.
      for (const track of shared.getVideoTracks()) {
        track.addEventListener('ended', () => {
          if (stream !== shared) return;
          stream = null;
          update(token, { request: 'pending', step: 'request', image: null });
        });
      }
      update(token, { request: 'capturing', step: 'controls' });
    },

    back() {
      if (!state) return;
      if (state.step === 'controls') {
        stopSharing();
        set({ ...state, request: 'pending', step: 'request' });
      } else if (state.step === 'preview' && state.request === 'bitmap') {
        set({ ...state, request: 'capturing', step: 'controls', image: null });
      }
    },

    async takeScreenshot() {
      const current = state;
      const shared = stream;
      if (!current || current.step !== 'controls' || !shared) return;
      const { token } = current;
      // The controls slide away first, so the screenshot shows the page, not them.
      update(token, { step: null });
      await wait(SLIDE_MS + 50);
      try {
        const image = await deps.capture(shared);
        update(token, { request: 'bitmap', step: 'preview', image });
      } catch {
        deps.notify({ message: MESSAGES.screenshotUnsupported, kind: 'error' });
        update(token, { step: 'controls' });
      }
    },

    async send() {
      const current = state;
      if (!current || current.step !== 'preview' || current.request !== 'bitmap') return;
      const { token, image } = current;
      if (!image) return;
      update(token, { request: 'upload' });
      try {
        const file = await deps.upload(token, image);
        const ack = await deps.sendFile(token, file);
        if (!ack.success) throw new Error(ack.message ?? MESSAGES.screenshotFailed);
        deps.notify({ message: MESSAGES.screenshotSent, kind: 'success' });
        deps.onAnswered?.(token);
        if (state?.token === token) close();
      } catch {
        deps.notify({ message: MESSAGES.screenshotFailed, kind: 'error' });
        // Still open (not withdrawn meanwhile): the user may try again or go back.
        update(token, { request: 'bitmap' });
      }
    },

    decline() {
      if (!state) return;
      deps.deny(state.token);
      deps.onAnswered?.(state.token);
      close();
    },

    reset() {
      if (state) close();
    },
  };
}
