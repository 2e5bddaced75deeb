import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@portal/contract';
import type { Socket } from 'socket.io-client';
import { expect, test } from 'vitest';
import { ROTATED_GRACE_MS, ROTATE_AFTER_MS, TOKEN_LIFETIME_MS } from '../auth/sessions';
import { createTestApi } from '../test/create-test-api';
import { SCREENSHOT_REQUEST_TTL_MS } from './store';
import { newSubmission } from '../test/idempotency-key';
import { outcome, testSockets } from '../test/sockets';
import { HTML_PAGE, JPEG_HEADER, PNG_1X1, WEBP_HEADER } from '../test/images';

const api = await createTestApi();
const baseUrl = await api.listen();
const { open } = testSockets(baseUrl);

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

async function userId(username: string): Promise<number> {
  const row = await api.context.db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', [
    username,
  ]);
  return Number(row?.id);
}

function screenshot(token: string) {
  return api.context.db.get('SELECT * FROM screenshots WHERE token = ?', [token]);
}

async function settle() {
  // A round trip over the socket: the server has handled whatever the client sent before it.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

test('a socket with a valid token connects at /ws/', async () => {
  const socket = open(await api.signIn('car.driver'));

  expect(await outcome(socket)).toBe('connected');
});

test('a socket without a token, or with an unknown or expired one, is refused', async () => {
  const expiring = await api.signIn('bike.rider');
  api.clock.advance(TOKEN_LIFETIME_MS);

  for (const token of [undefined, 42, 'not-a-token', expiring]) {
    expect(await outcome(open(token)), String(token)).toBe('Please sign in to continue.');
  }
});

test('a rotated token still connects during its two minutes of grace, not after', async () => {
  const token = await api.signIn('new.customer');
  api.clock.advance(ROTATE_AFTER_MS);
  const { sessions, now } = api.context;
  const session = await sessions.authenticate(token, now());
  if (!session) throw new Error('no session');
  await sessions.rotate(token, session, now());

  expect(await outcome(open(token))).toBe('connected');
  api.clock.advance(ROTATED_GRACE_MS);
  expect(await outcome(open(token))).toBe('Please sign in to continue.');
});

test('client_info is stored, the last one per user', async () => {
  const socket = open(await api.signIn('van.fleet'));
  await outcome(socket);

  socket.emit('client_info', { features: { screenshot: true }, platform: 'desktop Firefox' });
  socket.emit('client_info', { features: { screenshot: false, push: true }, platform: 'mobile' });
  socket.emit('client_info', { features: 'nonsense' });
  await settle();

  const row = await api.context.db.get(
    'SELECT features, platform FROM client_info WHERE user_id = ?',
    [await userId('van.fleet')],
  );
  expect(row).toEqual({ features: '{"screenshot":false,"push":true}', platform: 'mobile' });
});

test('a screenshot request reaches every page of that user only, and can be denied', async () => {
  const token = await api.signIn('car.driver');
  const [first, second, other] = [open(token), open(token), open(await api.signIn('van.fleet'))];
  await Promise.all([first, second, other].map(outcome));
  let otherAsked = false;
  other.on('screenshot.request', () => {
    otherAsked = true;
  });

  const asked = Promise.all([
    next<{ token: string }>(first, 'screenshot.request'),
    next<{ token: string }>(second, 'screenshot.request'),
  ]);
  const request = (await api.context.realtime?.requestScreenshot(await userId('car.driver'))) ?? '';
  expect(await asked).toEqual([{ token: request }, { token: request }]);
  expect(await screenshot(request)).toMatchObject({ status: 'pending' });

  other.emit('screenshot.denied', { token: request });
  await settle();
  expect(await screenshot(request)).toMatchObject({ status: 'pending' });
  first.emit('screenshot.denied', { token: request });
  await settle();
  expect(await screenshot(request)).toMatchObject({ status: 'denied' });
  expect(otherAsked).toBe(false);
});

test('a withdrawn request is taken back from the pages', async () => {
  const socket = open(await api.signIn('bike.rider'));
  await outcome(socket);
  const realtime = api.context.realtime;
  if (!realtime) throw new Error('no realtime');
  const request = await realtime.requestScreenshot(await userId('bike.rider'));

  const withdrawn = next<{ token: string }>(socket, 'screenshot.withdraw');
  expect(await realtime.withdrawScreenshot(request)).toBe(true);
  expect(await withdrawn).toEqual({ token: request });
  expect(await screenshot(request)).toMatchObject({ status: 'withdrawn' });
  expect(await realtime.withdrawScreenshot(request)).toBe(false);
});

test('a new request to the same customer withdraws the one still waiting, from the pages too', async () => {
  const socket = open(await api.signIn('new.customer'));
  await outcome(socket);
  const realtime = api.context.realtime;
  if (!realtime) throw new Error('no realtime');
  const firstAsked = next<{ token: string }>(socket, 'screenshot.request');
  const first = await realtime.requestScreenshot(await userId('new.customer'));
  await firstAsked;

  const withdrawn = next<{ token: string }>(socket, 'screenshot.withdraw');
  const asked = next<{ token: string }>(socket, 'screenshot.request');
  const second = await realtime.requestScreenshot(await userId('new.customer'));

  expect(await withdrawn).toEqual({ token: first });
  expect(await asked).toEqual({ token: second });
  expect(await screenshot(first)).toMatchObject({ status: 'withdrawn' });
  expect(await screenshot(second)).toMatchObject({ status: 'pending' });
});

test('a request unanswered in its time leaves the pages and can no longer be answered', async () => {
  const { token, request } = await pendingRequest('car.driver');
  const socket = open(token);
  await outcome(socket);
  const realtime = api.context.realtime;
  if (!realtime) throw new Error('no realtime');
  let withdrawals = 0;
  socket.on('screenshot.withdraw', () => {
    withdrawals += 1;
  });

  api.clock.advance(SCREENSHOT_REQUEST_TTL_MS - 1);
  await realtime.expireScreenshots();
  await settle();
  expect(withdrawals).toBe(0);

  api.clock.advance(1);
  const taken = next<{ token: string }>(socket, 'screenshot.withdraw');
  await realtime.expireScreenshots();
  expect(await taken).toEqual({ token: request });
  // Said once: the next check has nothing more to take back.
  await realtime.expireScreenshots();
  await settle();
  expect(withdrawals).toBe(1);

  const late = await uploadScreenshot(token, request, new File([PNG_1X1], 'screen.png'));
  expect(late.statusCode).toBe(404);
  socket.emit('screenshot.denied', { token: request });
  await settle();
  expect(await screenshot(request)).toMatchObject({ status: 'pending' });
  expect(await realtime.withdrawScreenshot(request)).toBe(false);
});

test('the screenshot image is uploaded, then named by screenshot.file and acknowledged', async () => {
  const token = await api.signIn('car.driver');
  const socket = open(token);
  await outcome(socket);
  const requested = await api.app.inject({
    method: 'POST',
    url: '/api/dev/screenshot-request',
    payload: { username: 'car.driver' },
    headers: await api.staff(),
  });
  const request = requested.json<{ data: { token: string } }>().data.token;

  const form = new FormData();
  form.append('token', request);
  form.append('file', new File([PNG_1X1], 'screen.png', { type: 'image/png' }));
  const encoded = new Response(form);
  const uploaded = await api.app.inject({
    method: 'POST',
    url: '/api/support/screenshots',
    headers: {
      authorization: `Bearer ${token}`,
      ...newSubmission(),
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(uploaded.statusCode).toBe(200);
  const { data, meta } = uploaded.json<{ data: { file: string }; meta: object }>();
  expect(meta).toEqual({ success: true, token });

  const ack = await socket.emitWithAck('screenshot.file', { token: request, file: data.file });

  expect(ack).toEqual({ success: true });
  const row = (await screenshot(request)) as { status: string; file_path: string };
  expect(row.status).toBe('received');
  expect(existsSync(path.join(api.context.uploadsDir, row.file_path))).toBe(true);
  // A second answer to a settled request, or an upload that is not a screenshot, fails.
  expect(await socket.emitWithAck('screenshot.file', { token: request, file: data.file })).toEqual({
    success: false,
    message: 'Error sending screenshot',
  });
});

test('an image for a request that is not pending for the user is refused', async () => {
  const token = await api.signIn('van.fleet');
  const form = new FormData();
  form.append('token', 'no-such-request');
  form.append('file', new File(['png'], 'screen.png', { type: 'image/png' }));
  const encoded = new Response(form);

  const response = await api.app.inject({
    method: 'POST',
    url: '/api/support/screenshots',
    headers: {
      authorization: `Bearer ${token}`,
      ...newSubmission(),
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });

  expect(response.statusCode).toBe(404);
});

/** A new pending screenshot request to the user, and that user's token to answer it with. */
async function pendingRequest(username: string) {
  const token = await api.signIn(username);
  const request = (await api.context.realtime?.requestScreenshot(await userId(username))) ?? '';
  return { token, request };
}

async function uploadScreenshot(token: string, request: string, file: File) {
  const form = new FormData();
  form.append('token', request);
  form.append('file', file);
  const encoded = new Response(form);
  return api.app.inject({
    method: 'POST',
    url: '/api/support/screenshots',
    headers: {
      authorization: `Bearer ${token}`,
      ...newSubmission(),
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

function uploadRows() {
  return api.context.db.all('SELECT * FROM uploads');
}

test('a file that is not an image is refused and nothing of it is kept', async () => {
  const { token, request } = await pendingRequest('bike.rider');
  const rowsBefore = await uploadRows();
  const filesBefore = await readdir(api.context.uploadsDir);
  const disguised = [
    // The bytes decide: a page is not a PNG for its name and declared type.
    new File([HTML_PAGE], 'screen.png', { type: 'image/png' }),
    new File([HTML_PAGE], 'screen.html', { type: 'text/html' }),
    new File(['alert(document.cookie)'], 'screen.js', { type: 'text/javascript' }),
    new File([HTML_PAGE], 'screen', { type: 'application/octet-stream' }),
    new File([PNG_1X1.slice(0, 8)], 'screen.png', { type: 'image/png' }),
  ];

  for (const file of disguised) {
    const response = await uploadScreenshot(token, request, file);
    expect(response.statusCode, `${file.name} ${file.type}`).toBe(422);
    expect(response.json(), `${file.name} ${file.type}`).toEqual({
      message: MESSAGES.screenshotFileType,
      errors: { file: [MESSAGES.screenshotFileType] },
    });
  }

  expect(await uploadRows()).toEqual(rowsBefore);
  expect(await readdir(api.context.uploadsDir)).toEqual(filesBefore);
  expect(await screenshot(request)).toMatchObject({ status: 'pending', upload_id: null });
});

test('a PNG is kept as image/png by its bytes, whatever type it declared', async () => {
  const { token, request } = await pendingRequest('bike.rider');

  const response = await uploadScreenshot(
    token,
    request,
    new File([PNG_1X1], 'screen.bin', { type: 'application/octet-stream' }),
  );

  expect(response.statusCode).toBe(200);
  const { file } = response.json<{ data: { file: string } }>().data;
  const row = (await api.context.db.get(
    'SELECT kind, original_name, mime_type, size, path FROM uploads WHERE id = ?',
    [Number(file)],
  )) as { path: string };
  expect(row).toMatchObject({
    kind: 'screenshot',
    original_name: 'screen.bin',
    mime_type: 'image/png',
    size: PNG_1X1.length,
  });
  expect(existsSync(path.join(api.context.uploadsDir, row.path))).toBe(true);
});

test('a JPEG and a WebP are kept as what their bytes say', async () => {
  const images = [
    { bytes: JPEG_HEADER, name: 'screen.jpg', type: 'image/jpeg' },
    { bytes: WEBP_HEADER, name: 'screen.webp', type: 'image/webp' },
  ];
  for (const { bytes, name, type } of images) {
    const { token, request } = await pendingRequest('van.fleet');

    const response = await uploadScreenshot(token, request, new File([bytes], name, { type }));

    expect(response.statusCode, name).toBe(200);
    const { file } = response.json<{ data: { file: string } }>().data;
    const stored = await api.context.db.get<{ mime_type: string }>(
      'SELECT mime_type FROM uploads WHERE id = ?',
      [Number(file)],
    );
    expect(stored?.mime_type, name).toBe(type);
  }
});

test("what a call changes reaches the user's other devices as data families, nobody else's", async () => {
  const phone = open(await api.signIn('car.driver'));
  const laptop = await api.signIn('car.driver');
  const stranger = open(await api.signIn('van.fleet'));
  for (const socket of [phone, stranger]) expect(await outcome(socket)).toBe('connected');
  const heard: unknown[] = [];
  stranger.on('data.changed', (payload: unknown) => heard.push(payload));
  const changed = next<unknown>(phone, 'data.changed');

  const read = await api.app.inject({
    method: 'POST',
    url: '/api/inbox/101/read/1',
    headers: { ...newSubmission(), authorization: `Bearer ${laptop}` },
  });

  expect(read.statusCode).toBe(200);
  expect(await changed).toEqual({ changes: ['inbox', 'alerts'] });
  await settle();
  expect(heard).toEqual([]);
});
