import { createEventBus } from '@portal/event-bus';
import { createSessionStore, SESSION_LIFETIME_MINUTES } from '@portal/platform';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SESSION_CHECK_INTERVAL_MS, startSessionLifecycle } from './session-lifecycle';

let clock = 0;
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  clock = Date.UTC(2026, 10, 22, 9);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

function setUp() {
  const session = createSessionStore({ now: () => clock });
  const bus = createEventBus();
  const realtime = { connect: vi.fn<(token: () => string | null) => void>(), disconnect: vi.fn() };
  const log = vi.fn();
  const expired = vi.fn();
  bus.on('session.expired', expired);
  stop = startSessionLifecycle({ session, bus }, { realtime, log });
  return { session, bus, realtime, log, expired };
}

function signIn(session: ReturnType<typeof createSessionStore>) {
  session.getState().login({ token: 'tok-1', greeting: 'Hello', user: { username: 'car.driver' } });
}

test('the realtime connection opens on sign-in with the current token', () => {
  const { session, realtime } = setUp();

  signIn(session);

  expect(realtime.connect).toHaveBeenCalledOnce();
  session.getState().setToken('tok-2');
  expect(realtime.connect.mock.lastCall?.[0]()).toBe('tok-2');
});

test('a session found on load opens the realtime connection at once', () => {
  const session = createSessionStore({ now: () => clock });
  signIn(session);
  const realtime = { connect: vi.fn(), disconnect: vi.fn() };

  stop = startSessionLifecycle({ session, bus: createEventBus() }, { realtime, log: vi.fn() });

  expect(realtime.connect).toHaveBeenCalledOnce();
});

test('the 20-second check expires a session whose time is up, once, and logs sessionExpired', () => {
  const { session, realtime, log, expired } = setUp();
  signIn(session);

  clock += SESSION_LIFETIME_MINUTES * 60_000 - 1;
  vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
  expect(session.getState().status).toBe('signed-in');
  expect(log).not.toHaveBeenCalled();

  clock += 1;
  vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS - 1);
  expect(session.getState().status).toBe('signed-in');
  vi.advanceTimersByTime(1);
  expect(session.getState().status).toBe('expired');
  vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS * 3);

  expect(log).toHaveBeenCalledExactlyOnceWith('sessionExpired');
  expect(expired).toHaveBeenCalledOnce();
  expect(realtime.disconnect).toHaveBeenCalledOnce();
});

test('a refused token announced on the bus expires the session and logs the lapse once', () => {
  const { session, bus, realtime, log } = setUp();
  signIn(session);

  bus.emit({ type: 'session.expired' });
  bus.emit({ type: 'session.expired' });

  expect(session.getState().status).toBe('expired');
  expect(session.getState().user).toEqual({ username: 'car.driver' });
  expect(log).toHaveBeenCalledExactlyOnceWith('sessionExpired');
  expect(realtime.disconnect).toHaveBeenCalledOnce();
});

test('signing in again after a lapse reopens the connection and a new lapse logs again', () => {
  const { session, realtime, log } = setUp();
  signIn(session);
  session.getState().expire();

  signIn(session);
  session.getState().expire();

  expect(realtime.connect).toHaveBeenCalledTimes(2);
  expect(log).toHaveBeenCalledTimes(2);
});

test('signing out closes the connection without logging a lapse', () => {
  const { session, realtime, log } = setUp();
  signIn(session);

  session.getState().logout();

  expect(realtime.disconnect).toHaveBeenCalledOnce();
  expect(log).not.toHaveBeenCalled();
});

test('once stopped, nothing is checked any more', () => {
  const { session, log } = setUp();
  signIn(session);
  stop();

  clock += SESSION_LIFETIME_MINUTES * 60_000;
  vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);

  expect(session.getState().status).toBe('signed-in');
  expect(log).not.toHaveBeenCalled();
});
