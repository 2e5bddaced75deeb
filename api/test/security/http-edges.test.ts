import { expect, test } from 'vitest';
import { MESSAGES, requestTooLarge } from '@portal/contract';
import { createTestApi } from '../../src/test/create-test-api';
import { postEventAs } from '../../src/test/raw-bodies';

// The edges of HTTP itself, replayed as the probe sent them: bodies the API cannot read (400, 413,
// 415) are told what was wrong; every call names a known brand in X-Portal (400 otherwise, the
// same matching everywhere); bytes that are not UTF-8 are refused rather than stored as U+FFFD;
// reminder dates stay within the calendar's window; and the headers that keep answers out of
// caches, powerful browser features off, and the support cookie off plain HTTP.

const api = await createTestApi();
const { db } = api.context;
const carDriver = await api.signIn('car.driver');

const count = async (table: 'events' | 'tokens') =>
  (await db.get<{ count: number }>(`SELECT COUNT(*) AS count FROM ${table}`))?.count;

function postEvent(payload: string | Buffer, contentType?: string) {
  return postEventAs(api, carDriver, payload, contentType);
}

test('a body that is not JSON, or is empty, is a 400 that says it could not be read', async () => {
  const events = await count('events');
  for (const payload of ['{"label": "MOT", "due_date": ', '', 'label=MOT']) {
    const response = await postEvent(payload);

    expect(response.statusCode, payload).toBe(400);
    expect(response.json(), payload).toEqual({ message: MESSAGES.requestUnreadable });
  }
  expect(await count('events')).toBe(events);
});

test('a body of a type the API does not take is a 415 that names what it takes', async () => {
  const events = await count('events');
  const form = new Response(new URLSearchParams({ label: 'MOT' }));
  const multipart = new FormData();
  multipart.append('label', 'MOT');
  const encoded = new Response(multipart);
  const bodies = [
    { type: 'application/xml', payload: '<event><label>MOT</label></event>' },
    { type: 'text/plain', payload: '{"label": "MOT", "due_date": "2026-12-01"}' },
    { type: 'application/x-www-form-urlencoded', payload: await form.text() },
    // Multipart is for the calls that send files (portal.md §7), not this one.
    {
      type: encoded.headers.get('content-type') ?? '',
      payload: Buffer.from(await encoded.arrayBuffer()),
    },
  ];

  for (const { type, payload } of bodies) {
    const response = await postEvent(payload, type);

    expect(response.statusCode, type).toBe(415);
    expect(response.json(), type).toEqual({ message: MESSAGES.contentTypeUnsupported });
  }
  expect(await count('events')).toBe(events);
});

test('a body over the limit is a 413 that says the limit, and the size rule for files', async () => {
  const events = await count('events');
  const label = 'x'.repeat(1024 * 1024);
  const response = await postEvent(JSON.stringify({ label, due_date: '2026-12-01' }));

  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ message: requestTooLarge(1) });
  expect(requestTooLarge(1)).toBe(
    'The request is too large: the most we accept is 1 MB. Files are sent as uploads, each under 50 MB.',
  );
  expect(await count('events')).toBe(events);
});

test('bytes that are not UTF-8 are a 400, not a label of replacement characters', async () => {
  const events = await count('events');
  const prefix = Buffer.from('{"label":"MOT ');
  const suffix = Buffer.from('","due_date":"2026-12-01"}');
  for (const bad of [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80]]) {
    const response = await postEvent(Buffer.concat([prefix, Buffer.from(bad), suffix]));

    expect(response.statusCode, String(bad)).toBe(400);
    expect(response.json(), String(bad)).toEqual({ message: MESSAGES.requestUnreadable });
  }
  expect(await count('events')).toBe(events);

  // Real UTF-8 beyond ASCII is taken as written.
  const accented = await postEvent(JSON.stringify({ label: 'Café MOT ✓', due_date: '2026-12-01' }));
  expect(accented.statusCode).toBe(200);
  expect(accented.json().data.label).toBe('Café MOT ✓');
});

test('a call without X-Portal, or naming a brand we do not have, is a 400 that says so', async () => {
  const tokens = await count('tokens');
  const calls = [
    { method: 'GET' as const, url: '/api/meta/contact' },
    { method: 'GET' as const, url: '/api/features/northway.json' },
    { method: 'GET' as const, url: '/api/policies', token: carDriver },
    {
      method: 'POST' as const,
      url: '/api/user/token',
      payload: { username: 'car.driver', password: 'Portal-Demo-2026!' },
    },
  ];
  const refusals = [
    { portal: undefined, message: MESSAGES.portalRequired },
    { portal: '', message: MESSAGES.portalRequired },
    { portal: 'acme', message: MESSAGES.portalUnknown },
    { portal: 'northway, ridgeline', message: MESSAGES.portalUnknown },
  ];

  for (const { token, ...call } of calls) {
    for (const { portal, message } of refusals) {
      const response = await api.app.inject({
        ...call,
        headers: {
          'x-portal': portal,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });

      expect(response.statusCode, `${call.url} ${portal}`).toBe(400);
      expect(response.json(), `${call.url} ${portal}`).toEqual({ message });
    }
  }
  // No sign-in went through.
  expect(await count('tokens')).toBe(tokens);
});

test('the portal id is matched the same way everywhere: spaces and case aside', async () => {
  const contact = (portal: string) =>
    api.app.inject({ method: 'GET', url: '/api/meta/contact', headers: { 'x-portal': portal } });
  const features = (portal: string) =>
    api.app.inject({
      method: 'GET',
      url: '/api/features/ridgeline.json',
      headers: { 'x-portal': portal },
    });

  for (const portal of ['ridgeline', ' RidgeLine ', 'RIDGELINE']) {
    expect((await contact(portal)).json().data.label, portal).toBe('Ridgeline Bike Insurance');
    expect((await features(portal)).statusCode, portal).toBe(200);
  }
});

test('the health check and the breach range stand outside the brands, as before', async () => {
  const health = await api.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-portal': undefined },
  });
  const range = await api.app.inject({
    method: 'GET',
    url: '/api/security/breached-passwords/range/5BAA6',
    headers: { 'x-portal': undefined },
  });

  expect(health.statusCode).toBe(200);
  expect(range.statusCode).toBe(200);
});

test('a reminder due on 9999-12-31 is refused: dates stay within the calendar, reminding first', async () => {
  const events = await count('events');
  const attempts = [
    {
      body: { label: 'Far away', due_date: '9999-12-31' },
      errors: { due_date: [MESSAGES.reminderDateOutOfRange] },
    },
    {
      body: { label: 'Too late', due_date: '2028-01-01', remind_date: '2027-12-31' },
      errors: { due_date: [MESSAGES.reminderDateOutOfRange] },
    },
    {
      body: { label: 'Last year', due_date: '2025-12-31' },
      errors: { due_date: [MESSAGES.reminderDateOutOfRange] },
    },
    {
      body: { label: 'Backwards', due_date: '2026-12-01', remind_date: '2026-12-02' },
      errors: { remind_date: [MESSAGES.remindAfterDue] },
    },
  ];

  for (const { body, errors } of attempts) {
    const response = await postEvent(JSON.stringify(body));

    expect(response.statusCode, body.label).toBe(422);
    expect(response.json().errors, body.label).toEqual(errors);
  }
  expect(await count('events')).toBe(events);

  // The window's last day (the test clock's today is 2026-11-22), and an update past it.
  const last = await postEvent(
    JSON.stringify({ label: 'Edge', due_date: '2027-12-31', remind_date: '2027-12-31' }),
  );
  expect(last.statusCode).toBe(200);
  const moved = await api.app.inject({
    method: 'PUT',
    url: `/api/events/${last.json<{ data: { id: number } }>().data.id}`,
    headers: { authorization: `Bearer ${carDriver}` },
    payload: { label: 'Edge', due_date: '9999-12-31' },
  });
  expect(moved.statusCode).toBe(422);
  expect(moved.json().errors).toEqual({ due_date: [MESSAGES.reminderDateOutOfRange] });
});

test('every API answer keeps powerful browser features off but screen capture', async () => {
  for (const url of ['/api/meta/contact', '/api/policies', '/api/no-such-thing']) {
    const response = await api.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${carDriver}` },
    });
    const policy = String(response.headers['permissions-policy']);

    for (const feature of ['microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy, url).toContain(feature);
    }
    // The support screenshot asks for the screen (getDisplayMedia) on the portal's own pages.
    expect(policy, url).toContain('display-capture=(self)');
  }
  const supportPage = await api.app.inject({ method: 'GET', url: '/support' });
  expect(supportPage.headers['permissions-policy']).toContain('display-capture=(self)');
});

test('signed-in answers, and the sign-in that makes a token, are never stored', async () => {
  const signedIn = { authorization: `Bearer ${carDriver}` };
  const answers = {
    policies: await api.app.inject({ method: 'GET', url: '/api/policies', headers: signedIn }),
    details: await api.app.inject({ method: 'GET', url: '/api/user/details', headers: signedIn }),
    signIn: await api.app.inject({
      method: 'POST',
      url: '/api/user/token',
      payload: { username: 'bike.rider', password: 'Portal-Demo-2026!' },
    }),
    lapsed: await api.app.inject({
      method: 'GET',
      url: '/api/policies',
      headers: { authorization: 'Bearer revoked' },
    }),
  };

  expect(answers.signIn.json().meta.token).toEqual(expect.any(String));
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.headers['cache-control'], name).toBe('no-store');
  }
  // The features file keeps its own: asked again at every poll, not kept out of the cache.
  const features = await api.app.inject({ method: 'GET', url: '/api/features/northway.json' });
  expect(features.headers['cache-control']).toBe('no-cache');
});

test('the support console cookie is Secure when the console was reached over HTTPS', async () => {
  const behindProxy = await createTestApi({ trustProxy: true });
  const signIn = (proto: string) =>
    behindProxy.app.inject({
      method: 'POST',
      url: '/support/sign-in',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': proto,
      },
      payload: 'password=Support-Demo-2026!',
    });
  const staffCookies = (response: Awaited<ReturnType<typeof signIn>>) =>
    [response.headers['set-cookie'] ?? []]
      .flat()
      .filter((cookie) => cookie.startsWith('portal_support='));

  const https = await signIn('https');
  const http = await signIn('http');

  expect(https.statusCode).toBe(303);
  expect(staffCookies(https)).not.toEqual([]);
  for (const cookie of staffCookies(https)) expect(cookie).toMatch(/; Secure(;|$)/);
  expect(http.statusCode).toBe(303);
  for (const cookie of staffCookies(http)) expect(cookie).not.toMatch(/Secure/);

  const signOut = await behindProxy.app.inject({
    method: 'POST',
    url: '/support/sign-out',
    headers: { 'x-forwarded-proto': 'https' },
  });
  for (const cookie of staffCookies(signOut)) expect(cookie).toMatch(/; Secure(;|$)/);
});
