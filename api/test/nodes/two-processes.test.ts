import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { TEST_CARDS } from '../../src/gateway/cards';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { POLICY_IDS } from '../../src/seed/policies/references';
import { startApiProcess, sharedDatabase } from '../../src/test/api-process';

// Two API processes over one database behave as one: a submission sent to both at once is done
// once, a limit counts the tries made on either, and a process killed mid-write loses nothing it
// acknowledged. Run on SQLite (one file) and on PostgreSQL (PORTAL_TEST_DATABASE_URL).

const database = await sharedDatabase();
const first = await startApiProcess(database);
const second = await startApiProcess(database);
const nodes = [first, second];

async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; key?: string } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'x-portal': 'northway',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

async function signIn(base: string, username: string): Promise<string> {
  const { status, body } = await call(base, '/user/token', {
    body: { username, password: DEMO_PASSWORD },
  });
  expect(status).toBe(200);
  return (body.data as { token: string }).token;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const row = await database.db.get<{ n: number }>(`SELECT count(*) AS n FROM ${sql}`, params);
  return Number(row?.n);
}

async function cardToken(base: string): Promise<string> {
  const response = await fetch(`${base}/gateway/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      amount: '5.00',
      number: TEST_CARDS.approved,
      expiry: '12/30',
      cvc: '123',
    }).toString(),
  });
  const token = /data-token="(tok_[0-9a-f]{24})"/.exec(await response.text())?.[1];
  expect(token, 'a card token').toBeDefined();
  return token ?? '';
}

test('a contact message sent 50 times at once with one key, over both processes, is stored once', async () => {
  const token = await signIn(first.url, 'car.driver');
  const key = randomUUID();
  const message = {
    policy: String(POLICY_IDS.car),
    subject: `Fifty at once ${key}`,
    enquiry: 'Is a windscreen repair covered?',
  };

  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      call(nodes[index % 2]?.url ?? '', '/contact', { body: message, token, key }),
    ),
  );

  expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
  expect(new Set(answers.map((answer) => JSON.stringify(answer.body.data))).size).toBe(1);
  expect(await count('contact_messages WHERE subject = ?', [message.subject])).toBe(1);
});

test('a payment sent 50 times at once with one key, over both processes, is charged once', async () => {
  const token = await signIn(second.url, 'car.driver');
  const payments = () => count(`payments WHERE kind = 'pay' AND policy_id = ?`, [POLICY_IDS.car]);
  const before = await payments();
  const key = randomUUID();
  const payment = { amount: 5, card_token: await cardToken(first.url) };

  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      call(nodes[index % 2]?.url ?? '', `/policies/${POLICY_IDS.car}/payments/pay`, {
        body: payment,
        token,
        key,
      }),
    ),
  );

  expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
  expect(new Set(answers.map((answer) => JSON.stringify(answer.body.data))).size).toBe(1);
  expect(await payments()).toBe(before + 1);
});

test('a limit of 5 wrong current passwords holds across both processes', async () => {
  const token = await signIn(first.url, 'bike.rider');
  const wrong = { old_password: 'Not-My-Password-1!', new_password: 'Clifton-Terrace-8!' };
  const change = (index: number) =>
    call(nodes[index % 2]?.url ?? '', '/user/password', { body: wrong, token });

  // Five at once, spread over both: each is counted, none refused.
  const five = await Promise.all([0, 1, 2, 3, 4].map(change));
  expect(five.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422]);

  // The sixth, on either process, waits.
  expect((await change(0)).status).toBe(429);
  expect((await change(1)).status).toBe(429);
});

test('a process killed under 20 writers loses no write it acknowledged', async () => {
  const victim = await startApiProcess(database);
  const token = await signIn(victim.url, 'van.fleet');
  const run = randomUUID();
  const acknowledged: string[] = [];
  let killed = false;

  const writer = async (writerIndex: number) => {
    for (let n = 0; !killed; n += 1) {
      const subject = `${run} ${writerIndex}-${n}`;
      try {
        const answer = await call(victim.url, '/contact', {
          body: { policy: String(POLICY_IDS.van), subject, enquiry: 'Still covered abroad?' },
          token,
          key: randomUUID(),
        });
        if (answer.status === 200) acknowledged.push(subject);
      } catch {
        return; // the connection died with the process
      }
    }
  };
  const writers = Array.from({ length: 20 }, (_, index) => writer(index));
  while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));
  await victim.kill();
  killed = true;
  await Promise.all(writers);

  const restarted = await startApiProcess(database);
  const stored = await database.db.all<{ subject: string }>(
    'SELECT subject FROM contact_messages WHERE subject LIKE ?',
    [`${run} %`],
  );
  const kept = new Set(stored.map((row) => row.subject));
  console.info(
    `kill -9 under 20 writers: ${acknowledged.length} acknowledged, ${stored.length} stored`,
  );
  expect(acknowledged.filter((subject) => !kept.has(subject))).toEqual([]);
  expect(
    (
      await call(restarted.url, '/user/token', {
        body: { username: 'van.fleet', password: DEMO_PASSWORD },
      })
    ).status,
  ).toBe(200);
  await restarted.kill();
});
