import { STORAGE_KEYS } from '@portal/platform';

// portal.md §9: opt-outs for install and push last 14 days each. Kept in local storage as the
// time they end, so a later visit asks again; unreadable or blocked storage counts as no opt-out.
// The push opt-out is the user's and goes at sign-out; the install opt-out is the device's
// (@portal/platform's browser-storage.ts).

export const OPT_OUT_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export const INSTALL_OPT_OUT_KEY = STORAGE_KEYS.installOptOut;
export const PUSH_OPT_OUT_KEY = STORAGE_KEYS.pushOptOut;

export type OptOutKey = typeof INSTALL_OPT_OUT_KEY | typeof PUSH_OPT_OUT_KEY;

export function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function isOptedOut(storage: Storage | null, key: OptOutKey, now = Date.now()): boolean {
  try {
    const until = Number(storage?.getItem(key));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

export function optOut(storage: Storage | null, key: OptOutKey, now = Date.now()): void {
  try {
    storage?.setItem(key, String(now + OPT_OUT_DAYS * DAY_MS));
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}
