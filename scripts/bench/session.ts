// A signed-in page for the bench: a real sign-in against the portal's API, stored in the page's
// local storage as the session store keeps it, before the page loads.

import * as v from 'valibot';
import { SESSION_STORAGE_KEY } from '../../shared/platform/src/session-store.ts';

/** What the session store keeps under its key (shared/platform/src/session-store.ts). */
export interface StoredSession {
  readonly key: string;
  readonly value: string;
}

/** The browser side: runs in the page (an init script), so it uses nothing from this module. */
export function storeSession(session: StoredSession): void {
  localStorage.setItem(session.key, session.value);
}

const DEMO_PASSWORD = 'Portal-Demo-2026!';
const SESSION_MINUTES = 1440;

const SignInAnswerSchema = v.object({
  data: v.object({ token: v.string(), greeting: v.optional(v.nullable(v.string())) }),
});

/** Signs `username` in on `origin` and returns the session a page of it starts with. */
export async function signIn(origin: string, username: string): Promise<StoredSession> {
  const response = await fetch(new URL('/api/user/token', origin), {
    method: 'POST',
    // Every call names its brand (portal.md §7); the demo users are northway's.
    headers: { 'Content-Type': 'application/json', 'X-Portal': 'northway' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as ${username} failed: HTTP ${response.status}`);
  const { data } = v.parse(SignInAnswerSchema, await response.json());
  const value = JSON.stringify({
    token: data.token,
    greeting: data.greeting ?? '',
    user: { username },
    expiresAt: Date.now() + SESSION_MINUTES * 60_000,
  });
  return { key: SESSION_STORAGE_KEY, value };
}
