import { createHash, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { expect, test } from 'vitest';
import { sendMessage } from '../outbox/store';
import {
  createScreenshotRequest,
  SCREENSHOT_REQUEST_TTL_MS,
  settleScreenshot,
} from '../realtime/store';
import { readMaintenance } from '../settings/store';
import { createTestApi } from '../test/create-test-api';
import { newSubmission } from '../test/idempotency-key';
import { testSockets } from '../test/sockets';
import { HTML_PAGE, PNG_1X1, WEBP_HEADER } from '../test/images';
import { recordUpload } from '../uploads/store';
import {
  createStaffSessions,
  DEMO_SUPPORT_PASSWORD,
  readCookie,
  STAFF_COOKIE,
  STAFF_SESSION_MS,
  supportPassword,
} from './staff-sessions';

const PASSWORD = 'Staff-Only-2026!';
const api = await createTestApi({ supportPassword: PASSWORD });
const baseUrl = await api.listen();
const sockets = testSockets(baseUrl);

async function openPage(username: string): Promise<Socket> {
  return sockets.connect(await api.signIn(username));
}

/** A form as the console's own page sends it: with the session's form token once signed in. */
async function post(url: string, form: Record<string, string>, cookie?: string) {
  const token = await api.context.staff?.formToken(
    readCookie(cookie, STAFF_COOKIE),
    api.clock.now(),
  );
  return api.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams({ ...form, ...(token ? { form_token: token } : {}) }).toString(),
  });
}

async function signInStaff(): Promise<string> {
  const response = await post('/support/sign-in', { password: PASSWORD });
  expect(response.statusCode).toBe(303);
  const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
  expect(cookie).toMatch(/^portal_support=.+/);
  return cookie;
}

function consolePage(cookie: string, url = '/support') {
  return api.app.inject({ method: 'GET', url, headers: { cookie } });
}

async function userId(username: string): Promise<number> {
  const row = await api.context.db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', [
    username,
  ]);
  return Number(row?.id);
}

test('the console asks for the support password and refuses a wrong one', async () => {
  const page = await api.app.inject({ method: 'GET', url: '/support' });
  expect(page.statusCode).toBe(401);
  expect(page.body).toContain('<label for="password">Support password</label>');

  const wrong = await post('/support/sign-in', { password: 'Portal-Demo-2026!' });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.body).toContain('That password is not right. Please try again.');
  expect(wrong.headers['set-cookie']).toBeUndefined();

  const cookie = await signInStaff();
  const signedIn = await consolePage(cookie);
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.body).toContain('<h1>Support console</h1>');
  expect(signedIn.headers['cache-control']).toBe('no-store');
});

test('every action and every screenshot needs the password', async () => {
  for (const url of ['/support/screenshot-requests', '/support/maintenance']) {
    expect((await post(url, { user: '1', on: 'true' })).statusCode, url).toBe(401);
  }
  const image = await api.app.inject({ method: 'GET', url: '/support/screenshots/any' });
  expect(image.statusCode).toBe(401);
  expect((await readMaintenance(api.context.db)).on).toBe(false);
});

test('signing out ends the staff session', async () => {
  const cookie = await signInStaff();
  await post('/support/sign-out', {}, cookie);

  expect((await consolePage(cookie)).statusCode).toBe(401);
});

test('the users connected now are listed, each with a button to request a screenshot', async () => {
  const cookie = await signInStaff();
  const page = await openPage('van.fleet');
  page.emit('client_info', { features: { screenshot: true }, platform: 'desktop Chrome' });
  await openPage('van.fleet');
  await new Promise((resolve) => setTimeout(resolve, 50));

  const body = (await consolePage(cookie)).body;
  const card = /<li class="card" data-user="van\.fleet">[\s\S]*?<\/li>/.exec(body)?.[0] ?? '';
  expect(card).toContain('<dt>Pages open</dt><dd>2</dd>');
  expect(card).toContain('<dt>Device</dt><dd>desktop Chrome</dd>');
  expect(card).toContain('<dt>Can take screenshots</dt><dd>Yes</dd>');
  expect(card).toContain('aria-label="Request a screenshot from van.fleet"');
  expect(body).not.toContain('data-user="car.driver"');
});

test('a requested screenshot reaches the user, can be withdrawn, and shows as received', async () => {
  const cookie = await signInStaff();
  const page = await openPage('car.driver');
  const asked = new Promise<{ token: string }>((resolve) =>
    page.once('screenshot.request', resolve),
  );

  const requested = await post(
    '/support/screenshot-requests',
    { user: String(await userId('car.driver')) },
    cookie,
  );
  expect(requested.headers.location).toBe('/support?notice=requested');
  const { token } = await asked;
  const listed = (await consolePage(cookie, '/support?notice=requested')).body;
  expect(listed).toContain('Screenshot requested.');
  expect(listed).toContain('Waiting for the customer');
  expect(listed).toContain('aria-label="Withdraw the request to car.driver"');

  const withdrawn = new Promise((resolve) => page.once('screenshot.withdraw', resolve));
  const withdraw = await post(`/support/screenshot-requests/${token}/withdraw`, {}, cookie);
  expect(withdraw.headers.location).toBe('/support?notice=withdrawn');
  expect(await withdrawn).toEqual({ token });
  expect((await consolePage(cookie)).body).toContain('<strong>Withdrawn</strong>');

  // A new request, answered with an image as the portal does.
  const second = new Promise<{ token: string }>((resolve) =>
    page.once('screenshot.request', resolve),
  );
  await post('/support/screenshot-requests', { user: String(await userId('car.driver')) }, cookie);
  const request = (await second).token;
  const form = new FormData();
  form.append('token', request);
  form.append('file', new File([PNG_1X1], 'screenshot.png', { type: 'image/png' }));
  const encoded = new Response(form);
  const uploaded = await api.app.inject({
    method: 'POST',
    url: '/api/support/screenshots',
    headers: {
      authorization: `Bearer ${await api.signIn('car.driver')}`,
      ...newSubmission(),
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const { file } = uploaded.json<{ data: { file: string } }>().data;
  expect(await page.emitWithAck('screenshot.file', { token: request, file })).toEqual({
    success: true,
  });

  const body = (await consolePage(cookie)).body;
  expect(body).toContain(
    `<img src="/support/screenshots/${request}" alt="Screenshot from car.driver"`,
  );
  const image = await consolePage(cookie, `/support/screenshots/${request}`);
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(new Uint8Array(image.rawPayload)).toEqual(PNG_1X1);
  // Only a received request has an image.
  expect((await consolePage(cookie, `/support/screenshots/${token}`)).statusCode).toBe(404);
});

test('a screenshot is served as the image it is: not sniffed, not run, named for its type', async () => {
  const cookie = await signInStaff();
  const page = await openPage('new.customer');
  const request =
    (await api.context.realtime?.requestScreenshot(await userId('new.customer'))) ?? '';
  const form = new FormData();
  form.append('token', request);
  form.append('file', new File([WEBP_HEADER], 'capture', { type: 'application/octet-stream' }));
  const encoded = new Response(form);
  const uploaded = await api.app.inject({
    method: 'POST',
    url: '/api/support/screenshots',
    headers: {
      authorization: `Bearer ${await api.signIn('new.customer')}`,
      ...newSubmission(),
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const { file } = uploaded.json<{ data: { file: string } }>().data;
  expect(await page.emitWithAck('screenshot.file', { token: request, file })).toEqual({
    success: true,
  });

  const image = await consolePage(cookie, `/support/screenshots/${request}`);

  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/webp');
  expect(image.headers['x-content-type-options']).toBe('nosniff');
  expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(image.headers['content-disposition']).toBe('inline; filename="screenshot.webp"');
  expect(new Uint8Array(image.rawPayload)).toEqual(WEBP_HEADER);
});

test('a stored screenshot of any other type, as older uploads may be, is not served', async () => {
  const cookie = await signInStaff();
  const { db, uploadsDir, now } = api.context;
  const served: Record<string, number> = {};
  for (const mimeType of ['text/html', 'text/javascript', 'image/svg+xml', 'image/png']) {
    const relativePath = `${randomUUID()}.png`;
    await writeFile(path.join(uploadsDir, relativePath), HTML_PAGE);
    const upload = await recordUpload(db, {
      userId: await userId('car.driver'),
      kind: 'screenshot',
      file: {
        field: 'file',
        originalName: 'screenshot.png',
        mimeType,
        size: HTML_PAGE.length,
        path: path.join(uploadsDir, relativePath),
        destination: path.join(uploadsDir, relativePath),
        relativePath,
      },
      now: now(),
    });
    const token = await createScreenshotRequest(db, await userId('car.driver'), now());
    await settleScreenshot(db, token, undefined, 'received', now(), {
      id: upload,
      path: relativePath,
    });

    served[mimeType] = (await consolePage(cookie, `/support/screenshots/${token}`)).statusCode;
  }

  // The PNG row shows the file is there: only the stored type keeps the others back.
  expect(served).toEqual({
    'text/html': 404,
    'text/javascript': 404,
    'image/svg+xml': 404,
    'image/png': 200,
  });
});

test('a request left unanswered shows as No answer, and a new one withdraws the one waiting', async () => {
  const cookie = await signInStaff();
  await openPage('agreements.pending');
  const user = { user: String(await userId('agreements.pending')) };
  const requests = (body: string) =>
    [
      ...body.matchAll(/<li class="request" data-status="(\w+)">\s*<h3>agreements\.pending<\/h3>/g),
    ].map((match) => match[1]);

  await post('/support/screenshot-requests', user, cookie);
  api.clock.advance(SCREENSHOT_REQUEST_TTL_MS);
  const unanswered = (await consolePage(cookie)).body;
  expect(requests(unanswered)).toEqual(['expired']);
  expect(unanswered).toContain('<strong>No answer</strong>');
  expect(unanswered).not.toContain('aria-label="Withdraw the request to agreements.pending"');

  // Two requests in a row: the first is withdrawn, only the latest waits.
  await post('/support/screenshot-requests', user, cookie);
  await post('/support/screenshot-requests', user, cookie);
  const body = (await consolePage(cookie)).body;
  expect(requests(body)).toEqual(['pending', 'withdrawn', 'expired']);
  expect(body.match(/Waiting for the customer/g)).toHaveLength(1);
});

test('a screenshot is not requested from a user with no page open', async () => {
  const cookie = await signInStaff();

  const response = await post(
    '/support/screenshot-requests',
    { user: String(await userId('bike.rider')) },
    cookie,
  );

  expect(response.headers.location).toBe('/support?notice=not-connected');
  const pending = await api.context.db.get<{ count: number }>(
    'SELECT count(*) AS count FROM screenshots WHERE user_id = ?',
    [await userId('bike.rider')],
  );
  expect(pending?.count).toBe(0);
});

test('the outbox shows the codes and messages sent, newest first', async () => {
  const cookie = await signInStaff();
  await sendMessage(api.context.db, {
    channel: 'sms',
    to: '07700 900123',
    body: 'Code <b>',
    code: 'AB1234',
  });

  const body = (await consolePage(cookie)).body;

  expect(body).toContain('<td>07700 900123</td>');
  expect(body).toContain('<code>AB1234</code>');
  expect(body).toContain('Code &lt;b&gt;');
});

test('the maintenance switch turns maintenance on with its retry time, and off', async () => {
  const cookie = await signInStaff();

  await post('/support/maintenance', { on: 'true', retry_after: '90' }, cookie);
  expect(await readMaintenance(api.context.db)).toEqual({ on: true, retryAfter: 90 });
  const during = await consolePage(cookie, '/support?notice=maintenance-on');
  expect(during.statusCode).toBe(200);
  expect(during.body).toContain('Maintenance is on.');
  expect(during.body).toContain('try again in 90 seconds');
  expect((await api.app.inject({ method: 'GET', url: '/api/policies' })).statusCode).toBe(503);

  await post('/support/maintenance', { on: 'false' }, cookie);
  expect((await readMaintenance(api.context.db)).on).toBe(false);
  expect((await consolePage(cookie)).body).toContain('Turn maintenance on');
});

test('the page and its script load without inline script, as the CSP demands', async () => {
  const cookie = await signInStaff();
  const body = (await consolePage(cookie)).body;

  expect(body.match(/<script[^>]*>/g)).toEqual(['<script src="/support/console.js" defer>']);
  const script = await api.app.inject({ method: 'GET', url: '/support/console.js' });
  expect(script.headers['content-type']).toContain('text/javascript');
  expect(script.body).toContain('data-live');
});

test("five strangers' wrong passwords slow new devices, not a staff member's known one", async () => {
  const from = (password: string, remoteAddress: string) =>
    api.app.inject({
      method: 'POST',
      url: '/support/sign-in',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password }).toString(),
    });
  // A staff member signed in from the default address before: that device is known.
  await signInStaff();
  // Each from an address of its own: a spray is slowed by the console's own count.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await from('guess', `203.0.113.${20 + attempt}`)).statusCode).toBe(401);
  }

  const refused = await from(PASSWORD, '203.0.113.9');
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('1');
  expect(refused.body).toContain(
    'Too many wrong passwords. Please wait a few minutes and try again.',
  );
  expect((await from(PASSWORD, '127.0.0.1')).statusCode).toBe(303);
  // A right password clears the console's count, as a customer's clears their username's.
  expect((await from(PASSWORD, '203.0.113.9')).statusCode).toBe(303);
});

test('a staff session is kept in the database: it outlives a restart, and signing out ends it', async () => {
  const { db } = api.context;
  const at = api.clock.now();
  const before = createStaffSessions(db, PASSWORD);
  const cookie = await before.signIn(PASSWORD, at);
  if (!cookie) throw new Error('The right password did not sign in');
  const formToken = await before.formToken(cookie, at);
  expect(formToken).toMatch(/^[\w-]{32}$/);

  // A server started again over the same database knows the session and its form token.
  const after = createStaffSessions(db, PASSWORD);
  expect(await after.isSignedIn(cookie, at)).toBe(true);
  expect(await after.formToken(cookie, at)).toBe(formToken);
  // The table holds the cookie's SHA-256 only.
  const hash = createHash('sha256').update(cookie).digest('hex');
  const rows = await db.all<{ hash: string }>('SELECT hash FROM staff_sessions');
  expect(rows.map((row) => row.hash)).toContain(hash);
  expect(rows.map((row) => row.hash)).not.toContain(cookie);

  // Signed out on one, it is over on both.
  await after.signOut(cookie);
  expect(await after.isSignedIn(cookie, at)).toBe(false);
  expect(await before.isSignedIn(cookie, at)).toBe(false);
  expect(await before.formToken(cookie, at)).toBeUndefined();
  expect(await db.get('SELECT hash FROM staff_sessions WHERE hash = ?', [hash])).toBeUndefined();
});

test('an expired staff session is refused and its row deleted; a sign-in prunes the others', async () => {
  const { db } = api.context;
  const sessions = createStaffSessions(db, PASSWORD);
  const start = api.clock.now();
  const later = (ms: number) => new Date(start.getTime() + ms);
  const hashOf = (cookie: string) => createHash('sha256').update(cookie).digest('hex');
  const stored = async (cookie: string) =>
    (await db.get('SELECT hash FROM staff_sessions WHERE hash = ?', [hashOf(cookie)])) !==
    undefined;
  const first = (await sessions.signIn(PASSWORD, start)) ?? '';
  const second = (await sessions.signIn(PASSWORD, start)) ?? '';
  expect(await sessions.signIn('wrong', start)).toBeUndefined();

  expect(await sessions.isSignedIn(first, later(STAFF_SESSION_MS - 1))).toBe(true);
  expect(await sessions.isSignedIn(first, later(STAFF_SESSION_MS))).toBe(false);
  expect(await stored(first)).toBe(false);

  // The second, never met again, goes with the next sign-in after its expiry.
  expect(await stored(second)).toBe(true);
  const third = (await sessions.signIn(PASSWORD, later(STAFF_SESSION_MS))) ?? '';
  expect(await stored(second)).toBe(false);
  expect(await sessions.isSignedIn(third, later(STAFF_SESSION_MS))).toBe(true);
  await sessions.signOut(third);
});

test('the demo password applies only outside production, and the environment overrides it', () => {
  expect(supportPassword(true, {})).toBe(DEMO_SUPPORT_PASSWORD);
  expect(supportPassword(false, {})).toBeUndefined();
  expect(supportPassword(false, { PORTAL_SUPPORT_PASSWORD: 'x-y-z' })).toBe('x-y-z');
});
