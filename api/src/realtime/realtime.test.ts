import { existsSync } from 'node:fs';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterEach, expect, test } from 'vitest';
import { ROTATED_GRACE_MS, ROTATE_AFTER_MS, TOKEN_LIFETIME_MS } from '../auth/sessions';
import { createTestApi } from '../test/create-test-api';

const api = await createTestApi();
const baseUrl = await api.listen();
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

function open(token: unknown): Socket {
  const socket = io(baseUrl, {
    path: '/ws/',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

/** Resolves 'connected', or the refusal's message. */
function outcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    if (socket.connected) resolve('connected');
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

function userId(username: string): number {
  return Number(
    api.context.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username),
  );
}

function screenshot(token: string) {
  return api.context.db.prepare('SELECT * FROM screenshots WHERE token = ?').get(token);
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
  const session = sessions.authenticate(token, now());
  if (!session) throw new Error('no session');
  sessions.rotate(token, session, now());

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

  const row = api.context.db
    .prepare('SELECT features, platform FROM client_info WHERE user_id = ?')
    .get(userId('van.fleet'));
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
  const request = api.context.realtime?.requestScreenshot(userId('car.driver')) ?? '';
  expect(await asked).toEqual([{ token: request }, { token: request }]);
  expect(screenshot(request)).toMatchObject({ status: 'pending' });

  other.emit('screenshot.denied', { token: request });
  await settle();
  expect(screenshot(request)).toMatchObject({ status: 'pending' });
  first.emit('screenshot.denied', { token: request });
  await settle();
  expect(screenshot(request)).toMatchObject({ status: 'denied' });
  expect(otherAsked).toBe(false);
});

test('a withdrawn request is taken back from the pages', async () => {
  const socket = open(await api.signIn('bike.rider'));
  await outcome(socket);
  const realtime = api.context.realtime;
  if (!realtime) throw new Error('no realtime');
  const request = realtime.requestScreenshot(userId('bike.rider'));

  const withdrawn = next<{ token: string }>(socket, 'screenshot.withdraw');
  expect(realtime.withdrawScreenshot(request)).toBe(true);
  expect(await withdrawn).toEqual({ token: request });
  expect(screenshot(request)).toMatchObject({ status: 'withdrawn' });
  expect(realtime.withdrawScreenshot(request)).toBe(false);
});

test('the screenshot image is uploaded, then named by screenshot.file and acknowledged', async () => {
  const token = await api.signIn('car.driver');
  const socket = open(token);
  await outcome(socket);
  const requested = await api.app.inject({
    method: 'POST',
    url: '/api/dev/screenshot-request',
    payload: { username: 'car.driver' },
  });
  const request = requested.json<{ data: { token: string } }>().data.token;

  const form = new FormData();
  form.append('token', request);
  form.append(
    'file',
    new File([new Uint8Array([137, 80, 78, 71])], 'screen.png', { type: 'image/png' }),
  );
  const encoded = new Response(form);
  const uploaded = await api.app.inject({
    method: 'POST',
    url: '/api/support/screenshots',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(uploaded.statusCode).toBe(200);
  const { data, meta } = uploaded.json<{ data: { file: string }; meta: object }>();
  expect(meta).toEqual({ success: true, token });

  const ack = await socket.emitWithAck('screenshot.file', { token: request, file: data.file });

  expect(ack).toEqual({ success: true });
  const row = screenshot(request) as { status: string; file_path: string };
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
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });

  expect(response.statusCode).toBe(404);
});
