// Headers every answer of the portal's server carries, pages and API alike.

/**
 * The browser features a page may use: none of the powerful ones but screen capture, which the
 * support screenshot asks for (getDisplayMedia, portal.md §7) on the portal's own pages. Only
 * features Chromium knows are named, so the header itself raises no console errors. The camera
 * keeps its default (this origin only): Chromium checks it when a screen is shared through a
 * capture device, and refused, the screenshot flow logs a policy violation on every capture.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'display-capture=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');
