import { expect, test, vi } from 'vitest';
import { backOffDelay, retryRefusedHandshake, sendClientInfoOnConnect } from './socket-features';
import { fakeSocket } from './test-socket';

const INFO = { features: { screenshot: true }, platform: 'desktop Chrome' };

test('client_info goes out on connect and again on every reconnect, until detached', () => {
  const fake = fakeSocket();
  const stop = sendClientInfoOnConnect(fake.socket, () => INFO);

  fake.connectNow();
  fake.connectNow();
  stop();
  fake.connectNow();

  expect(fake.emitted).toEqual([
    { event: 'client_info', payload: INFO },
    { event: 'client_info', payload: INFO },
  ]);
});

test('a socket already connected sends client_info at once', () => {
  const fake = fakeSocket();
  fake.connectNow();

  sendClientInfoOnConnect(fake.socket, () => INFO);

  expect(fake.emitted).toEqual([{ event: 'client_info', payload: INFO }]);
});

test('the back-off doubles from 1 second to at most 30, jittered by half', () => {
  const middle = () => 0.5;
  expect([0, 1, 2, 3, 4, 5, 10].map((n) => backOffDelay(n, middle))).toEqual([
    1000, 2000, 4000, 8000, 16000, 30000, 30000,
  ]);
  expect(backOffDelay(0, () => 0)).toBe(500);
  expect(backOffDelay(0, () => 1)).toBe(1500);
  expect(backOffDelay(6, () => 1)).toBe(30000);
});

test('a refused handshake is tried again with back-off; a connect resets the back-off', () => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  const fake = fakeSocket();
  const stop = retryRefusedHandshake(fake.socket);

  fake.refuse();
  vi.advanceTimersByTime(999);
  expect(fake.socket.connect).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  fake.refuse();
  vi.advanceTimersByTime(2000);
  expect(fake.socket.connect).toHaveBeenCalledTimes(2);
  fake.connectNow();
  fake.refuse();
  vi.advanceTimersByTime(1000);
  expect(fake.socket.connect).toHaveBeenCalledTimes(3);

  // Signed out: the pending retry is dropped.
  fake.refuse();
  stop();
  vi.advanceTimersByTime(60_000);
  expect(fake.socket.connect).toHaveBeenCalledTimes(3);
  vi.useRealTimers();
});

test('a connection error socket.io retries itself is left to it', () => {
  vi.useFakeTimers();
  const fake = fakeSocket();
  retryRefusedHandshake(fake.socket);

  fake.receive('connect_error', new Error('xhr poll error'));
  vi.advanceTimersByTime(60_000);

  expect(fake.socket.connect).not.toHaveBeenCalled();
  vi.useRealTimers();
});
