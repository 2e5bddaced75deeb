import * as v from 'valibot';
import { expect, test, vi } from 'vitest';
import type { AnySchema } from './endpoint';
import { MESSAGES } from './messages';
import {
  DataChangedSchema,
  breachRangePath,
  ClientInfoSchema,
  DevAlertSchema,
  devEndpoints,
  isBreached,
  isScreenshotImageType,
  OutboxMessageSchema,
  rangeHasSuffix,
  SCREENSHOT_IMAGE_TYPES,
  ScreenshotFileSchema,
  ScreenshotRequestSchema,
  ScreenshotUploadSchema,
  SOCKET_EVENTS,
  supportEndpoints,
} from './support';
import { validate } from './validation';

function errorsOf(schema: AnySchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

// SHA-1('password') = 5BAA6 1E4C9B93F3F0682250B6CF8331B7EE68FD8
const SUFFIX = '1E4C9B93F3F0682250B6CF8331B7EE68FD8';

test('the range path takes the first five hex characters of the hash, upper-cased', () => {
  expect(breachRangePath('5baa6')).toBe('/security/breached-passwords/range/5BAA6');
  for (const prefix of ['5BAA', '5BAA61', 'GBAA6', '']) {
    expect(() => breachRangePath(prefix)).toThrow();
  }
});

test('a password whose hash suffix is listed is breached, and only its prefix is sent', async () => {
  const fetchRange = vi.fn(
    async () => `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${SUFFIX}:3861493\r\n`,
  );
  await expect(isBreached('password', fetchRange)).resolves.toBe(true);
  expect(fetchRange).toHaveBeenCalledWith('5BAA6');
});

test('a password whose suffix is not listed is not breached', async () => {
  const range = '0018A45C4D1DEF81644B54AB7F969B88D65:1\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2';
  await expect(isBreached('password', async () => range)).resolves.toBe(false);
});

test('a padding line with a count of 0 does not count as breached', async () => {
  await expect(isBreached('password', async () => `${SUFFIX}:0`)).resolves.toBe(false);
  expect(rangeHasSuffix(`${SUFFIX.toLowerCase()}:1`, SUFFIX)).toBe(true);
});

test('a failed range fetch counts as not breached', async () => {
  const failing = vi.fn(async (): Promise<string> => {
    throw new Error('network down');
  });
  await expect(isBreached('password', failing)).resolves.toBe(false);
  expect(failing).toHaveBeenCalledOnce();
});

test('the realtime events carry the names of the spec', () => {
  expect(SOCKET_EVENTS).toEqual({
    clientInfo: 'client_info',
    screenshotRequest: 'screenshot.request',
    screenshotWithdraw: 'screenshot.withdraw',
    screenshotDenied: 'screenshot.denied',
    screenshotFile: 'screenshot.file',
    // Ours: what a call changed, so the user's other pages follow.
    dataChanged: 'data.changed',
    // Ours: a socket that sends past its rate is told before it is closed.
    tooManyMessages: 'messages.dropped',
  });
});

test('data.changed names data families only, never the data', () => {
  expect(v.safeParse(DataChangedSchema, { changes: ['payments', 'alerts'] }).success).toBe(true);
  expect(v.safeParse(DataChangedSchema, { changes: ['payments', 'card_number'] }).success).toBe(
    false,
  );
});

test('screenshot payloads need the request token', () => {
  expect(errorsOf(ScreenshotRequestSchema, { token: 'abc' })).toEqual({});
  for (const token of [undefined, '', '  ']) {
    expect(errorsOf(ScreenshotRequestSchema, { token })).toEqual({
      token: [MESSAGES.screenshotTokenRequired],
    });
  }
  expect(errorsOf(ScreenshotRequestSchema, { token: 't'.repeat(255) })).toEqual({});
  expect(errorsOf(ScreenshotRequestSchema, { token: 't'.repeat(256) })).toEqual({
    token: [MESSAGES.screenshotTokenRequired],
  });
  expect(errorsOf(ScreenshotFileSchema, { token: 'abc' })).toEqual({
    file: [MESSAGES.screenshotFileRequired],
  });
});

test('the screenshot upload is multipart with the image and the token', () => {
  const file = new Blob(['png'], { type: 'image/png' });
  expect(errorsOf(ScreenshotUploadSchema, { file, token: 'abc' })).toEqual({});
  expect(errorsOf(ScreenshotUploadSchema, { token: 'abc' })).toEqual({
    file: [MESSAGES.screenshotFileRequired],
  });
  const { uploadScreenshot } = supportEndpoints;
  expect([uploadScreenshot.method, uploadScreenshot.path, uploadScreenshot.multipart]).toEqual([
    'POST',
    '/support/screenshots',
    true,
  ]);
});

test('a screenshot upload declaring a type must declare PNG, JPEG or WebP', () => {
  for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
    const file = new Blob(['image'], { type });
    expect(errorsOf(ScreenshotUploadSchema, { file, token: 'abc' }), type).toEqual({});
  }
  for (const type of ['text/html', 'text/javascript', 'image/svg+xml', 'image/gif']) {
    const file = new Blob(['<script>alert(1)</script>'], { type });
    expect(errorsOf(ScreenshotUploadSchema, { file, token: 'abc' }), type).toEqual({
      file: [MESSAGES.screenshotFileType],
    });
  }
  // No declared type: the API judges the bytes alone.
  for (const type of ['', 'application/octet-stream']) {
    const file = new Blob(['image'], { type });
    expect(errorsOf(ScreenshotUploadSchema, { file, token: 'abc' }), type).toEqual({});
  }
});

test('only the image types a screenshot may be are screenshot image types', () => {
  expect(Object.keys(SCREENSHOT_IMAGE_TYPES)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  expect(isScreenshotImageType('image/jpeg')).toBe(true);
  for (const type of ['text/html', 'image/svg+xml', '__proto__', 'toString', '']) {
    expect(isScreenshotImageType(type), type).toBe(false);
  }
});

test('client info says what the browser can do and on which platform', () => {
  const info = { features: { screenshot: true, push: false }, platform: 'desktop Chrome' };
  expect(v.parse(ClientInfoSchema, info)).toEqual(info);
  expect(v.safeParse(ClientInfoSchema, { ...info, features: { push: 'no' } }).success).toBe(false);
});

test('a development alert names its user, a label, a type and a slot', () => {
  const alert = {
    username: 'Demo@Example.com',
    label: 'Pay your renewal',
    value: 1,
    route: 'payments-renew',
    type: 'pay_renewal',
    slot: 'todo',
  };
  expect(v.parse(DevAlertSchema, alert)).toMatchObject({
    username: 'demo@example.com',
    button: null,
  });
  expect(errorsOf(DevAlertSchema, { ...alert, type: 'pay renewal' })).toEqual({
    type: [MESSAGES.devChoiceInvalid],
  });
  expect(errorsOf(DevAlertSchema, { ...alert, route: 'nowhere' })).toEqual({
    route: [MESSAGES.devChoiceInvalid],
  });
  expect(errorsOf(DevAlertSchema, { ...alert, slot: 'sidebar' })).toEqual({
    slot: [MESSAGES.devChoiceInvalid],
  });
  expect(errorsOf(DevAlertSchema, { ...alert, label: '' })).toEqual({
    label: [MESSAGES.devFieldRequired],
  });
  expect(errorsOf(DevAlertSchema, { ...alert, username: '' })).toEqual({
    username: [MESSAGES.usernameRequired],
  });
});

test('the outbox lists what would have been sent, with the code it carries', () => {
  const message = {
    id: 1,
    channel: 'sms',
    to: '07700 900123',
    subject: null,
    body: 'Your code is 123456',
    code: '123456',
    created_at: '2026-11-22T09:00:00Z',
  };
  expect(v.parse(OutboxMessageSchema, message)).toEqual(message);
  expect(v.safeParse(OutboxMessageSchema, { ...message, channel: 'post' }).success).toBe(false);
  expect(devEndpoints.getDevOutbox.path).toBe('/dev/outbox');
});

test('development calls need no token', () => {
  expect(Object.values(devEndpoints).map((endpoint) => endpoint.auth)).toEqual([
    'none',
    'none',
    'none',
    'none',
  ]);
  expect(devEndpoints.requestDevScreenshot.path).toBe('/dev/screenshot-request');
});
