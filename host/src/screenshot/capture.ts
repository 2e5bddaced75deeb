// The browser side of a screenshot: the screen picker and one frame of the shared screen as a
// PNG. Where `ImageCapture` exists (Chromium) it grabs the frame directly; elsewhere a muted video
// element plays the stream and the frame is drawn from it.

interface ImageCaptureLike {
  grabFrame(): Promise<ImageBitmap>;
}
type ImageCaptureConstructor = new (track: MediaStreamTrack) => ImageCaptureLike;

/** The screen picker, or undefined where this browser cannot share a screen. */
export function displayMediaPicker(
  mediaDevices: Partial<MediaDevices> | undefined = globalThis.navigator?.mediaDevices,
): (() => Promise<MediaStream>) | undefined {
  if (typeof mediaDevices?.getDisplayMedia !== 'function') return undefined;
  return () => mediaDevices.getDisplayMedia!({ video: true, audio: false });
}

interface Frame {
  readonly source: CanvasImageSource;
  readonly width: number;
  readonly height: number;
  readonly close?: () => void;
}

async function videoFrame(stream: MediaStream): Promise<Frame> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
    await new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true }));
  }
  return { source: video, width: video.videoWidth, height: video.videoHeight };
}

async function bitmapFrame(track: MediaStreamTrack, Capture: ImageCaptureConstructor) {
  const bitmap = await new Capture(track).grabFrame();
  return {
    source: bitmap,
    width: bitmap.width,
    height: bitmap.height,
    close: () => bitmap.close(),
  };
}

export async function captureFrame(stream: MediaStream): Promise<Blob> {
  const [track] = stream.getVideoTracks();
  if (!track) throw new Error('The shared stream has no video');
  const ImageCapture = (globalThis as { ImageCapture?: ImageCaptureConstructor }).ImageCapture;
  const frame: Frame = ImageCapture
    ? await bitmapFrame(track, ImageCapture)
    : await videoFrame(stream);
  const canvas = document.createElement('canvas');
  canvas.width = frame.width;
  canvas.height = frame.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(frame.source, 0, 0, frame.width, frame.height);
  frame.close?.();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be encoded'))),
      'image/png',
    ),
  );
}
