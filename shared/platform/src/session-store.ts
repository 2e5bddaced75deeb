import { createStore, type StoreApi } from 'zustand/vanilla';
import { clearUserStorage, STORAGE_KEYS } from './browser-storage';

// The signed-in identity every app shares (portal.md §4): token and greeting kept for 1440
// minutes in local storage, so a reload or a second tab stays signed in. The expiry slides with
// every rotated token, as the API's does.
//
// §4: logout clears all stored state - every key of the user (browser-storage.ts). A session
// that lapsed and was not renewed counts as ended too: its keys go when the next page finds it
// lapsed, or when someone signs in other than the user whose session lapsed. Signing in again
// as that user keeps them (§4: 'you've not lost any of your progress').

export const SESSION_STORAGE_KEY = STORAGE_KEYS.session;
export const SESSION_LIFETIME_MINUTES = 1440;

export interface SessionUser {
  readonly username: string;
}

/**
 * signed-out: no session. signed-in: a token in use. expired: the token lapsed on this page;
 * the login modal is up and the page beneath keeps its state until the user signs in again.
 */
export type SessionStatus = 'signed-out' | 'signed-in' | 'expired';

/**
 * Whether the API holds the session at the agreements (portal.md §4 'Agreements required', §8
 * 499): 'unknown' from a sign-in until the API first answers (startSession), 'outstanding' from
 * a 499 until the agreements flow ends, else 'none'. What the page asks of its own accord (the
 * notifications) waits for 'none' rather than collect 499s.
 */
export type AgreementsStatus = 'unknown' | 'outstanding' | 'none';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  greeting: string | null;
  user: SessionUser | null;
  /** When the token lapses, in milliseconds since the epoch. */
  expiresAt: number | null;
  agreements: AgreementsStatus;
  /** A sign-in; unless it renews this user's session, the last user's keys go first. */
  login(session: { token: string; greeting: string; user: SessionUser }): void;
  /** A rotated token (`meta.token`): same session, expiry moved on. */
  setToken(token: string): void;
  /** The token lapsed or was refused: keep the user (the modal names them), drop the token. */
  expire(): void;
  /** Expires the session if its time is up; the host calls this every 20 seconds. */
  check(): void;
  /** Ends the session and removes every key of the user from browser storage. */
  logout(): void;
  /** What the API has said of the agreements, by a 499 or by answering without one. */
  setAgreements(agreements: AgreementsStatus): void;
}

export type SessionStore = StoreApi<SessionState>;

export interface SessionStoreOptions {
  /** Where the session survives a reload; none in tests and on the server. */
  readonly storage?: Storage | null;
  /** The tab's own storage (session storage), cleared of the user's keys with `storage`. */
  readonly tabStorage?: Storage | null;
  readonly now?: () => number;
}

interface Stored {
  token: string;
  greeting: string;
  user: SessionUser;
  expiresAt: number;
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const user = record.user as Record<string, unknown> | null | undefined;
  return (
    typeof record.token === 'string' &&
    typeof record.greeting === 'string' &&
    typeof record.expiresAt === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.username === 'string'
  );
}

/** The stored session; 'lapsed' when its time ran out while no page held it. */
function read(storage: Storage | null, now: number): Stored | 'lapsed' | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (!isStored(value)) return null;
    return value.expiresAt > now ? value : 'lapsed';
  } catch {
    return null;
  }
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? null;
  const tabStorage = options.tabStorage ?? null;
  const now = options.now ?? Date.now;
  const lifetime = SESSION_LIFETIME_MINUTES * 60_000;
  const found = read(storage, now());
  if (found === 'lapsed') clearUserStorage(storage, tabStorage);
  const stored = found === 'lapsed' ? null : found;

  function persist(state: Stored | null) {
    try {
      if (state) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
      else storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the session still holds for this page.
    }
  }

  return createStore<SessionState>()((set, get) => ({
    status: stored ? 'signed-in' : 'signed-out',
    token: stored?.token ?? null,
    greeting: stored?.greeting ?? null,
    user: stored?.user ?? null,
    expiresAt: stored?.expiresAt ?? null,
    // A stored session was in use when last seen: a 499 says so if agreements came up since.
    agreements: 'none',
    login: ({ token, greeting, user }) => {
      const current = get();
      const renewal = current.status !== 'signed-out' && current.user?.username === user.username;
      if (!renewal) clearUserStorage(storage, tabStorage);
      const expiresAt = now() + lifetime;
      persist({ token, greeting, user, expiresAt });
      set({ status: 'signed-in', token, greeting, user, expiresAt });
    },
    setToken: (token) => {
      const { status, greeting, user } = get();
      if (status !== 'signed-in' || greeting === null || user === null) return;
      const expiresAt = now() + lifetime;
      persist({ token, greeting, user, expiresAt });
      set({ token, expiresAt });
    },
    expire: () => {
      if (get().status !== 'signed-in') return;
      persist(null);
      set({ status: 'expired', token: null, expiresAt: null });
    },
    check: () => {
      const { status, expiresAt } = get();
      if (status === 'signed-in' && expiresAt !== null && expiresAt <= now()) get().expire();
    },
    logout: () => {
      clearUserStorage(storage, tabStorage);
      set({ status: 'signed-out', token: null, greeting: null, user: null, expiresAt: null });
    },
    setAgreements: (agreements) => set({ agreements }),
  }));
}

/**
 * Resolves once the user is signed in again (after the login modal), rejects if they sign out
 * instead: what a call that failed for a lapsed session waits on before it is retried.
 */
export function waitForSignIn(session: SessionStore): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (status: SessionStatus) => {
      if (status === 'expired') return false;
      unsubscribe();
      if (status === 'signed-in') resolve();
      else reject(new Error('Signed out'));
      return true;
    };
    const unsubscribe = session.subscribe((state) => settle(state.status));
    settle(session.getState().status);
  });
}
