import { expect, test } from 'vitest';
import { STORAGE_KEYS } from './browser-storage';
import {
  createSessionStore,
  SESSION_STORAGE_KEY,
  waitForSignIn,
  type SessionStoreOptions,
} from './session-store';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const DAY = 1440 * 60_000;
const SIGN_IN = { token: 't1', greeting: 'Good morning, Sarah', user: { username: 'car.driver' } };

function setUp() {
  let now = Date.parse('2026-11-22T09:00:00Z');
  const options: SessionStoreOptions = {
    storage: memoryStorage(),
    tabStorage: memoryStorage(),
    now: () => now,
  };
  return { options, advance: (ms: number) => (now += ms) };
}

/** What a signed-in user leaves in the browser, and the device's install opt-out. */
function storeKeysOfTheUser({ storage, tabStorage }: SessionStoreOptions) {
  storage?.setItem(STORAGE_KEYS.dashboardLayout, '[]');
  storage?.setItem(STORAGE_KEYS.pushOptOut, '1');
  storage?.setItem(STORAGE_KEYS.todoDismissed, '[7]');
  storage?.setItem(STORAGE_KEYS.installOptOut, '1');
  tabStorage?.setItem(STORAGE_KEYS.afterAgreements, '/settings');
}

function keysIn(storage: Storage | null | undefined): string[] {
  const keys: string[] = [];
  for (let index = 0; index < (storage?.length ?? 0); index += 1) {
    const key = storage?.key(index);
    if (key) keys.push(key);
  }
  return keys.sort();
}

test('a session survives a reload for 1440 minutes and not a minute longer', () => {
  const { options, advance } = setUp();
  createSessionStore(options).getState().login(SIGN_IN);

  advance(DAY - 60_000);
  expect(createSessionStore(options).getState()).toMatchObject({
    status: 'signed-in',
    token: 't1',
    greeting: 'Good morning, Sarah',
  });

  advance(60_000);
  expect(createSessionStore(options).getState()).toMatchObject({
    status: 'signed-out',
    token: null,
  });
});

test('the 20-second check expires a lapsed session but keeps who it was', () => {
  const { options, advance } = setUp();
  const session = createSessionStore(options);
  session.getState().login(SIGN_IN);

  advance(DAY - 1);
  session.getState().check();
  expect(session.getState().status).toBe('signed-in');

  advance(1);
  session.getState().check();
  expect(session.getState()).toMatchObject({
    status: 'expired',
    token: null,
    user: { username: 'car.driver' },
  });
  expect(options.storage?.getItem(SESSION_STORAGE_KEY)).toBeNull();
});

test('a rotated token moves the expiry on', () => {
  const { options, advance } = setUp();
  const session = createSessionStore(options);
  session.getState().login(SIGN_IN);

  advance(DAY - 60_000);
  session.getState().setToken('t2');
  advance(120_000);
  session.getState().check();

  expect(session.getState()).toMatchObject({ status: 'signed-in', token: 't2' });
  expect(createSessionStore(options).getState().token).toBe('t2');
});

test('sign-out leaves nothing of the session in storage', () => {
  const { options } = setUp();
  const session = createSessionStore(options);
  session.getState().login(SIGN_IN);

  session.getState().logout();

  expect(session.getState()).toMatchObject({ status: 'signed-out', token: null, user: null });
  expect(options.storage?.length).toBe(0);
});

test("sign-out removes every key of the user from both storages and keeps the device's", () => {
  const { options } = setUp();
  const session = createSessionStore(options);
  session.getState().login(SIGN_IN);
  storeKeysOfTheUser(options);

  session.getState().logout();

  expect(keysIn(options.storage)).toEqual([STORAGE_KEYS.installOptOut]);
  expect(keysIn(options.tabStorage)).toEqual([]);
});

test("a lapsed session's keys wait for its user to sign in again; anyone else starts without them", () => {
  const { options } = setUp();
  const session = createSessionStore(options);
  session.getState().login(SIGN_IN);
  storeKeysOfTheUser(options);

  session.getState().expire();
  session.getState().login({ ...SIGN_IN, token: 't2' });
  expect(options.storage?.getItem(STORAGE_KEYS.dashboardLayout)).toBe('[]');
  expect(options.tabStorage?.getItem(STORAGE_KEYS.afterAgreements)).toBe('/settings');

  session.getState().expire();
  session.getState().login({ token: 't3', greeting: 'Hello Dan', user: { username: 'van.fleet' } });
  expect(keysIn(options.storage)).toEqual([SESSION_STORAGE_KEY, STORAGE_KEYS.installOptOut].sort());
  expect(keysIn(options.tabStorage)).toEqual([]);
  expect(session.getState().user).toEqual({ username: 'van.fleet' });
});

test('the keys of a session that lapsed with no page open go when the next page opens', () => {
  const { options, advance } = setUp();
  createSessionStore(options).getState().login(SIGN_IN);
  storeKeysOfTheUser(options);

  advance(DAY - 60_000);
  createSessionStore(options);
  expect(options.storage?.getItem(STORAGE_KEYS.dashboardLayout)).toBe('[]');

  advance(60_000);
  expect(createSessionStore(options).getState().status).toBe('signed-out');
  expect(keysIn(options.storage)).toEqual([STORAGE_KEYS.installOptOut]);
  expect(keysIn(options.tabStorage)).toEqual([]);
});

test('a sign-in on a signed-out page starts without what the last user left', () => {
  const { options } = setUp();
  // Left behind by a session that lapsed on a page which was then reloaded.
  storeKeysOfTheUser(options);
  const session = createSessionStore(options);

  session.getState().login(SIGN_IN);

  expect(keysIn(options.storage)).toEqual([SESSION_STORAGE_KEY, STORAGE_KEYS.installOptOut].sort());
  expect(keysIn(options.tabStorage)).toEqual([]);
});

test('a stored session that is not one of ours is ignored', () => {
  const { options } = setUp();
  options.storage?.setItem(SESSION_STORAGE_KEY, '{"token":1}');

  expect(createSessionStore(options).getState().status).toBe('signed-out');
});

test('waiting for sign-in ends with the next sign-in, or fails on sign-out', async () => {
  const session = createSessionStore();
  session.getState().login(SIGN_IN);
  session.getState().expire();

  const signedInAgain = waitForSignIn(session);
  session.getState().login({ ...SIGN_IN, token: 't2' });
  await expect(signedInAgain).resolves.toBeUndefined();

  session.getState().expire();
  const signedOut = waitForSignIn(session);
  session.getState().logout();
  await expect(signedOut).rejects.toThrow('Signed out');
});
