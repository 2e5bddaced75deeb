import { MESSAGES, SOCKET_EVENTS } from '@portal/contract';
import type { Socket } from 'socket.io-client';
import { expect, test } from 'vitest';
import { SOCKET_MESSAGE_BURST } from '../../src/realtime/message-rate';
import { createTestApi } from '../../src/test/create-test-api';
import { testSockets } from '../../src/test/sockets';

// Any message a socket sends may write to the database, and nothing limited how many: a script
// holding a token kept the server busy from one socket. Messages past a socket's rate are now
// dropped unseen, the socket is told, and one that carries on is closed.

const api = await createTestApi();
const baseUrl = await api.listen();
const sockets = testSockets(baseUrl);

async function connected(username: string): Promise<Socket> {
  return sockets.connect(await api.signIn(username));
}

test('a burst past the rate is dropped, the socket is told, and a socket that goes on is closed', async () => {
  const socket = await connected('car.driver');
  const told: unknown[] = [];
  socket.on(SOCKET_EVENTS.tooManyMessages, (payload: unknown) => told.push(payload));
  const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  let answered = 0;

  // Each screenshot.file is acknowledged when a handler reads it, so the acks count those read.
  for (let index = 0; index < SOCKET_MESSAGE_BURST * 2 + 5; index += 1) {
    socket.emit(SOCKET_EVENTS.screenshotFile, { token: 'none', file: '1' }, () => {
      answered += 1;
    });
  }

  expect(await closed).toBe('io server disconnect');
  expect(answered).toBe(SOCKET_MESSAGE_BURST);
  expect(told).toEqual([{ message: MESSAGES.tooManySocketMessages }]);
});

test('a page sending at its usual pace keeps its channel', async () => {
  const socket = await connected('van.fleet');
  let answered = 0;
  for (let index = 0; index < 5; index += 1) {
    await socket.emitWithAck(SOCKET_EVENTS.screenshotFile, { token: 'none', file: '1' });
    answered += 1;
  }

  expect(answered).toBe(5);
  expect(socket.connected).toBe(true);
});
