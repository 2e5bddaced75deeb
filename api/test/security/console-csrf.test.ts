import { expect, test } from 'vitest';
import { readMaintenance } from '../../src/settings/store';
import { CROSS_ORIGIN_REFUSED, FORM_TOKEN_REFUSED } from '../../src/support-console/routes';
import { createTestApi } from '../../src/test/create-test-api';

// The support console's forms (issue 38, item 8), replayed as the probe sent them: a page on
// another port of the same host, whose requests carry the staff cookie (SameSite=Strict does not
// tell ports apart), turned maintenance on. Every post now comes from the console's own origin
// and carries the staff session's form token; a refusal is a 403 that says why, and nothing
// changes.

const api = await createTestApi();
const { db } = api.context;
const HOST = '127.0.0.1:8080';
const OWN_ORIGIN = `http://${HOST}`;
const OTHER_PORT = 'http://127.0.0.1:8081';

interface Sent {
  readonly cookie?: string;
  readonly origin?: string;
  readonly referer?: string;
}

function post(url: string, form: Record<string, string>, sent: Sent = {}) {
  const headers: Record<string, string> = {
    host: HOST,
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (sent.cookie) headers.cookie = sent.cookie;
  if (sent.origin) headers.origin = sent.origin;
  if (sent.referer) headers.referer = sent.referer;
  return api.app.inject({
    method: 'POST',
    url,
    headers,
    payload: new URLSearchParams(form).toString(),
  });
}

/** A staff member signed in, with the form token their console page holds. */
async function signedIn(): Promise<{ cookie: string; formToken: string }> {
  const { cookie } = await api.staff();
  const page = await api.app.inject({
    method: 'GET',
    url: '/support',
    headers: { host: HOST, cookie },
  });
  const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1];
  expect(formToken, 'the console page carries a form token').toBeDefined();
  return { cookie, formToken: formToken ?? '' };
}

function expectRefused(response: Awaited<ReturnType<typeof post>>, message: string) {
  expect(response.statusCode).toBe(403);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.body).toContain(message.replaceAll("'", '&#39;'));
  expect(response.headers.location).toBeUndefined();
}

test("the console's own form turns maintenance on and off", async () => {
  const { cookie, formToken } = await signedIn();

  const on = await post(
    '/support/maintenance',
    { form_token: formToken, on: 'true', retry_after: '60' },
    { cookie, origin: OWN_ORIGIN },
  );
  expect(on.statusCode).toBe(303);
  expect(on.headers.location).toBe('/support?notice=maintenance-on');
  expect(await readMaintenance(db)).toMatchObject({ on: true, retryAfter: 60 });

  // A browser that names no origin but says which page it came from, the console's.
  const off = await post(
    '/support/maintenance',
    { form_token: formToken, on: 'false' },
    { cookie, referer: `${OWN_ORIGIN}/support?notice=maintenance-on` },
  );
  expect(off.statusCode).toBe(303);
  expect((await readMaintenance(db)).on).toBe(false);
});

test('a page on another port of the same host cannot turn maintenance on', async () => {
  const { cookie, formToken } = await signedIn();

  // Even with the token (which such a page cannot read), another origin is refused.
  for (const sent of [
    { cookie, origin: OTHER_PORT },
    { cookie, referer: `${OTHER_PORT}/attack.html` },
    { cookie, origin: 'https://127.0.0.1:8080' },
    { cookie, origin: 'null' },
  ]) {
    const response = await post(
      '/support/maintenance',
      { form_token: formToken, on: 'true', retry_after: '60' },
      sent,
    );
    expectRefused(response, CROSS_ORIGIN_REFUSED);
  }
  expect((await readMaintenance(db)).on).toBe(false);
});

test('a form without the session’s token is refused, from any origin', async () => {
  const { cookie } = await signedIn();
  const other = await signedIn();

  for (const form_token of [undefined, '', 'guessed-token', other.formToken]) {
    const form = {
      on: 'true',
      retry_after: '60',
      ...(form_token === undefined ? {} : { form_token }),
    };
    expectRefused(await post('/support/maintenance', form, { cookie }), FORM_TOKEN_REFUSED);
    expectRefused(
      await post('/support/maintenance', form, { cookie, origin: OWN_ORIGIN }),
      FORM_TOKEN_REFUSED,
    );
  }
  expect((await readMaintenance(db)).on).toBe(false);
});

test('every console action asks for the token: screenshots, withdrawals, sign-out', async () => {
  const { cookie } = await signedIn();
  const requests = async () =>
    (await db.get<{ count: number }>('SELECT COUNT(*) AS count FROM screenshots'))?.count;
  const before = await requests();

  for (const [url, form] of [
    ['/support/screenshot-requests', { user: '1' }],
    ['/support/screenshot-requests/any-token/withdraw', {}],
    ['/support/sign-out', {}],
  ] as const) {
    expectRefused(await post(url, form, { cookie, origin: OWN_ORIGIN }), FORM_TOKEN_REFUSED);
    expectRefused(await post(url, form, { cookie, origin: OTHER_PORT }), CROSS_ORIGIN_REFUSED);
  }
  expect(await requests()).toBe(before);
  // The refused sign-out left the session as it was.
  const page = await api.app.inject({ method: 'GET', url: '/support', headers: { cookie } });
  expect(page.statusCode).toBe(200);
});

test('the sign-in form is refused from another origin, and no session is made', async () => {
  const response = await post(
    '/support/sign-in',
    { password: 'Support-Demo-2026!' },
    { origin: OTHER_PORT },
  );

  expectRefused(response, CROSS_ORIGIN_REFUSED);
  expect(response.headers['set-cookie']).toBeUndefined();
});

test('console pages tell the browser to name their origin on the forms they send', async () => {
  const { cookie } = await signedIn();
  const page = await api.app.inject({ method: 'GET', url: '/support', headers: { cookie } });

  // 'no-referrer' would make the browser send `Origin: null`, which is refused.
  expect(page.headers['referrer-policy']).toBe('same-origin');
  for (const form of page.body.match(/<form method="post"[\s\S]*?<\/form>/g) ?? []) {
    if (form.includes('/support/sign-in')) continue;
    expect(form).toMatch(/name="form_token" value="[^"]+"/);
  }
});
