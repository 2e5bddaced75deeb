import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import {
  formTextTooLarge,
  formTooManyParts,
  MESSAGES,
  requestTooDeep,
  IDEMPOTENCY_KEY_HEADER,
} from '@portal/contract';
import { fingerprintOf } from '../../src/http/idempotency';
import { INCOMING_DIR, MAX_TEXT_BYTES } from '../../src/http/multipart';
import { POLICY_IDS } from '../../src/seed/policies/references';
import { createTestApi, type TestApi } from '../../src/test/create-test-api';
import { postEventAs } from '../../src/test/raw-bodies';
import { fileNamed } from '../../src/test/files';
import { newSubmission } from '../../src/test/idempotency-key';

// Requests that cost the server more than any form of ours: multipart text fields past their
// count or their bytes (413, refused before the rest is read), bodies nested thousands of levels
// deep (400), text where JSON is expected (415), bodies that arrive too slowly or connections
// past the cap per address (closed), and validation answered in plain words. Each refusal says
// what was wrong and keeps nothing: no row, no file.

const api = await createTestApi();
const { db } = api.context;
const carDriver = await api.signIn('car.driver');
const DOCUMENTS_URL = `/api/policies/${POLICY_IDS.car}/required-documents`;

const count = async (table: 'events' | 'uploads') =>
  (await db.get<{ count: number }>(`SELECT COUNT(*) AS count FROM ${table}`))?.count;

async function filesOnDisk(target: TestApi = api): Promise<string[]> {
  const { uploadsDir } = target.context;
  const kept = (await readdir(uploadsDir, { withFileTypes: true })).filter((each) => each.isFile());
  const incoming = await readdir(path.join(uploadsDir, INCOMING_DIR));
  return [...kept.map((each) => each.name), ...incoming].sort();
}

function documentForm(extra: Record<string, string> = {}, title = 'Photocard licence') {
  const form = new FormData();
  form.append('type', 'driving_licence');
  form.append('title', title);
  form.append('comment', 'Front and back');
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append('data[0]', fileNamed('licence.pdf'));
  return form;
}

async function postForm(form: FormData) {
  const encoded = new Response(form);
  return api.app.inject({
    method: 'POST',
    url: DOCUMENTS_URL,
    headers: {
      ...newSubmission(),
      authorization: `Bearer ${carDriver}`,
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

function postEvent(payload: string | Buffer, contentType?: string) {
  return postEventAs(api, carDriver, payload, contentType);
}

test('a form with more text fields than ours send is a 413 that names the limits', async () => {
  const before = { uploads: await count('uploads'), files: await filesOnDisk() };
  const extra = Object.fromEntries(Array.from({ length: 48 }, (_, index) => [`note${index}`, 'x']));

  const response = await postForm(documentForm(extra));

  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ message: formTooManyParts(50, 20) });
  expect(formTooManyParts(50, 20)).toBe(
    'The form has too many parts: the most we accept is 50 text fields and 20 files.',
  );
  expect(response.headers.connection).toBe('close');
  expect(await count('uploads')).toBe(before.uploads);
  expect(await filesOnDisk()).toEqual(before.files);

  // 50 text fields in all is still a form.
  const fifty = Object.fromEntries(Array.from({ length: 47 }, (_, index) => [`note${index}`, 'x']));
  expect((await postForm(documentForm(fifty))).statusCode).toBe(200);
});

test('a form whose text passes 128 KB in all is a 413 that says so; 128 KB is taken', async () => {
  const before = { uploads: await count('uploads'), files: await filesOnDisk() };
  const fixed = ['driving_licence', 'Photocard licence', 'Front and back'].join('').length;
  const upTo = (bytes: number) => ({ note: 'x'.repeat(bytes - fixed) });

  const over = await postForm(documentForm(upTo(MAX_TEXT_BYTES + 1)));
  // Several fields, each under the limit, over it together.
  const spread = await postForm(
    documentForm({ a: 'x'.repeat(50_000), b: 'x'.repeat(50_000), c: 'x'.repeat(50_000) }),
  );

  for (const response of [over, spread]) {
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: formTextTooLarge(128) });
  }
  expect(formTextTooLarge(128)).toBe(
    "The form's text is too large: the most we accept is 128 KB in all. Files are sent as uploads, each under 50 MB.",
  );
  expect(await count('uploads')).toBe(before.uploads);
  expect(await filesOnDisk()).toEqual(before.files);

  const exactly = await postForm(documentForm(upTo(MAX_TEXT_BYTES)));
  expect(exactly.statusCode).toBe(200);
});

test('a thousand fields of 1 MB are refused after the first, before the rest is sent', async () => {
  const base = await api.listen();
  const portal = (
    await db.get<{ portal: string }>('SELECT portal FROM policies WHERE id = ?', [POLICY_IDS.car])
  )?.portal;
  const boundary = 'request-limits-boundary';
  const field = (index: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note${index}"\r\n\r\n` +
        `${'x'.repeat(1024 * 1024)}\r\n`,
    );
  const declared = 1000 * field(0).length;
  const before = await count('uploads');
  const socket = connect(Number(new URL(base).port), '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  // Not `once`: the write the server no longer reads fails (EPIPE) before the close.
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    [
      `POST ${DOCUMENTS_URL} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: Bearer ${carDriver}`,
      `X-Portal: ${portal}`,
      `${IDEMPOTENCY_KEY_HEADER}: ${crypto.randomUUID()}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${declared}`,
      '',
      '',
    ].join('\r\n'),
  );

  let sent = 0;
  let ended = false;
  void closed.then(() => {
    ended = true;
  });
  // The client sends as fast as the server reads, and stops once the server has answered.
  for (let index = 0; index < 1000 && !ended && !answer; index += 1) {
    const chunk = field(index);
    sent += chunk.length;
    if (!socket.write(chunk)) {
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
    }
  }
  await closed;

  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toContain(JSON.stringify({ message: formTextTooLarge(128) }));
  // The server read a little past the first field: far from the gigabyte the request announced.
  expect(sent).toBeLessThan(16 * 1024 * 1024);
  expect(await count('uploads')).toBe(before);
});

test('JSON nested 5,000 levels deep is a 400 that says so, where 32 levels is read', async () => {
  const events = await count('events');
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const body = (levels: number) => `{"label":${nested(levels)},"due_date":"2026-12-01"}`;

  const deep = await postEvent(body(5000));
  const justOver = await postEvent(body(32));

  for (const response of [deep, justOver]) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: requestTooDeep(32) });
  }
  expect(requestTooDeep(32)).toBe(
    'The request could not be read: it nests objects and lists more than 32 levels deep.',
  );
  // The object and 31 lists inside it: read, then refused by the rules for a label.
  const deepest = await postEvent(body(31));
  expect(deepest.statusCode).toBe(422);
  expect(await count('events')).toBe(events);
  // Brackets inside text are text.
  const quoted = await postEvent(
    JSON.stringify({ label: '['.repeat(100), due_date: '2026-12-01' }),
  );
  expect(quoted.statusCode).toBe(200);
});

test('a document title that starts with { is kept as the text typed', async () => {
  const title = '{"front": true}';
  const response = await postForm(documentForm({}, title));

  expect(response.statusCode).toBe(200);
  const kept = (
    await db.get<{ title: string }>(
      "SELECT title FROM required_documents WHERE policy_id = ? AND type = 'driving_licence'",
      [POLICY_IDS.car],
    )
  )?.title;
  expect(kept).toBe(title);
});

test('a text body is a 415 that names what the API takes', async () => {
  const events = await count('events');

  const response = await postEvent('{"label":"MOT","due_date":"2026-12-01"}', 'text/plain');

  expect(response.statusCode).toBe(415);
  expect(response.json()).toEqual({ message: MESSAGES.contentTypeUnsupported });
  expect(await count('events')).toBe(events);
});

test('a body that leaves out a field is answered in plain words, not the validator text', async () => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/user/invitation/validate',
    payload: { invite: 'abc' },
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: MESSAGES.valueRequired,
    errors: { invite_id: [MESSAGES.valueRequired] },
  });
  expect(response.body).not.toMatch(/Invalid key|Expected/);
});

test('the fingerprint of a body is the SHA-256 of its keys in order, read piece by piece', async () => {
  const { createHash } = await import('node:crypto');
  const body = { title: 'Licence', data: [new File(['abc'], 'a.pdf')], empty: undefined, n: 2 };
  const fileDigest = createHash('sha256').update('abc').digest('hex');
  const text = `{"data":[{"file":"a.pdf","type":"","sha256":"${fileDigest}"}],"empty":null,"n":2,"title":"Licence"}`;

  expect(await fingerprintOf(body)).toBe(createHash('sha256').update(text).digest('hex'));
});

/** A raw connection to the API, recording what it is told and when it is closed. */
async function rawConnection(base: string) {
  const socket: Socket = connect(Number(new URL(base).port), '127.0.0.1');
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const opened = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  const closed = once(socket, 'close').then(() => Date.now() - opened);
  return { socket, closed, answer: () => answer };
}

function trickle(socket: Socket, every: number) {
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(' ');
  }, every);
  socket.once('close', () => clearInterval(timer));
}

test('connections that send too slowly, or not at all, are closed within their limits', async () => {
  const slow = await createTestApi({
    requestLimits: {
      headersTimeout: 1_000,
      requestTimeout: 5_000,
      idleTimeout: 1_500,
      bodyWindow: 500,
      minBodyBytes: 1024,
    },
  });
  const token = await slow.signIn('car.driver');
  const base = await slow.listen();
  const events = async () =>
    (await slow.context.db.get<{ count: number }>('SELECT COUNT(*) AS count FROM events'))?.count;
  const before = (await events()) ?? 0;
  const head = (length: number) =>
    [
      'POST /api/events HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${token}`,
      'X-Portal: northway',
      `${IDEMPOTENCY_KEY_HEADER}: ${crypto.randomUUID()}`,
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      '',
      '',
    ].join('\r\n');

  // The probe's client: a byte of body every so often.
  const body = await rawConnection(base);
  body.socket.write(head(1000));
  trickle(body.socket, 100);
  // Headers a byte at a time, and a connection that never says anything.
  const headers = await rawConnection(base);
  headers.socket.write('POST /api/events HTTP/1.1\r\n');
  trickle(headers.socket, 100);
  const silent = await rawConnection(base);

  // One window of 500 ms, and the next check: well before the request's own 5 s.
  expect(await body.closed).toBeLessThan(1_500);
  expect(body.answer()).toMatch(/^HTTP\/1\.1 408 /);
  expect(body.answer()).toContain(JSON.stringify({ message: MESSAGES.requestTimedOut }));
  expect(await headers.closed).toBeLessThan(2_500);
  expect(await silent.closed).toBeLessThan(2_500);
  expect(await events()).toBe(before);

  // A slow phone that keeps sending is not cut off: 2.5 KB a window, for more than one.
  const payload = JSON.stringify({ label: `MOT ${'x'.repeat(200)}`, due_date: '2026-12-01' });
  const steady = await rawConnection(base);
  steady.socket.write(head(Buffer.byteLength(payload) + 4000));
  steady.socket.write(payload.slice(0, -1));
  for (let sent = 0; sent < 4000; sent += 500) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    steady.socket.write(' '.repeat(500));
  }
  // The last byte, and the connection closed only once answered: Node's server ends a connection
  // whose client half-closes it at once, with no answer if the handler is still at the database.
  steady.socket.write(payload.slice(-1));
  await vi.waitFor(() => expect(steady.answer()).toMatch(/^HTTP\/1\.1 200 /), { timeout: 5_000 });
  steady.socket.end();
  await steady.closed;
  expect(steady.answer()).toMatch(/^HTTP\/1\.1 200 /);
  expect(await events()).toBe(before + 1);
});

test('one address may hold only so many connections; the next is closed at once', async () => {
  const capped = await createTestApi({ requestLimits: { connectionsPerAddress: 3 } });
  const base = await capped.listen();
  const open = await Promise.all([1, 2, 3].map(() => rawConnection(base)));

  const fourth = await rawConnection(base);

  expect(await fourth.closed).toBeLessThan(1_000);
  for (const each of open) expect(each.socket.destroyed).toBe(false);
  // One closes, and the address may connect again.
  open[0]?.socket.destroy();
  await open[0]?.closed;
  await vi.waitFor(async () => {
    const again = await rawConnection(base);
    again.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await again.closed;
    expect(again.answer()).toMatch(/^HTTP\/1\.1 200 /);
  });
  for (const each of open) each.socket.destroy();
});
