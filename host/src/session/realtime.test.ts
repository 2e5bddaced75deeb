import { REALTIME_PATH } from '@portal/contract';
import type { Socket } from 'socket.io-client';
import { expect, test, vi } from 'vitest';
import { createRealtimeChannel, type SocketFactory } from './realtime';

function fakeSockets() {
  const opened: { options: Parameters<SocketFactory>[0]; disconnect: () => void }[] = [];
  const factory: SocketFactory = (options) => {
    const socket = { disconnect: vi.fn() };
    opened.push({ options, disconnect: socket.disconnect });
    // The channel only opens and closes the socket; the rest of socket.io is not used here.
    return socket as unknown as Socket;
  };
  return { opened, factory };
}

function authOf(options: Parameters<SocketFactory>[0]): object | undefined {
  let sent: object | undefined;
  options.auth((data) => (sent = data));
  return sent;
}

test('connecting opens one socket at /ws/ that sends the token as it is at each attempt', () => {
  const { opened, factory } = fakeSockets();
  const channel = createRealtimeChannel(factory);
  let token = 'first';

  channel.connect(() => token);
  channel.connect(() => 'ignored');

  expect(opened).toHaveLength(1);
  expect(opened[0]?.options.path).toBe(REALTIME_PATH);
  expect(authOf(opened[0]!.options)).toEqual({ token: 'first' });
  token = 'rotated';
  expect(authOf(opened[0]!.options)).toEqual({ token: 'rotated' });
  expect(channel.socket()).not.toBeNull();
});

test('disconnecting closes the socket, and a later sign-in opens a new one', () => {
  const { opened, factory } = fakeSockets();
  const channel = createRealtimeChannel(factory);

  channel.connect(() => 'a');
  channel.disconnect();
  channel.disconnect();
  channel.connect(() => 'b');

  expect(opened[0]?.disconnect).toHaveBeenCalledOnce();
  expect(opened).toHaveLength(2);
  expect(authOf(opened[1]!.options)).toEqual({ token: 'b' });
});

test('without a token the handshake sends an empty one, which the server refuses', () => {
  const { opened, factory } = fakeSockets();
  createRealtimeChannel(factory).connect(() => null);

  expect(authOf(opened[0]!.options)).toEqual({ token: '' });
});

/** A factory whose sockets arrive later, as socket.io does once its chunk is fetched. */
function slowSockets() {
  const { opened, factory } = fakeSockets();
  const arrivals: (() => Promise<void>)[] = [];
  const slow: SocketFactory = (options) =>
    new Promise<Socket>((resolve) => {
      arrivals.push(async () => {
        resolve(factory(options) as Socket);
        // Lets the channel take the socket it was waiting for.
        await Promise.resolve();
      });
    });
  return { opened, arrivals, factory: slow };
}

test('a socket on its way is handed to the features when it arrives, not before', async () => {
  const { opened, arrivals, factory } = slowSockets();
  const channel = createRealtimeChannel(factory);
  const attach = vi.fn(() => () => {});
  channel.onSocket(attach);

  channel.connect(() => 'a');
  expect(channel.socket()).toBeNull();
  expect(attach).not.toHaveBeenCalled();
  await arrivals[0]?.();

  expect(channel.socket()).not.toBeNull();
  expect(attach).toHaveBeenCalledOnce();
  expect(opened[0]?.disconnect).not.toHaveBeenCalled();
});

test('connecting again while the socket is on its way opens no second one', async () => {
  const { opened, arrivals, factory } = slowSockets();
  const channel = createRealtimeChannel(factory);

  channel.connect(() => 'a');
  channel.connect(() => 'b');
  await arrivals[0]?.();
  channel.connect(() => 'c');

  expect(arrivals).toHaveLength(1);
  expect(opened).toHaveLength(1);
  expect(authOf(opened[0]!.options)).toEqual({ token: 'a' });
});

test('a sign-out before the socket arrives closes it on arrival and attaches nothing', async () => {
  const { opened, arrivals, factory } = slowSockets();
  const channel = createRealtimeChannel(factory);
  const detach = vi.fn();
  const attach = vi.fn(() => detach);
  channel.onSocket(attach);

  channel.connect(() => 'a');
  channel.disconnect();
  await arrivals[0]?.();

  expect(opened[0]?.disconnect).toHaveBeenCalledOnce();
  expect(attach).not.toHaveBeenCalled();
  expect(detach).not.toHaveBeenCalled();
  expect(channel.socket()).toBeNull();
});

test('signing in again while the closed socket is on its way keeps only the new one', async () => {
  const { opened, arrivals, factory } = slowSockets();
  const channel = createRealtimeChannel(factory);
  const attach = vi.fn(() => () => {});
  channel.onSocket(attach);

  channel.connect(() => 'a');
  channel.disconnect();
  channel.connect(() => 'b');
  await arrivals[1]?.();
  await arrivals[0]?.();

  const [kept, closed] = opened;
  expect(authOf(kept!.options)).toEqual({ token: 'b' });
  expect(kept?.disconnect).not.toHaveBeenCalled();
  expect(authOf(closed!.options)).toEqual({ token: 'a' });
  expect(closed?.disconnect).toHaveBeenCalledOnce();
  expect(channel.socket()?.disconnect).toBe(kept?.disconnect);
  expect(attach).toHaveBeenCalledOnce();
});
