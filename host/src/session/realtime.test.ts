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
