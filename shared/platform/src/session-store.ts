import { createStore, type StoreApi } from 'zustand/vanilla';

export interface SessionUser {
  readonly username: string;
}

export interface SessionState {
  token: string | null;
  greeting: string | null;
  user: SessionUser | null;
  login(session: { token: string; greeting: string; user: SessionUser }): void;
  logout(): void;
}

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(): SessionStore {
  return createStore<SessionState>()((set) => ({
    token: null,
    greeting: null,
    user: null,
    login: ({ token, greeting, user }) => set({ token, greeting, user }),
    logout: () => set({ token: null, greeting: null, user: null }),
  }));
}
