import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import {
  endpoint,
  endpoints,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  MESSAGES,
  type Endpoint,
} from '@portal/contract';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { HttpError } from '../../src/http/http-error';
import { registerEndpoint } from '../../src/http/register-endpoint';
import type { RouteModule } from '../../src/http/route-module';
import { POLICY_IDS, POLICY_REFERENCES } from '../../src/seed/policies/references';
import { cardToken } from '../../src/test/card-tokens';
import { createTestApi } from '../../src/test/create-test-api';

// Double submits (a double click, a retry after a lapse): every create and payment takes an
// Idempotency-Key, a repeat of a key is answered with the first answer and stores nothing more.

// A create whose handler waits until the test lets it finish, so a repeat surely arrives while
// the first is still being answered.
const slowCreate = endpoint({
  method: 'POST',
  path: '/probe/slow-create',
  auth: 'token',
  idempotent: true,
  body: v.object({ label: v.string(), fail: v.optional(v.boolean()) }),
  response: v.object({ label: v.string(), run: v.number() }),
});
const slow = { runs: 0, entered: () => {}, release: () => {} };
const slowRoutes: RouteModule = (app) => {
  registerEndpoint(app, slowCreate, async ({ body }) => {
    slow.runs += 1;
    const run = slow.runs;
    await new Promise<void>((resolve) => {
      slow.release = resolve;
      slow.entered();
    });
    if (body.fail) throw new HttpError(503, MESSAGES.serverError);
    return { label: body.label, run };
  });
};

const api = await createTestApi({ routes: [slowRoutes] });
const { db } = api.context;
let carDriver = await api.signIn('car.driver');

interface Sent {
  url: string;
  method?: 'POST' | 'PATCH' | 'DELETE';
  payload?: object | Buffer;
  headers?: Record<string, string>;
  key?: string | null;
  token?: string | null;
}

function send({ url, method = 'POST', payload, headers = {}, key, token = carDriver }: Sent) {
  return api.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...headers,
      ...(key === null ? {} : { 'idempotency-key': key ?? randomUUID() }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** The one value `sql` selects, a count: its column is named differently by each database. */
async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await db.get<Record<string, unknown>>(sql, params);
  return Number(Object.values(row ?? {})[0]);
}

const contactMessages = (subject: string) =>
  count('SELECT count(*) FROM contact_messages WHERE subject = ?', subject);

function contact(subject: string, enquiry = 'Is a windscreen repair covered?') {
  return { policy: String(POLICY_IDS.car), subject, enquiry };
}

test('a contact message sent twice with one key is stored once and answered the same', async () => {
  const key = randomUUID();

  const first = await send({ url: '/contact', payload: contact('Double click'), key });
  const second = await send({ url: '/contact', payload: contact('Double click'), key });

  expect(first.statusCode).toBe(200);
  expect(second.statusCode).toBe(200);
  expect(second.json()).toEqual(first.json());
  expect(second.headers['idempotent-replayed']).toBe('true');
  expect(await contactMessages('Double click')).toBe(1);
});

test('copies sent at the same moment wait for the first: one stored, every answer alike', async () => {
  const key = randomUUID();

  const answers = await Promise.all(
    Array.from({ length: 5 }, () => send({ url: '/contact', payload: contact('At once'), key })),
  );

  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(4);
  expect(await contactMessages('At once')).toBe(1);
});

/** Sends the slow create; resolves once its handler is running, with its answer to come. */
async function startSlow(payload: object, key: string) {
  const entered = new Promise<void>((resolve) => {
    slow.entered = resolve;
  });
  const answer = send({ url: '/probe/slow-create', payload, key });
  await entered;
  return { answer, release: slow.release };
}

test('a repeat that arrives while the first is being answered waits for its answer', async () => {
  const key = randomUUID();
  const runsBefore = slow.runs;
  const { answer: first, release } = await startSlow({ label: 'slow' }, key);

  const repeat = send({ url: '/probe/slow-create', payload: { label: 'slow' }, key });
  const other = await send({ url: '/probe/slow-create', payload: { label: 'other' }, key });
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(other.statusCode).toBe(422);
  expect(other.json()).toEqual({ message: MESSAGES.idempotencyKeyReused });
  expect(slow.runs).toBe(runsBefore + 1);
  release();
  const [answered, repeated] = [await first, await repeat];
  expect(answered.statusCode).toBe(200);
  expect(repeated.json()).toEqual(answered.json());
  expect(slow.runs).toBe(runsBefore + 1);
});

test('when the first fails, the repeat that waited for it is answered afresh', async () => {
  const key = randomUUID();
  const runsBefore = slow.runs;
  const { answer: first, release: releaseFirst } = await startSlow(
    { label: 'flaky', fail: true },
    key,
  );
  const repeatEntered = new Promise<void>((resolve) => {
    slow.entered = resolve;
  });
  const repeat = send({ url: '/probe/slow-create', payload: { label: 'flaky', fail: true }, key });

  releaseFirst();
  expect((await first).statusCode).toBe(503);
  await repeatEntered;
  slow.release();
  // The same body fails again, but it was run again: nothing of the first failure was kept.
  expect((await repeat).statusCode).toBe(503);
  expect(slow.runs).toBe(runsBefore + 2);
});

test('an event created twice with one key, concurrently too, is one event', async () => {
  const key = randomUUID();
  const payload = { label: 'MOT due', due_date: '2026-12-10', remind_date: '2026-12-03' };
  const events = () => count(`SELECT count(*) FROM events WHERE label = 'MOT due'`);

  const [first, second] = await Promise.all([
    send({ url: '/events', payload, key }),
    send({ url: '/events', payload, key }),
  ]);
  const third = await send({ url: '/events', payload, key });

  expect(first.statusCode).toBe(200);
  expect(second.json()).toEqual(first.json());
  expect(third.json()).toEqual(first.json());
  expect(await events()).toBe(1);
});

test('a person change sent twice with one key is one change request', async () => {
  const key = randomUUID();
  const url = `/policies/${POLICY_IDS.car}/person/1012`;
  const removals = () => count(`SELECT count(*) FROM change_requests WHERE type = 'person.remove'`);
  const before = await removals();

  const first = await send({ url, method: 'DELETE', key });
  const second = await send({ url, method: 'DELETE', key });

  expect(first.statusCode).toBe(200);
  expect(second.json()).toEqual(first.json());
  expect(await removals()).toBe(before + 1);
});

test('a payment sent twice with one key is taken once, with one reference', async () => {
  const key = randomUUID();
  const url = `/policies/${POLICY_IDS.car}/payments/pay`;
  const payload = { amount: 5, card_token: await cardToken(api) };
  const taken = () => count(`SELECT count(*) FROM payments WHERE kind = 'pay'`);
  const before = await taken();

  const [first, second] = await Promise.all([
    send({ url, payload, key }),
    send({ url, payload, key }),
  ]);
  const third = await send({ url, payload, key });

  expect(first.statusCode).toBe(200);
  expect(first.json().data).toMatchObject({ status: 'complete', reference: expect.any(String) });
  expect(second.json()).toEqual(first.json());
  expect(third.json()).toEqual(first.json());
  expect(await taken()).toBe(before + 1);
});

test("a visitor's payment, without a token, is taken once for one key", async () => {
  const key = randomUUID();
  const payload = {
    policy_reference: POLICY_REFERENCES.car,
    postcode: 'LS6 3AB',
    amount: 3,
    card_token: await cardToken(api),
  };
  const taken = () => count(`SELECT count(*) FROM payments WHERE kind = 'guest'`);
  const before = await taken();

  const first = await send({ url: '/payments/guest', payload, key, token: null });
  const second = await send({ url: '/payments/guest', payload, key, token: null });

  expect(first.statusCode).toBe(200);
  expect(second.json()).toEqual(first.json());
  expect(await taken()).toBe(before + 1);
});

async function cashbackForm(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append('documents[0]', new File(['%PDF-1.7 schedule'], 'schedule.pdf'));
  form.append('documents[1]', new File(['%PDF-1.7 statement'], 'statement.pdf'));
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

test('a multipart upload sent twice with one key keeps one set of files', async () => {
  const key = randomUUID();
  const uploads = () => count(`SELECT count(*) FROM uploads WHERE kind = 'cashback'`);
  const files = async () =>
    (await readdir(api.context.uploadsDir)).filter((f) => !f.startsWith('.'));
  const filesBefore = (await files()).length;

  // Each copy is encoded afresh, with a boundary of its own, as a browser resending it would.
  const first = await send({ url: '/promotions/cashback', key, ...(await cashbackForm()) });
  const second = await send({ url: '/promotions/cashback', key, ...(await cashbackForm()) });

  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ meta: { success: true } });
  // Not 'already claimed': the repeat is the same claim, answered as it was.
  expect(second.statusCode).toBe(200);
  expect(second.json()).toEqual(first.json());
  expect(await uploads()).toBe(2);
  expect((await files()).length).toBe(filesBefore + 2);
});

test('the same key with another body, or on another call, is refused and stores nothing', async () => {
  const key = randomUUID();
  await send({ url: '/contact', payload: contact('Reused key'), key });

  const changed = await send({ url: '/contact', payload: contact('Reused key', 'Changed'), key });
  const elsewhere = await send({
    url: '/feedback',
    payload: { answers: [{ type: 'free_text', label: 'Anything else?', value: 'No' }] },
    key,
  });

  for (const response of [changed, elsewhere]) {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: MESSAGES.idempotencyKeyReused });
  }
  expect(await count(`SELECT count(*) FROM contact_messages WHERE enquiry = 'Changed'`)).toBe(0);
  expect(await count(`SELECT count(*) FROM feedback WHERE answers LIKE '%Anything else%'`)).toBe(0);
  expect(await contactMessages('Reused key')).toBe(1);
});

test("one user's key is not another's: the same key from two users stores both", async () => {
  const key = randomUUID();
  const vanFleet = await api.signIn('van.fleet');
  const payload = { label: 'Shared key', due_date: '2026-12-11', remind_date: '2026-12-04' };

  const mine = await send({ url: '/events', payload, key });
  const theirs = await send({ url: '/events', payload, key, token: vanFleet });

  expect(mine.statusCode).toBe(200);
  expect(theirs.statusCode).toBe(200);
  expect(theirs.json().data.id).not.toBe(mine.json().data.id);
  expect(await count(`SELECT count(*) FROM events WHERE label = 'Shared key'`)).toBe(2);
});

test('a refused submission keeps nothing: its key goes through once the answers are mended', async () => {
  const key = randomUUID();

  const refused = await send({ url: '/contact', payload: contact(''), key });
  const mended = await send({ url: '/contact', payload: contact('Mended'), key });
  const again = await send({ url: '/contact', payload: contact('Mended'), key });

  expect(refused.statusCode).toBe(422);
  expect(mended.statusCode).toBe(200);
  expect(again.json()).toEqual(mended.json());
  expect(await contactMessages('Mended')).toBe(1);
});

test('a key is kept 24 hours: after that the same submission is a new one', async () => {
  const key = randomUUID();
  await send({ url: '/contact', payload: contact('Next day'), key });

  api.clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS - 1);
  carDriver = await api.signIn('car.driver');
  await send({ url: '/contact', payload: contact('Next day'), key });
  expect(await contactMessages('Next day')).toBe(1);

  api.clock.advance(1);
  carDriver = await api.signIn('car.driver');
  const later = await send({ url: '/contact', payload: contact('Next day'), key });
  expect(later.statusCode).toBe(200);
  expect(later.headers['idempotent-replayed']).toBeUndefined();
  expect(await contactMessages('Next day')).toBe(2);
  // The day-old answers are gone from the table, not only ignored.
  const dayAgo = new Date(api.clock.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
  const old = `SELECT count(*) FROM idempotency_keys WHERE created_at <= ?`;
  expect(await count(old, dayAgo.toISOString())).toBe(0);
});

const idempotent: [string, Endpoint][] = Object.entries(endpoints).filter(
  ([, endpoint]) => endpoint.idempotent,
);

function urlOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'step' ? 'vehicle' : '101',
  );
}

test('every create and payment without a key, or with one that is no key, is a 400', async () => {
  expect(idempotent.map(([name]) => name)).toEqual(
    expect.arrayContaining(['sendContact', 'createEvent', 'createPerson', 'payPolicy']),
  );
  const problems: string[] = [];
  for (const [name, endpoint] of idempotent) {
    for (const key of [null, '', 'x'.repeat(256), 'with space']) {
      const response = await send({
        url: urlOf(endpoint),
        method:
          endpoint.method === 'PATCH' || endpoint.method === 'DELETE' ? endpoint.method : 'POST',
        payload: endpoint.method === 'DELETE' ? undefined : {},
        key,
        token: endpoint.auth === 'none' ? null : carDriver,
      });
      const { message } = response.json<{ message?: string }>();
      if (response.statusCode !== 400 || message !== MESSAGES.idempotencyKeyRequired) {
        problems.push(`${name} ${JSON.stringify(key)}: ${response.statusCode} ${message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('a contact message or payment without a key stores nothing', async () => {
  const taken = () => count(`SELECT count(*) FROM payments`);
  const before = await taken();

  const message = await send({ url: '/contact', payload: contact('No key'), key: null });
  const payment = await send({
    url: `/policies/${POLICY_IDS.car}/payments/pay`,
    payload: { amount: 5, card_token: await cardToken(api) },
    key: null,
  });

  expect([message.statusCode, payment.statusCode]).toEqual([400, 400]);
  expect(await contactMessages('No key')).toBe(0);
  expect(await taken()).toBe(before);
});
