import { readdir } from 'node:fs/promises';
import { expect, test, vi } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createTestApi } from '../test/create-test-api';
import { PROBE_MAX_FILES, PROBE_MAX_FILE_SIZE, probeRoutes } from '../test/probe-routes';

const api = await createTestApi({ routes: [probeRoutes] });
const carDriver = await api.signIn('car.driver');

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function multipart(form: FormData) {
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...bearer(carDriver), 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

function file(bytes: number, name = 'evidence.pdf') {
  return new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });
}

test('a valid call is answered as { data, meta } with the path parameters, body and query', async () => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/probe/body/42?limit=10',
    payload: { name: 'Sarah', address: { postcode: 'LS6 3AB' } },
  });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: { id: '42', name: 'Sarah', limit: '10' }, meta: {} });
});

test('a body that fails its schema is a 422 with the summary and errors by dotted key', async () => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/probe/body/1',
    payload: { name: '', address: { postcode: 'LS6' } },
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: 'Sorry there are 2 problems below, please check them and try again.',
    errors: {
      name: ['Please enter a name.'],
      'address.postcode': ['The postcode must be between 6 and 8 characters.'],
    },
  });
});

test('one field error is its own summary, and query errors count with body errors', async () => {
  const single = await api.app.inject({
    method: 'POST',
    url: '/api/probe/body/1',
    payload: { name: 'Sarah', address: { postcode: 'LS6' } },
  });
  expect(single.json()).toEqual({
    message: 'The postcode must be between 6 and 8 characters.',
    errors: { 'address.postcode': ['The postcode must be between 6 and 8 characters.'] },
  });

  const withQuery = await api.app.inject({
    method: 'POST',
    url: '/api/probe/body/1?limit=ten',
    payload: { name: 'Sarah', address: { postcode: 'LS6 3AB' } },
  });
  expect(withQuery.statusCode).toBe(422);
  expect(withQuery.json()).toEqual({
    message: 'The limit is a number.',
    errors: { limit: ['The limit is a number.'] },
  });
});

test('a missing body is validated as an empty one', async () => {
  const response = await api.app.inject({ method: 'POST', url: '/api/probe/body/1' });

  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['name', 'address']);
});

test('an answer outside the response schema fails loudly while responses are checked', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

  const response = await api.app.inject({ method: 'GET', url: '/api/probe/drift' });

  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: MESSAGES.serverError });
  expect(logged).toHaveBeenCalledWith(
    'GET /probe/drift answered outside its response schema:\ncount: Invalid value: Expected >=0 but received -1',
  );
});

test('an HttpError thrown by a handler is answered with its status and message', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/probe/forbidden' });

  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    message: 'This policy cannot be changed online. Please phone us.',
  });
});

test('a token route without a token, or with an unknown one, is a 401', async () => {
  for (const headers of [{}, bearer('not-a-token'), { authorization: 'Basic abc' }]) {
    const response = await api.app.inject({ method: 'GET', url: '/api/probe/me', headers });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  }
});

test('a token route knows its caller and hands back the token in meta', async () => {
  const response = await api.app.inject({
    method: 'GET',
    url: '/api/probe/me',
    headers: bearer(carDriver),
  });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    data: { id: expect.any(Number), username: 'car.driver' },
    meta: { token: carDriver },
  });
});

test('an optional route serves guests and signed-in users, but not a lapsed token', async () => {
  const guest = await api.app.inject({ method: 'GET', url: '/api/probe/optional' });
  const member = await api.app.inject({
    method: 'GET',
    url: '/api/probe/optional',
    headers: bearer(carDriver),
  });
  const lapsed = await api.app.inject({
    method: 'GET',
    url: '/api/probe/optional',
    headers: bearer('expired-or-unknown'),
  });

  expect(guest.json()).toEqual({ data: { signedIn: false }, meta: {} });
  expect(member.json()).toEqual({ data: { signedIn: true }, meta: { token: carDriver } });
  expect(lapsed.statusCode).toBe(401);
});

test('a user with agreements outstanding gets 499 except where the route allows it', async () => {
  const token = await api.signIn('agreements.pending');

  const blocked = await api.app.inject({
    method: 'GET',
    url: '/api/probe/me',
    headers: bearer(token),
  });
  const allowed = await api.app.inject({
    method: 'GET',
    url: '/api/probe/agreements-allowed',
    headers: bearer(token),
  });
  const signOut = await api.app.inject({
    method: 'DELETE',
    url: '/api/user/token',
    headers: bearer(token),
  });

  expect(blocked.statusCode).toBe(499);
  expect(blocked.json()).toEqual({ message: MESSAGES.agreementsRequired });
  expect(allowed.statusCode).toBe(200);
  expect(signOut.statusCode).toBe(200);
});

test('a multipart body arrives as fields, arrays of files and a parsed payload', async () => {
  const form = new FormData();
  form.append('comment', 'My documents');
  form.append('documents[0]', file(10, 'licence.pdf'));
  form.append('documents[1]', file(PROBE_MAX_FILE_SIZE, 'v5c.pdf'));
  form.append('payload', JSON.stringify({ step: 'evidence', done: true }));

  const response = await api.app.inject({
    method: 'POST',
    url: '/api/probe/upload',
    ...(await multipart(form)),
  });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    comment: 'My documents',
    documents: [
      { name: 'licence.pdf', size: 10, text: 'x'.repeat(10) },
      { name: 'v5c.pdf', size: PROBE_MAX_FILE_SIZE, text: 'x'.repeat(PROBE_MAX_FILE_SIZE) },
    ],
    step: 'evidence',
    fields: ['documents.0', 'documents.1'],
  });
});

test('a file one byte over the limit is a 422 under its field, and nothing is kept', async () => {
  const before = await readdir(api.context.uploadsDir);
  const form = new FormData();
  form.append('comment', 'Too big');
  form.append('documents[0]', file(5));
  form.append('documents[1]', file(PROBE_MAX_FILE_SIZE + 1));

  const response = await api.app.inject({
    method: 'POST',
    url: '/api/probe/upload',
    ...(await multipart(form)),
  });

  expect(response.statusCode).toBe(422);
  const megabytes = Math.round((PROBE_MAX_FILE_SIZE / 1024 / 1024) * 100) / 100;
  const message = `The maximum file size is ${megabytes}MB. Please reduce the size of the file(s) you're trying to upload.`;
  expect(response.json()).toEqual({ message, errors: { 'documents.1': [message] } });
  expect(await readdir(api.context.uploadsDir)).toEqual(before);
});

test('one file more than the route allows is a 422 on the field', async () => {
  const before = await readdir(api.context.uploadsDir);
  const form = new FormData();
  form.append('comment', 'Too many');
  for (let index = 0; index <= PROBE_MAX_FILES; index += 1) {
    form.append(`documents[${index}]`, file(3));
  }

  const response = await api.app.inject({
    method: 'POST',
    url: '/api/probe/upload',
    ...(await multipart(form)),
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: 'Please upload no more than 2 files.',
    errors: { documents: ['Please upload no more than 2 files.'] },
  });
  expect(await readdir(api.context.uploadsDir)).toEqual(before);
});

test('a multipart body that fails its schema is a 422 and its files are removed', async () => {
  const before = await readdir(api.context.uploadsDir);
  const form = new FormData();
  form.append('documents[0]', file(3));

  const response = await api.app.inject({
    method: 'POST',
    url: '/api/probe/upload',
    ...(await multipart(form)),
  });

  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['comment']);
  expect(await readdir(api.context.uploadsDir)).toEqual(before);
});

test("a list index past the route's file limit is a 422, whether a file or a text field", async () => {
  const before = await readdir(api.context.uploadsDir);
  const heapBefore = process.memoryUsage().heapUsed;
  const form = new FormData();
  form.append('comment', 'Far away');
  form.append('documents[10000000]', file(3));
  form.append(`documents[${PROBE_MAX_FILES}][name]`, 'x');

  const response = await api.app.inject({
    method: 'POST',
    url: '/api/probe/upload',
    ...(await multipart(form)),
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: 'Please upload no more than 2 files.',
    errors: { documents: ['Please upload no more than 2 files.'] },
  });
  expect(await readdir(api.context.uploadsDir)).toEqual(before);
  // Ten million holes would be hundreds of megabytes; the refusal builds no list at all.
  expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
});

test('a multipart body that cannot be read is a 400 that says so, and nothing is kept', async () => {
  const before = await readdir(api.context.uploadsDir);
  const form = new FormData();
  form.append('comment', 'Cut short');
  form.append('documents[0]', file(4096));
  const whole = await multipart(form);
  const boundary = /boundary=(.+)$/.exec(whole.headers['content-type'])?.[1] ?? '';
  const bodies = {
    'no boundary': {
      ...whole,
      headers: { ...whole.headers, 'content-type': 'multipart/form-data' },
    },
    'another boundary': {
      ...whole,
      headers: { ...whole.headers, 'content-type': 'multipart/form-data; boundary=elsewhere' },
    },
    'cut short in the file': {
      ...whole,
      payload: whole.payload.subarray(0, whole.payload.length - 2048),
    },
  };

  for (const [name, body] of Object.entries(bodies)) {
    const response = await api.app.inject({ method: 'POST', url: '/api/probe/upload', ...body });
    expect(response.statusCode, name).toBe(400);
    expect(response.json(), name).toEqual({ message: MESSAGES.uploadUnreadable });
  }
  expect(boundary).not.toBe('');
  expect(await readdir(api.context.uploadsDir)).toEqual(before);
});
