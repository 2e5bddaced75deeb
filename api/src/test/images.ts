// Image bytes for upload tests: real enough for the API's detection by content (file-type).

function ascii(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

/** A whole 1x1 PNG: signature, IHDR, IDAT and IEND. */
export const PNG_1X1 = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The start of a JPEG (JFIF): start-of-image and the APP0 marker. */
export const JPEG_HEADER = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);

/** The start of a WebP: a RIFF container of form 'WEBP' and its first 'VP8 ' chunk. */
export const WEBP_HEADER = new Uint8Array([...ascii('RIFF'), 26, 0, 0, 0, ...ascii('WEBPVP8 ')]);

/** A page that would run script if a browser took it for HTML. */
export const HTML_PAGE = ascii('<!doctype html><script>fetch("/support")</script>');
