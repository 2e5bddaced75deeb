// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import {
  clearUserStorage,
  DEVICE_STORAGE_KEYS,
  STORAGE_KEYS,
  STORAGE_PREFIX,
} from './browser-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function storeEveryKey(storage: Storage) {
  Object.values(STORAGE_KEYS).forEach((key) => storage.setItem(key, 'stored'));
}

test('every portal key is under the one prefix, so a key added later is cleared too', () => {
  for (const key of Object.values(STORAGE_KEYS)) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
});

test("clearing removes every key of the user from both storages and keeps the device's", () => {
  storeEveryKey(localStorage);
  storeEveryKey(sessionStorage);
  localStorage.setItem('portal.some-later-key', 'stored');

  clearUserStorage(localStorage, sessionStorage);

  for (const storage of [localStorage, sessionStorage]) {
    const left = Object.keys(storage).sort();
    expect(left).toEqual([...DEVICE_STORAGE_KEYS].sort());
  }
  expect(localStorage.getItem(STORAGE_KEYS.installOptOut)).toBe('stored');
  expect(localStorage.getItem(STORAGE_KEYS.dashboardLayout)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.pushOptOut)).toBeNull();
});

test("keys outside the portal's prefix are not the portal's to clear", () => {
  localStorage.setItem('consent-script-state', 'kept');
  localStorage.setItem('portal_consent', 'kept');

  clearUserStorage(localStorage);

  expect(localStorage.getItem('consent-script-state')).toBe('kept');
  expect(localStorage.getItem('portal_consent')).toBe('kept');
});

test('missing or refused storage clears nothing and throws nothing', () => {
  const refused = {
    get length(): number {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  } as Storage;
  localStorage.setItem(STORAGE_KEYS.session, 'stored');

  expect(() => clearUserStorage(null, undefined, refused, localStorage)).not.toThrow();
  expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
});
