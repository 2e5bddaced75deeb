import { createReadStream } from 'node:fs';
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { deviceCookie, deviceOf, signInSucceeded, trySignInAttempt } from '../auth/throttle';
import type { ApiContext } from '../context';
import { redirectWithin } from '../http/redirects';
import { PERMISSIONS_POLICY } from '../http/security-headers';
import { retryAfterSeconds } from '../rate-limits/rate-limit';
import { setMaintenance, DEFAULT_RETRY_AFTER } from '../settings/store';
import { readConsoleData } from './console-data';
import {
  FORM_TOKEN_FIELD,
  NOTICES,
  renderConsole,
  renderRefused,
  renderSignIn,
  type Notice,
} from './render';
import {
  CONSOLE_PATH,
  isStaff,
  readCookie,
  STAFF_COOKIE,
  STAFF_COOKIE_PATHS,
  STAFF_SESSION_MS,
} from './staff-sessions';
import { receivedScreenshot } from './store';

// The support console (DESIGN.md): a small page for the support team beside the API, outside
// `/api` so it stays usable while maintenance answers 503 there. Register it with
// `{ prefix: '/support' }`. Everything but the sign-in form and the page's own assets needs the
// support password.
//
// Forgery (issue 38, item 8): SameSite=Strict alone lets a page on another port of the same host
// send the staff cookie, as cookies ignore the port. So every POST must come from this origin
// (Origin, else Referer: a browser sends one of them on every form it posts, and 'null' when it
// hides where it came from), and every POST of a signed-in staff member carries the session's
// form token (staff-sessions.ts), which only the console's own pages hold. Behind a TLS proxy the
// server must trust it (its `trustProxy`) to see its own origin as https.

export interface SupportConsoleOptions {
  readonly context: ApiContext;
}

const ASSETS = {
  'console.js': 'text/javascript; charset=utf-8',
  'console.css': 'text/css; charset=utf-8',
} as const;

const WRONG_PASSWORD = 'That password is not right. Please try again.';
export const CROSS_ORIGIN_REFUSED =
  'Refused: this request came from another site, not the support console. Nothing was changed.';
export const FORM_TOKEN_REFUSED =
  'Refused: this form did not come from the support console, or the page is out of date. ' +
  'Nothing was changed. Open the support console again and retry.';
const TOO_MANY_ATTEMPTS = 'Too many wrong passwords. Please wait a few minutes and try again.';

/**
 * Whose password the customers' sign-in throttle sees tried here: never a customer's username,
 * which is lower-case.
 */
const CONSOLE_TARGET = 'Support console';
const DEVICE_COOKIE = 'portal_support_device';
const SIGN_IN_PATH = `${CONSOLE_PATH}/sign-in`;

const SignInForm = v.object({ password: v.string() });
const RequestForm = v.object({ user: v.pipe(v.string(), v.toNumber(), v.integer()) });
const MaintenanceForm = v.object({
  on: v.picklist(['true', 'false']),
  retry_after: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0))),
});

/**
 * `Secure` whenever the console was reached over HTTPS (behind a proxy, as the server's
 * `trustProxy` lets it read X-Forwarded-Proto), so the cookie never travels in clear; plain
 * http://localhost still signs in.
 */
function cookieAttributes(request: FastifyRequest): string {
  return request.protocol === 'https' ? '; Secure' : '';
}

function backToConsole(reply: FastifyReply, notice?: Notice) {
  return redirectWithin(reply, notice ? `${CONSOLE_PATH}?notice=${notice}` : CONSOLE_PATH);
}

/** The origin a browser names for a request (Origin, else Referer's); undefined if neither. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Whether the request names no origin, or this server's own: scheme, host and port. */
function fromThisOrigin(request: FastifyRequest): boolean {
  const claimed = claimedOrigin(request);
  if (claimed === undefined) return true;
  try {
    return new URL(claimed).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/** The form token a form sends, '' if none. */
function sentFormToken(request: FastifyRequest): string {
  const body: unknown = request.body;
  const field =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)[FORM_TOKEN_FIELD]
      : undefined;
  return typeof field === 'string' ? field : '';
}

/** Compared as digests: as long whatever was sent. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

export async function supportConsole(
  app: FastifyInstance,
  opts: SupportConsoleOptions,
): Promise<void> {
  const { context } = opts;
  const sessions = context.staff;
  const assetsDir = path.dirname(new URL(import.meta.url).pathname);

  // The console's forms post as browsers do by default; the API's own routes take JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.addHook('onSend', async (_request, reply) => {
    // Staff pages hold customers' data: never cached, never framed.
    reply.header('cache-control', 'no-store');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // 'no-referrer' (the portal server's default) makes a browser post the console's own forms
    // with `Origin: null`, which the check below refuses; other sites still learn nothing.
    reply.header('referrer-policy', 'same-origin');
  });

  // Before the body is read: a post from another origin is refused whoever sent it.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || fromThisOrigin(request)) return;
    return html(reply, renderRefused(CROSS_ORIGIN_REFUSED), 403);
  });

  // Every action of a signed-in staff member sends the session's form token. Without a session
  // the route answers as it does for anyone (the sign-in page); the sign-in itself has none yet.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.routeOptions.url === `${app.prefix}/sign-in`) return;
    const expected = await sessions?.formToken(
      readCookie(request.headers.cookie, STAFF_COOKIE),
      context.now(),
    );
    if (expected === undefined || sameToken(sentFormToken(request), expected)) return;
    return html(reply, renderRefused(FORM_TOKEN_REFUSED), 403);
  });

  async function signedIn(request: FastifyRequest): Promise<boolean> {
    return isStaff(sessions, request.headers.cookie, context.now());
  }

  function html(reply: FastifyReply, page: string, status = 200) {
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  }

  /** Answers the sign-in page unless a staff member is signed in; true when they are. */
  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (await signedIn(request)) return true;
    void html(reply, renderSignIn({ closed: !sessions }), sessions ? 401 : 503);
    return false;
  }

  for (const [name, type] of Object.entries(ASSETS)) {
    const file = path.join(assetsDir, name);
    app.get(`/${name}`, async (_request, reply) =>
      reply.type(type).send(await readFile(file, 'utf8')),
    );
  }

  app.get<{ Querystring: { notice?: string } }>('/', async (request, reply) => {
    if (!(await guard(request, reply))) return reply;
    const notice = request.query.notice;
    const known = notice !== undefined && notice in NOTICES ? (notice as Notice) : undefined;
    const token = await sessions?.formToken(
      readCookie(request.headers.cookie, STAFF_COOKIE),
      context.now(),
    );
    return html(reply, renderConsole(await readConsoleData(context), token ?? '', known));
  });

  app.post('/sign-in', async (request, reply) => {
    if (!sessions) return html(reply, renderSignIn({ closed: true }), 503);
    // The customers' sign-in throttle (auth/throttle.ts), with the shared password as the target:
    // a staff member's device that signed in before is not slowed by strangers' guesses.
    const attempt = {
      username: CONSOLE_TARGET,
      address: request.ip,
      device: deviceOf(request.headers.cookie, DEVICE_COOKIE),
    };
    // Its back-offs are read in the same transaction as the count (auth/throttle.ts).
    const counted = await trySignInAttempt(context.db, attempt, context.now());
    if (!counted.allowed) {
      reply.header('retry-after', retryAfterSeconds(counted.waitMs));
      return html(reply, renderSignIn({ error: TOO_MANY_ATTEMPTS }), 429);
    }
    const form = v.safeParse(SignInForm, request.body);
    const cookie = form.success
      ? await sessions.signIn(form.output.password, context.now())
      : undefined;
    if (!cookie) return html(reply, renderSignIn({ error: WRONG_PASSWORD }), 401);
    const device = await signInSucceeded(context.db, attempt, counted.ids, context.now());
    reply.header(
      'set-cookie',
      STAFF_COOKIE_PATHS.map(
        (cookiePath) =>
          `${STAFF_COOKIE}=${cookie}; Path=${cookiePath}; HttpOnly; SameSite=Strict; Max-Age=${
            STAFF_SESSION_MS / 1000
          }${cookieAttributes(request)}`,
      ).concat(deviceCookie(device, SIGN_IN_PATH, DEVICE_COOKIE)),
    );
    return backToConsole(reply);
  });

  app.post('/sign-out', async (request, reply) => {
    await sessions?.signOut(readCookie(request.headers.cookie, STAFF_COOKIE));
    reply.header(
      'set-cookie',
      STAFF_COOKIE_PATHS.map(
        (cookiePath) =>
          `${STAFF_COOKIE}=; Path=${cookiePath}; HttpOnly; Max-Age=0${cookieAttributes(request)}`,
      ),
    );
    return backToConsole(reply);
  });

  app.post('/screenshot-requests', async (request, reply) => {
    if (!(await guard(request, reply))) return reply;
    const form = v.safeParse(RequestForm, request.body);
    const realtime = context.realtime;
    const connected =
      form.success &&
      realtime !== undefined &&
      (await realtime.connectedSockets()).some((socket) => socket.data.userId === form.output.user);
    if (!form.success || !realtime || !connected) return backToConsole(reply, 'not-connected');
    await realtime.requestScreenshot(form.output.user);
    return backToConsole(reply, 'requested');
  });

  app.post<{ Params: { token: string } }>(
    '/screenshot-requests/:token/withdraw',
    async (request, reply) => {
      if (!(await guard(request, reply))) return reply;
      const withdrawn = (await context.realtime?.withdrawScreenshot(request.params.token)) ?? false;
      return backToConsole(reply, withdrawn ? 'withdrawn' : 'not-pending');
    },
  );

  app.get<{ Params: { token: string } }>('/screenshots/:token', async (request, reply) => {
    if (!(await guard(request, reply))) return reply;
    // Only a PNG, JPEG or WebP image is found: an older row may hold any type a customer declared.
    const image = await receivedScreenshot(context.db, request.params.token);
    const file = image && path.resolve(context.uploadsDir, image.path);
    // The stored path is ours, but a path outside the uploads folder is never served.
    if (!image || !file?.startsWith(context.uploadsDir + path.sep)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No such screenshot.');
    }
    // The bytes are a customer's: never sniffed as another type, never run as a page or a script.
    return reply
      .type(image.mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `inline; filename="screenshot.${image.extension}"`)
      .send(createReadStream(file));
  });

  app.post('/maintenance', async (request, reply) => {
    if (!(await guard(request, reply))) return reply;
    const form = v.safeParse(MaintenanceForm, request.body);
    if (!form.success) return backToConsole(reply);
    const on = form.output.on === 'true';
    await setMaintenance(context.db, on, form.output.retry_after ?? DEFAULT_RETRY_AFTER);
    return backToConsole(reply, on ? 'maintenance-on' : 'maintenance-off');
  });
}
