import * as v from 'valibot';
import { expect, test, vi } from 'vitest';
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
