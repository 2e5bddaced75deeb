// Fakes of the browser's screen sharing for the screenshot tests (imported by tests only).
import { vi } from 'vitest';

export interface FakeStream {
  readonly stream: MediaStream;
  readonly stop: ReturnType<typeof vi.fn>;
  /** What the browser's own 'Stop sharing' does: the video track ends. */
  end(): void;
}

export function fakeStream(): FakeStream {
  const ended: (() => void)[] = [];
  const stop = vi.fn();
  const track = {
    kind: 'video',
    stop,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'ended') ended.push(listener);
    },
  };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] };
  return {
    // The flow uses only these members of a MediaStream.
    stream: stream as unknown as MediaStream,
    stop,
    end: () => ended.forEach((listener) => listener()),
  };
}

/** DOMException as the picker rejects when the user cancels it. */
export function pickerCancelled(): Error {
  const error = new Error('Permission denied by user');
  error.name = 'NotAllowedError';
  return error;
}

export const PNG = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
