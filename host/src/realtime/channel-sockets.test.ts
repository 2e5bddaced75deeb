import type { Socket } from 'socket.io-client';
import { expect, test, vi } from 'vitest';
import { createRealtimeChannel, type SocketFactory } from '../session/realtime';

function channelOverFakes() {
  const opened: Socket[] = [];
  const factory: SocketFactory = () => {
    // The channel only opens and closes sockets; the features get them as they are.
    const socket = { disconnect: vi.fn() } as unknown as Socket;
    opened.push(socket);
    return socket;
  };
  return { channel: createRealtimeChannel(factory), opened };
}

test('each socket the channel opens is handed to the features, and detached when it closes', () => {
  const { channel, opened } = channelOverFakes();
  const detach = vi.fn();
  const attach = vi.fn(() => detach);
  channel.onSocket(attach);

  channel.connect(() => 'a');
  expect(attach).toHaveBeenCalledWith(opened[0]);
  channel.disconnect();
  expect(detach).toHaveBeenCalledOnce();
  channel.connect(() => 'b');

  expect(attach).toHaveBeenCalledTimes(2);
  expect(attach).toHaveBeenLastCalledWith(opened[1]);
});

test('a feature that arrives while a socket is open gets it at once; stopping detaches it', () => {
  const { channel, opened } = channelOverFakes();
  channel.connect(() => 'a');
  const detach = vi.fn();
  const attach = vi.fn(() => detach);

  const stop = channel.onSocket(attach);
  expect(attach).toHaveBeenCalledWith(opened[0]);
  stop();
  expect(detach).toHaveBeenCalledOnce();
  channel.disconnect();
  channel.connect(() => 'b');

  expect(detach).toHaveBeenCalledOnce();
  expect(attach).toHaveBeenCalledOnce();
});
