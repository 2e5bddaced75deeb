import { createStore, type StoreApi } from 'zustand/vanilla';

// The signed-in identity every app shares (portal.md §4): token and greeting kept for 1440
// minutes in local storage, so a reload or a second tab stays signed in. The expiry slides with
// every rotated token, as the API's does.

export const SESSION_STORAGE_KEY = 'portal.session';
export const SESSION_LIFETIME_MINUTES = 1440;

export interface SessionUser {
  readonly username: string;
}

/**
 * signed-out: no session. signed-in: a token in use. expired: the token lapsed on this page;
 * the login modal is up and the page beneath keeps its state until the user signs in again.
 */
export type SessionStatus = 'signed-out' | 'signed-in' | 'expired';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  greeting: string | null;
  user: SessionUser | null;
  /** When the token lapses, in milliseconds since the epoch. */
  expiresAt: number | null;
  login(session: { token: string; greeting: string; user: SessionUser }): void;
  /** A rotated token (`meta.token`): same session, expiry moved on. */
  setToken(token: string): void;
  /** The token lapsed or was refused: keep the user (the modal names them), drop the token. */
  expire(): void;
  /** Expires the session if its time is up; the host calls this every 20 seconds. */
  check(): void;
  logout(): void;
}

export type SessionStore = StoreApi<SessionState>;

export interface SessionStoreOptions {
  /** Where the session survives a reload; none in tests and on the server. */
  readonly storage?: Storage | null;
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

function read(storage: Storage | null, now: number): Stored | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SESSION_STORAGE_KEY) ?? 'null');
    return isStored(value) && value.expiresAt > now ? value : null;
  } catch {
    return null;
  }
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? null;
  const now = options.now ?? Date.now;
  const lifetime = SESSION_LIFETIME_MINUTES * 60_000;
  const stored = read(storage, now());

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
    login: ({ token, greeting, user }) => {
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
      persist(null);
      set({ status: 'signed-out', token: null, greeting: null, user: null, expiresAt: null });
    },
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
