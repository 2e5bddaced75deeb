import { MESSAGES } from '@portal/contract';
import type { Socket } from 'socket.io-client';
import { expect, test } from 'vitest';
import { ROTATE_AFTER_MS, TOKEN_LIFETIME_MS } from '../../src/auth/sessions';
import { MAX_SOCKETS_PER_USER } from '../../src/realtime/realtime';
import { createTestApi } from '../../src/test/create-test-api';
import { disconnected, outcome, testSockets } from '../../src/test/sockets';

// A sign-in ends whole: signing out stops every token of it, the rotated one still in its grace
// included, and closes its sockets, which then hear nothing more from the support team; so does
// a sign-in that lapsed. One user holds at most MAX_SOCKETS_PER_USER sockets.

const api = await createTestApi();
const baseUrl = await api.listen();

function realtime() {
  const server = api.context.realtime;
  if (!server) throw new Error('no realtime');
  return server;
}

async function until(condition: () => boolean) {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 100) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The server lets a test's sockets go too, so the next test starts from no sockets at all.
const { open } = testSockets(baseUrl, {
  afterClose: () => until(() => realtime().io.of('/').sockets.size === 0),
});

/** Every screenshot request the socket hears. */
function heard(socket: Socket): string[] {
  const requests: string[] = [];
  socket.on('screenshot.request', ({ token }: { token: string }) => requests.push(token));
  return requests;
}

async function userId(username: string): Promise<number> {
  return Number(
    (
      await api.context.db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', [
        username,
      ])
    )?.id,
  );
}

function signOut(token: string) {
  return api.app.inject({
    method: 'DELETE',
    url: '/api/user/token',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function policies(token: string) {
  const response = await api.app.inject({
    method: 'GET',
    url: '/api/policies',
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.statusCode,
    token: response.json<{ meta?: { token?: string } }>().meta?.token,
  };
}

test('signing out closes the sockets of that sign-in: no screenshot request reaches them', async () => {
  const token = await api.signIn('car.driver');
  const otherDevice = await api.signIn('car.driver');
  const [tab, secondTab, phone] = [open(token), open(token), open(otherDevice)];
  expect(await Promise.all([tab, secondTab, phone].map(outcome))).toEqual([
    'connected',
    'connected',
    'connected',
  ]);
  const [tabHeard, secondTabHeard, phoneHeard] = [heard(tab), heard(secondTab), heard(phone)];
  const closed = Promise.all([disconnected(tab), disconnected(secondTab)]);

  expect((await signOut(token)).statusCode).toBe(200);

  expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
  const request = await realtime().requestScreenshot(await userId('car.driver'));
  await until(() => phoneHeard.length > 0);
  expect(phoneHeard).toEqual([request]);
  expect(phone.connected).toBe(true);
  expect([tabHeard, secondTabHeard]).toEqual([[], []]);
  // Nor can the signed-out token open a new one.
  expect(await outcome(open(token))).toBe(MESSAGES.unauthenticated);
});

test('a socket of a sign-in that lapsed is closed before a screenshot request reaches it', async () => {
  const lapsing = await api.signIn('bike.rider');
  const socket = open(lapsing);
  expect(await outcome(socket)).toBe('connected');
  const requests = heard(socket);
  const closed = disconnected(socket);
  const bikeRider = await userId('bike.rider');

  api.clock.advance(TOKEN_LIFETIME_MS);
  await realtime().requestScreenshot(bikeRider);

  expect(await closed).toBe('io server disconnect');
  expect(requests).toEqual([]);
});

test('what a lapsed socket sends is not taken, and the socket is closed', async () => {
  const lapsing = await api.signIn('van.fleet');
  const socket = open(lapsing);
  expect(await outcome(socket)).toBe('connected');
  const closed = disconnected(socket);
  const vanFleet = await userId('van.fleet');
  const clientInfo = async () =>
    (
      await api.context.db.get<{ platform: string }>(
        'SELECT platform FROM client_info WHERE user_id = ?',
        [vanFleet],
      )
    )?.platform;
  const before = await clientInfo();

  api.clock.advance(TOKEN_LIFETIME_MS);
  socket.emit('client_info', { features: { screenshot: true }, platform: 'after the lapse' });

  expect(await closed).toBe('io server disconnect');
  expect(await clientInfo()).toBe(before);
});

test(`a user's socket past ${MAX_SOCKETS_PER_USER} is refused; a closed one makes room`, async () => {
  const token = await api.signIn('new.customer');
  const pages = Array.from({ length: MAX_SOCKETS_PER_USER }, () => open(token));
  expect(new Set(await Promise.all(pages.map(outcome)))).toEqual(new Set(['connected']));

  const extra = open(token);
  expect(await outcome(extra)).toBe(MESSAGES.tooManyConnections);
  expect(extra.connected).toBe(false);
  // Another user is not held back by this one's pages.
  expect(await outcome(open(await api.signIn('car.driver')))).toBe('connected');

  pages[0]?.disconnect();
  const room = `user:${await userId('new.customer')}`;
  await until(
    () => realtime().io.of('/').adapter.rooms.get(room)?.size === MAX_SOCKETS_PER_USER - 1,
  );
  expect(await outcome(open(token))).toBe('connected');
});

test('signing out with the newest token ends the rotated one in its grace at once', async () => {
  const first = await api.signIn('car.driver');
  api.clock.advance(ROTATE_AFTER_MS);
  const rotated = await policies(first);
  const newest = rotated.token ?? '';
  expect(rotated.status).toBe(200);
  expect(newest).not.toBe(first);
  // Within its two minutes of grace the old token still works, until the sign-out.
  expect((await policies(first)).status).toBe(200);

  expect((await signOut(newest)).statusCode).toBe(200);

  expect((await policies(first)).status).toBe(401);
  expect((await policies(newest)).status).toBe(401);
  expect(await outcome(open(first))).toBe(MESSAGES.unauthenticated);
});

test('signing out with the old token ends its successor too', async () => {
  const first = await api.signIn('bike.rider');
  api.clock.advance(ROTATE_AFTER_MS);
  const newest = (await policies(first)).token ?? '';

  expect((await signOut(first)).statusCode).toBe(200);

  expect((await policies(newest)).status).toBe(401);
});

test('a call still in flight as the user signs out does not bring the sign-in back', async () => {
  const token = await api.signIn('van.fleet');
  api.clock.advance(ROTATE_AFTER_MS);
  const { sessions, now } = api.context;
  // The call authenticated before the sign-out and rotates its token after it.
  const session = await sessions.authenticate(token, now());
  if (!session) throw new Error('no session');

  expect((await signOut(token)).statusCode).toBe(200);
  const successor = await sessions.rotate(token, session, now());

  expect((await policies(successor)).status).toBe(401);
  expect((await policies(token)).status).toBe(401);
});
