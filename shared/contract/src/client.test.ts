import * as v from 'valibot';
import { afterEach, expect, test, vi } from 'vitest';
import { createClient, toFormData } from './client';
import { endpoint, MessageSchema } from './endpoint';
import { ApiError } from './errors';
import { MESSAGES } from './messages';

const getThing = endpoint({
  method: 'GET',
  path: '/things/:id',
  auth: 'token',
  query: v.object({ limit: v.optional(v.number()) }),
  response: v.object({ id: v.string(), name: v.string() }),
});
const saveThing = endpoint({
  method: 'PUT',
  path: '/things/:id',
  auth: 'token',
  body: v.object({ name: v.string() }),
  response: MessageSchema,
});
const contact = endpoint({
  method: 'POST',
  path: '/contact',
  auth: 'none',
  body: v.object({ subject: v.string() }),
  response: MessageSchema,
});
const upload = endpoint({
  method: 'POST',
  path: '/uploads',
  auth: 'token',
  multipart: true,
  body: v.object({ type: v.string(), documents: v.array(v.blob()) }),
  response: MessageSchema,
});

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function clientWith(answer: (request: Request) => Response | Promise<Response>, token = 't1') {
  const requests: Request[] = [];
  const onToken = vi.fn();
  const client = createClient({
    baseUrl: '/api',
    portal: 'northway',
    getToken: () => token,
    onToken,
    fetch: async (url, init) => {
      const request = new Request(new URL(String(url), 'http://portal.test'), init);
      requests.push(request.clone());
      return answer(request);
    },
  });
  return { client, requests, onToken };
}

test('a call sends the portal id, the bearer token, the path parameters and the query', async () => {
  const { client, requests } = clientWith(() =>
    json(200, { data: { id: '7', name: 'Car' }, meta: {} }),
  );

  const thing = await client.call(getThing, { params: { id: 7 }, query: { limit: 5 } });

  expect(thing).toEqual({ id: '7', name: 'Car' });
  const [request] = requests;
  expect(request?.method).toBe('GET');
  expect(request?.url).toBe('http://portal.test/api/things/7?limit=5');
  expect(request?.headers.get('x-portal')).toBe('northway');
  expect(request?.headers.get('authorization')).toBe('Bearer t1');
});

test('a JSON body goes out as JSON', async () => {
  const { client, requests } = clientWith(() => json(200, { data: 'Saved', meta: {} }));

  await expect(client.call(saveThing, { params: { id: 1 }, body: { name: 'Van' } })).resolves.toBe(
    'Saved',
  );
  expect(requests[0]?.headers.get('content-type')).toBe('application/json');
  await expect(requests[0]?.json()).resolves.toEqual({ name: 'Van' });
});

test('an unauthenticated call sends no token even when there is one', async () => {
  const { client, requests } = clientWith(() => json(200, { data: 'Thanks', meta: {} }));

  await client.call(contact, { body: { subject: 'Hi' } });

  expect(requests[0]?.headers.get('authorization')).toBeNull();
});

test('files go out as multipart with indexed names', async () => {
  const { client, requests } = clientWith(() =>
    json(200, { data: 'Uploaded', meta: { success: true } }),
  );
  const file = new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' });

  await client.call(upload, { body: { type: 'driver_licence', documents: [file, file] } });

  const form = await requests[0]?.formData();
  expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  expect(form?.get('type')).toBe('driver_licence');
  expect((form?.get('documents[0]') as File).name).toBe('licence.pdf');
  expect(form?.has('documents[1]')).toBe(true);
});

test('toFormData sends nested objects as JSON text', () => {
  const form = toFormData({ payload: { condition: { interior: 'good' } }, step: 'condition' });

  expect(form.get('payload')).toBe('{"condition":{"interior":"good"}}');
  expect(form.get('step')).toBe('condition');
});

test('a response without data and meta is an unrecognised response', async () => {
  for (const answer of [
    () => json(200, { id: '7' }),
    () => new Response('<html>', { status: 200 }),
    () => json(200, { data: { id: 7 }, meta: {} }),
  ]) {
    const { client } = clientWith(answer);

    await expect(client.call(getThing, { params: { id: 7 } })).rejects.toThrow(
      MESSAGES.unrecognisedResponse,
    );
  }
});

test('a rotated token in meta is handed to the session', async () => {
  const { client, onToken } = clientWith(() =>
    json(200, { data: { id: '7', name: 'Car' }, meta: { token: 't2' } }),
  );

  await client.call(getThing, { params: { id: 7 } });

  expect(onToken).toHaveBeenCalledWith('t2');
});

test('a signed-in call without a token fails as unauthenticated without reaching the server', async () => {
  const { client, requests } = clientWith(() => json(200, { data: null, meta: {} }), '');

  const error = await client.call(getThing, { params: { id: 1 } }).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 401 });
  expect(requests).toHaveLength(0);
});

test('a cancelled call rejects with the cancel message', async () => {
  const controller = new AbortController();
  const { client } = clientWith(
    (request) =>
      new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
      }),
  );

  const pending = client.call(getThing, { params: { id: 1 } }, { signal: controller.signal });
  controller.abort();

  await expect(pending).rejects.toThrow(MESSAGES.cancelled);
  await expect(pending).rejects.toMatchObject({ cancelled: true });
});

test('server errors in all four shapes come out as a message and fields by dotted key', async () => {
  const cases: [unknown, string, Record<string, string[]>][] = [
    ['Policy locked', 'Policy locked', {}],
    [
      { message: 'This policy cannot be changed online.' },
      'This policy cannot be changed online.',
      {},
    ],
    [
      { 'meta.first_name': ["Please provide the driver's first name"] },
      "Please provide the driver's first name",
      { 'meta.first_name': ["Please provide the driver's first name"] },
    ],
    [
      [
        { field: 'vehicle.make', errors: ['Please provide the vehicle make'] },
        { field: 'vehicle.model', errors: ['Please provide the vehicle model'] },
      ],
      'Sorry there are 2 problems below, please check them and try again.',
      {
        'vehicle.make': ['Please provide the vehicle make'],
        'vehicle.model': ['Please provide the vehicle model'],
      },
    ],
  ];
  for (const [body, message, fields] of cases) {
    const { client } = clientWith(() => json(422, body));

    const error = await client.call(getThing, { params: { id: 1 } }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 422, message, fields });
  }
});

test('a 503 carries its Retry-After seconds', async () => {
  const { client } = clientWith(() => json(503, { message: 'Down' }, { 'retry-after': '120' }));

  await expect(client.call(getThing, { params: { id: 1 } })).rejects.toMatchObject({
    status: 503,
    retryAfter: 120,
  });
});

test('a network failure shows the default server error', async () => {
  const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));

  await expect(client.call(getThing, { params: { id: 1 } })).rejects.toThrow(MESSAGES.serverError);
});

test('handleError can send the call again, after a fresh sign-in for example', async () => {
  let token = 'old';
  let calls = 0;
  const client = createClient({
    baseUrl: '/api',
    portal: 'northway',
    getToken: () => token,
    fetch: async (_url, init) => {
      calls += 1;
      const auth = new Headers(init?.headers).get('authorization');
      return auth === 'Bearer new'
        ? json(200, { data: { id: '1', name: 'Car' }, meta: {} })
        : json(401, { message: 'Please sign in to continue.' });
    },
    handleError: async (error, retry) => {
      if (error.status !== 401) throw error;
      token = 'new';
      return retry();
    },
  });

  await expect(client.call(getThing, { params: { id: 1 } })).resolves.toEqual({
    id: '1',
    name: 'Car',
  });
  expect(calls).toBe(2);
});

test('a create carries an Idempotency-Key, the same when handleError sends it again', async () => {
  const createThing = endpoint({
    method: 'POST',
    path: '/things',
    auth: 'token',
    idempotent: true,
    body: v.object({ name: v.string() }),
    response: MessageSchema,
  });
  const keys: (string | null)[] = [];
  const client = createClient({
    baseUrl: '/api',
    portal: 'northway',
    getToken: () => 't1',
    fetch: async (_url, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      return keys.length === 1
        ? json(401, { message: 'Please sign in to continue.' })
        : json(200, { data: 'Saved', meta: {} });
    },
    handleError: async (_error, retry) => retry(),
  });

  await client.call(createThing, { body: { name: 'Car' } });
  await client.call(createThing, { body: { name: 'Car' } }, { idempotencyKey: 'chosen' });
  await client.call(saveThing, { params: { id: 1 }, body: { name: 'Car' } });

  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  // Another call is another submission unless the caller names its key; a PUT has none.
  expect(keys).toEqual([keys[0], keys[0], 'chosen', null]);
});

// Upload progress (policy-changes.md §5 'File uploads'): in a browser an upload that asks for its
// progress goes by XMLHttpRequest, stood in for here by a fake that the test answers by hand.

class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders = '';
  readonly upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = Object.entries({ 'content-type': 'application/json', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    this.onload?.();
    this.onloadend?.();
  }
  fail() {
    this.onerror?.();
    this.onloadend?.();
  }
}

const uploadOnce = endpoint({
  method: 'POST',
  path: '/policies/:id/uploads',
  auth: 'token',
  idempotent: true,
  multipart: true,
  body: v.object({ type: v.string(), data: v.array(v.blob()) }),
  response: MessageSchema,
});

afterEach(() => {
  FakeXhr.sent = [];
  vi.unstubAllGlobals();
});

/** A client on the page's own network: a browser's XMLHttpRequest, and a fetch that must not run. */
function browserClient(options: Partial<Parameters<typeof createClient>[0]> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new Error('fetch was used')));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetch);
  const onToken = vi.fn();
  const client = createClient({
    baseUrl: '/api',
    portal: 'northway',
    getToken: () => 't1',
    onToken,
    ...options,
  });
  return { client, fetch, onToken };
}

/** The request the fake XMLHttpRequest holds, once the client has sent it. */
async function sentXhr(at = 0): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.sent[at]).toBeDefined());
  return FakeXhr.sent[at] as FakeXhr;
}

const licence = () => new File(['%PDF-1.7'], 'Licence.PDF', { type: 'application/pdf' });

test('an upload with progress goes by XMLHttpRequest with every header fetch sends, reporting each step', async () => {
  const { client, fetch } = browserClient();
  const progress = vi.fn();

  const pending = client.call(
    uploadOnce,
    { params: { id: 101 }, body: { type: 'driving_licence', data: [licence(), licence()] } },
    { onUploadProgress: progress, idempotencyKey: 'submission-1' },
  );
  const xhr = await sentXhr();
  xhr.progress(0, 400);
  xhr.progress(150, 400);
  xhr.progress(400, 400);
  xhr.respond(200, { data: 'Thank you. We have received your documents.', meta: {} });

  await expect(pending).resolves.toBe('Thank you. We have received your documents.');
  expect(progress.mock.calls).toEqual([
    [0, 400],
    [150, 400],
    [400, 400],
  ]);
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('/api/policies/101/uploads');
  expect(xhr.headers).toEqual({
    'x-portal': 'northway',
    accept: 'application/json',
    authorization: 'Bearer t1',
    'idempotency-key': 'submission-1',
  });
  const form = xhr.body as FormData;
  expect(form.get('type')).toBe('driving_licence');
  expect((form.get('data[1]') as File).name).toBe('Licence.PDF');
  expect(fetch).not.toHaveBeenCalled();
});

test('an upload whose length the browser never knew still reports 100 % once answered', async () => {
  const { client } = browserClient();
  const progress = vi.fn();

  const pending = client.call(
    uploadOnce,
    { params: { id: 101 }, body: { type: 'driving_licence', data: [licence()] } },
    { onUploadProgress: progress },
  );
  const xhr = await sentXhr();
  xhr.progress(100, 0, false);
  xhr.respond(200, { data: 'Received', meta: {} });
  await pending;

  // 'driving_licence' (15 bytes) and the file (8 bytes).
  expect(progress.mock.calls).toEqual([[23, 23]]);
});

test('by XMLHttpRequest the answers are read as by fetch: 422 fields, Retry-After, no envelope', async () => {
  const { client } = browserClient();
  const send = () =>
    client.call(
      uploadOnce,
      { params: { id: 101 }, body: { type: 'passport', data: [licence()] } },
      { onUploadProgress: () => {} },
    );

  const refused = send();
  (await sentXhr(0)).respond(422, {
    message: 'We have not asked for this type of document on this policy.',
    errors: { type: ['We have not asked for this type of document on this policy.'] },
  });
  await expect(refused).rejects.toMatchObject({
    status: 422,
    message: 'We have not asked for this type of document on this policy.',
    fields: { type: ['We have not asked for this type of document on this policy.'] },
  });

  const down = send();
  (await sentXhr(1)).respond(503, { message: 'Down' }, { 'Retry-After': '120' });
  await expect(down).rejects.toMatchObject({ status: 503, retryAfter: 120 });

  const html = send();
  (await sentXhr(2)).respond(200, '<html>');
  await expect(html).rejects.toThrow(MESSAGES.unrecognisedResponse);
});

test('by XMLHttpRequest a rotated token is handed on, and a failed network is the default error', async () => {
  const { client, onToken } = browserClient();
  const send = () =>
    client.call(
      uploadOnce,
      { params: { id: 101 }, body: { type: 'driving_licence', data: [licence()] } },
      { onUploadProgress: () => {} },
    );

  const rotated = send();
  (await sentXhr(0)).respond(200, { data: 'Received', meta: { token: 't2', success: true } });
  await rotated;
  expect(onToken).toHaveBeenCalledWith('t2');

  const offline = send();
  (await sentXhr(1)).fail();
  const error = await offline.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 0, message: MESSAGES.serverError, cancelled: false });
});

test('cancelling an upload aborts the XMLHttpRequest and rejects with the cancel message', async () => {
  const { client } = browserClient();
  const controller = new AbortController();

  const pending = client.call(
    uploadOnce,
    { params: { id: 101 }, body: { type: 'driving_licence', data: [licence()] } },
    { onUploadProgress: () => {}, signal: controller.signal },
  );
  const xhr = await sentXhr();
  controller.abort();

  await expect(pending).rejects.toMatchObject({ message: MESSAGES.cancelled, cancelled: true });
  expect(xhr.aborted).toBe(true);

  // Already cancelled: nothing is sent at all.
  const late = client.call(
    uploadOnce,
    { params: { id: 101 }, body: { type: 'driving_licence', data: [licence()] } },
    { onUploadProgress: () => {}, signal: controller.signal },
  );
  await expect(late).rejects.toMatchObject({ cancelled: true });
  expect(FakeXhr.sent).toHaveLength(1);
});

test('handleError sends the upload again by XMLHttpRequest with the same key, its progress from 0', async () => {
  let token = 'old';
  const { client } = browserClient({
    getToken: () => token,
    handleError: async (error, retry) => {
      if (error.status !== 401) throw error;
      token = 'new';
      return retry();
    },
  });
  const progress = vi.fn();

  const pending = client.call(
    uploadOnce,
    { params: { id: 101 }, body: { type: 'driving_licence', data: [licence()] } },
    { onUploadProgress: progress },
  );
  const first = await sentXhr(0);
  first.progress(23, 23);
  first.respond(401, { message: 'Please sign in to continue.' });
  const second = await sentXhr(1);
  second.progress(0, 23);
  second.progress(23, 23);
  second.respond(200, { data: 'Received', meta: {} });

  await expect(pending).resolves.toBe('Received');
  expect(second.headers.authorization).toBe('Bearer new');
  expect(first.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  expect(progress.mock.calls).toEqual([
    [23, 23],
    [0, 23],
    [23, 23],
  ]);
});

test('a call without onUploadProgress, or without files, goes by fetch even in a browser', async () => {
  const { client, fetch } = browserClient();
  fetch.mockImplementation(() => Promise.resolve(json(200, { data: 'Saved', meta: {} })));
  const progress = vi.fn();

  await client.call(uploadOnce, {
    params: { id: 101 },
    body: { type: 'driving_licence', data: [licence()] },
  });
  await client.call(
    saveThing,
    { params: { id: 1 }, body: { name: 'Van' } },
    { onUploadProgress: progress },
  );

  expect(FakeXhr.sent).toEqual([]);
  expect(fetch).toHaveBeenCalledTimes(2);
  // '{"name":"Van"}': 14 bytes, reported once it has gone.
  expect(progress.mock.calls).toEqual([[14, 14]]);
});

test("with an injected fetch (a test's network) an upload with progress reaches it and reports once, complete", async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const { client, requests } = clientWith(() => json(200, { data: 'Uploaded', meta: {} }));
  const progress = vi.fn();
  const file = new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' });

  await client.call(
    upload,
    { body: { type: 'driver_licence', documents: [file, file] } },
    { onUploadProgress: progress },
  );

  expect(FakeXhr.sent).toEqual([]);
  expect(requests).toHaveLength(1);
  // 'driver_licence' (14 bytes) and two files of 4.
  expect(progress.mock.calls).toEqual([[22, 22]]);
});
