// portal.md §4 Session: logout clears all stored state. Every key the portal keeps in the
// browser's local or session storage is named here and starts with `portal.`; whatever is under
// that prefix belongs to the user and goes when their session ends, unless it is the device's
// (docs/decisions/019-what-the-end-of-a-session-clears.md).

export const STORAGE_PREFIX = 'portal.';

export const STORAGE_KEYS = {
  /** The token and greeting (session-store.ts). */
  session: 'portal.session',
  /** Where a user interrupted by the 499 was going (status-handling.ts, tab storage). */
  afterAgreements: 'portal.after-agreements',
  /** §2 Dashboard: the card layout. */
  dashboardLayout: 'portal.dashboard-layout',
  /** §2 To-do list: the alerts dismissed in this browser. */
  todoDismissed: 'portal.todo-dismissed',
  /** §4 Push dialog: 'No thanks', for 14 days (§9). */
  pushOptOut: 'portal.optOut.push',
  /** §2 Shell, install banner: 'No thanks', for 14 days (§9). */
  installOptOut: 'portal.optOut.install',
  /** §1 Sign up: the sign-up's answer for its success page (tab storage). */
  signUpMessage: 'portal.account-creation.message',
} as const satisfies Record<string, `${typeof STORAGE_PREFIX}${string}`>;

/**
 * The device's keys, which outlive a sign-out. Installing the app is a choice about this
 * browser, offered to visitors before anyone signs in, so declining it is the device's too.
 * Cookie consent and the brand are not in storage at all (a cookie, and the host name).
 */
export const DEVICE_STORAGE_KEYS: readonly string[] = [STORAGE_KEYS.installOptOut];

/** Removes every key of the user from each storage given; blocked storage holds none. */
export function clearUserStorage(...storages: readonly (Storage | null | undefined)[]): void {
  for (const storage of storages) {
    try {
      if (!storage) continue;
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(STORAGE_PREFIX) && !DEVICE_STORAGE_KEYS.includes(key)) keys.push(key);
      }
      keys.forEach((key) => storage.removeItem(key));
    } catch {
      // Storage refused: there is nothing of the user in it.
    }
  }
}
