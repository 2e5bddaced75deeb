// Sign-in and the server-side switches the session tests need: the page's token revoked on the
// server (a session ended elsewhere) and the API's maintenance mode, set with the ops command
// against the e2e server's own database, exactly as ops would on a real one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { AFTER_AGREEMENTS_KEY, SESSION_STORAGE_KEY } from '@portal/platform';
import * as v from 'valibot';
import { REPO_ROOT } from './paths.ts';

/** Every demo user's password (README.md, Demo sign-ins). */
export const DEMO_PASSWORD = 'Portal-Demo-2026!';
/** The server's support password: the demo's (README.md) unless the environment sets one. */
export const SUPPORT_PASSWORD = process.env['PORTAL_SUPPORT_PASSWORD'] || 'Support-Demo-2026!';

/** The e2e server's data folder (support/serve.ts), where `ops` finds its database. */
const E2E_DATA = path.join(REPO_ROOT, 'e2e/.tmp/data');

/** Fills and sends the login form of the page or of the login modal (`within`). */
export async function submitLogin(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  within = page.getByRole('main'),
) {
  await within.getByRole('textbox', { name: 'Username' }).fill(username);
  // The label reads 'Password *'; the visibility toggle's name has a lower-case 'password'.
  await within.getByLabel(/^Password/).fill(password);
  await within.getByRole('button', { name: 'Login' }).click();
}

/** Signs in on /login (with `target` when given) and waits until the page has moved on. */
export async function signIn(page: Page, username: string, target?: string) {
  await page.goto(target ? `/login?target=${encodeURIComponent(target)}` : '/login');
  await submitLogin(page, username);
  await expect(page).not.toHaveURL(/\/login/);
}

const StoredSessionSchema = v.object({ token: v.string() });

/**
 * The same server as the Ridgeline brand (a host name's first label names the brand): where
 * bike.rider's policies are managed. `test.use({ baseURL: asRidgeline })` moves a suite there.
 */
export async function asRidgeline(
  { baseURL }: { baseURL: string | undefined },
  use: (url: string) => Promise<void>,
) {
  const url = new URL(baseURL ?? 'http://127.0.0.1');
  url.hostname = 'ridgeline.localhost';
  await use(url.origin);
}

/** The brand the served portal is (no PORTAL_BRAND): what the API's own calls name in X-Portal. */
export const E2E_PORTAL = 'northway';

/** The token the page holds now (local storage, as the session store keeps it). */
export async function pageToken(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  return v.parse(StoredSessionSchema, JSON.parse(stored ?? 'null')).token;
}

/**
 * Ends the page's session on the server behind its back, as a sign-out elsewhere would: the
 * token and any successor it rotated into stop working at once (DELETE /user/token).
 */
export async function revokePageSession(page: Page) {
  const response = await page.request.delete('/api/user/token', {
    headers: { Authorization: `Bearer ${await pageToken(page)}`, 'X-Portal': E2E_PORTAL },
  });
  expect(response.status()).toBe(200);
}

function ops(...args: string[]): string {
  const result = spawnSync('pnpm', ['--silent', '--filter', 'api', 'ops', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORTAL_DATA_DIR: E2E_DATA },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`ops ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** `pnpm --filter api ops maintenance on|off`: 503 with Retry-After on every call, or back. */
export function setMaintenance(on: boolean, retryAfterSeconds = 120): void {
  ops(
    'maintenance',
    on ? 'on' : 'off',
    ...(on ? ['--retry-after', String(retryAfterSeconds)] : []),
  );
}

/** The user's agreements outstanding again, so their next call is a 499. */
/** Switches a flag of a brand's features file, which pages read every 30 seconds. */
export function setFeature(portal: string, flag: string, on: boolean): void {
  ops('feature', portal, flag, on ? 'on' : 'off');
}

/** The demo invitation (README) open again, as seeded: other suites sign up and activate it. */
export function resetInvitation(): void {
  ops('invitation', 'reset');
}

/**
 * The demo as first seeded (`ops demo reset`): every to-do a suite settled (a payment, an upload)
 * is back, and everyone is signed out. For the suites that read or settle car.driver's to-dos.
 */
export function resetDemo(): void {
  ops('demo', 'reset');
}

export function resetAgreements(username: string): void {
  ops('agreements', 'reset', username);
}

const SentChangeSchema = v.object({
  id: v.number(),
  type: v.string(),
  status: v.string(),
  created_at: v.string(),
  payload: v.looseObject({ body: v.optional(v.unknown()) }),
});
export type SentChange = v.InferOutput<typeof SentChangeSchema>;

/**
 * The changes sent for review on a policy, oldest first, as the provider's review reads them
 * (`ops changes <reference>`): each kept whole, as the API validated it.
 */
export function changesSentForReview(reference: string): SentChange[] {
  return ops('changes', reference)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => v.parse(SentChangeSchema, JSON.parse(line)));
}

const PaymentRowSchema = v.object({
  kind: v.string(),
  amount_pence: v.nullable(v.number()),
  status: v.string(),
  reference: v.nullable(v.string()),
});

/** The payments recorded on a policy, oldest first (`ops payments <reference>`). */
export function paymentsRecorded(reference: string): v.InferOutput<typeof PaymentRowSchema>[] {
  return v.parse(v.array(PaymentRowSchema), JSON.parse(ops('payments', reference)));
}

/** What of the session is left in the page: its storage keys and the shared query cache. */
export async function sessionTraces(page: Page) {
  return page.evaluate(
    ([sessionKey, afterAgreementsKey]) => {
      // The page's one PortalContext lives on this global key (createPortalContext).
      function call(target: unknown, method: string): unknown {
        if (typeof target !== 'object' || target === null) return undefined;
        const fn: unknown = Reflect.get(target, method);
        return typeof fn === 'function' ? Reflect.apply(fn, target, []) : undefined;
      }
      const portal: unknown = Reflect.get(globalThis, Symbol.for('portal.context'));
      const queryClient =
        typeof portal === 'object' && portal ? Reflect.get(portal, 'queryClient') : null;
      const queries = call(call(queryClient, 'getQueryCache'), 'getAll');
      return {
        session: localStorage.getItem(sessionKey),
        afterAgreements: sessionStorage.getItem(afterAgreementsKey),
        cachedQueries: Array.isArray(queries) ? queries.length : null,
      };
    },
    [SESSION_STORAGE_KEY, AFTER_AGREEMENTS_KEY] as const,
  );
}
