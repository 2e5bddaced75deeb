import { afterAll, expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { databaseTarget } from './context';
import { openDatabase } from './db/open';
import { recordChangeRequest } from './changes/store';
import { recordPayment } from './payments/store-charges';
import { OPS_USAGE, runOps } from './ops';
import { resetDemo } from './seed/reset-demo';
import { POLICY_IDS, POLICY_REFERENCES } from './seed/policies/references';
import { DEFAULT_RETRY_AFTER } from './settings/store';
import { createTestApi } from './test/create-test-api';
import { probeRoutes } from './test/probe-routes';
import { createTestDatabase } from './test/test-database';

// The ops command is another process with its own connection to the same data: the SQLite file
// of the test API's folder, or, on PostgreSQL, a schema made here for both to share. Its drop is
// registered first so that it runs last, after the API and the ops connection are closed.
const database = await createTestDatabase();
afterAll(() => database.drop());
const api = await createTestApi({ routes: [probeRoutes], ...database.options });
const { databaseSchema } = database.options;
const ops = openDatabase(databaseTarget(database.options, api.context.dataDir), {
  ...(databaseSchema ? { schema: databaseSchema } : {}),
});
afterAll(() => ops.close());

function signIn() {
  return api.app.inject({
    method: 'POST',
    url: '/api/user/token',
    payload: { username: 'car.driver', password: 'Portal-Demo-2026!' },
  });
}

test('maintenance on answers 503 with Retry-After on every API route but health, at once', async () => {
  expect(await runOps(ops, ['maintenance', 'on', '--retry-after', '120'])).toBe(
    'Maintenance is on: the API answers 503 with Retry-After: 120.',
  );

  for (const response of [
    await signIn(),
    await api.app.inject({ method: 'DELETE', url: '/api/user/token' }),
    await api.app.inject({ method: 'GET', url: '/api/no-such-route' }),
  ]) {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('120');
    expect(response.json()).toEqual({ message: MESSAGES.maintenance });
  }
  expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

  expect(await runOps(ops, ['maintenance', 'off'])).toBe('Maintenance is off.');
  expect((await signIn()).statusCode).toBe(200);
});

test('without --retry-after the wait is the default', async () => {
  await runOps(ops, ['maintenance', 'on']);

  const response = await signIn();

  expect(response.headers['retry-after']).toBe(String(DEFAULT_RETRY_AFTER));
  await runOps(ops, ['maintenance', 'off']);
});

test('the command without a state shows the current one', async () => {
  expect(await runOps(ops, ['maintenance'])).toBe('Maintenance is off.');
  await runOps(ops, ['maintenance', 'on', '--retry-after', '0']);
  expect(await runOps(ops, ['maintenance'])).toBe(
    'Maintenance is on: the API answers 503 with Retry-After: 0.',
  );
  await runOps(ops, ['maintenance', 'off']);
});

test('a command it does not know is a usage error and changes nothing', async () => {
  for (const args of [
    [],
    ['maintenance', 'maybe'],
    ['maintenance', 'on', '--retry-after'],
    ['maintenance', 'on', '--retry-after', '-1'],
    ['maintenance', 'on', '--retry-after', '1.5'],
    ['maintenance', 'on', '--wait', '10'],
    ['agreements'],
    ['agreements', 'reset'],
    ['agreements', 'accept', 'car.driver'],
  ]) {
    await expect(runOps(ops, args), args.join(' ')).rejects.toThrow(OPS_USAGE);
  }
  expect(await runOps(ops, ['maintenance'])).toBe('Maintenance is off.');
});

test('agreements reset makes a user answer 499 again until they decide', async () => {
  const token = await api.signIn('agreements.pending');
  const me = async () =>
    (
      await api.app.inject({
        method: 'GET',
        url: '/api/probe/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  await api.context.db.run(`UPDATE user_agreements SET status = 'accepted'`);
  expect(await me()).toBe(200);

  expect(await runOps(ops, ['agreements', 'reset', 'agreements.pending'])).toBe(
    'agreements.pending has 2 agreement(s) outstanding.',
  );
  expect(await me()).toBe(499);
  expect(await runOps(ops, ['agreements', 'reset', 'car.driver'])).toBe(
    'car.driver has 0 agreement(s) outstanding.',
  );
  await expect(runOps(ops, ['agreements', 'reset', 'nobody'])).rejects.toThrow("No user 'nobody'.");
});

test('invitation reset opens the demo invitation again after it was used', async () => {
  const invite = { invite_id: '3f6c2b8e-5d14-4a7b-9e02-7c1d8a6b4f93' };
  await ops.run(
    `UPDATE users SET status = 'active', username = 'james.p', activation_code = NULL
            WHERE invite_id = ?`,
    [invite.invite_id],
  );
  const used = await api.app.inject({
    method: 'POST',
    url: '/api/user/invitation/validate',
    payload: invite,
  });
  expect(used.statusCode).toBe(422);

  expect(await runOps(ops, ['invitation', 'reset'])).toBe(
    'The invitation 3f6c2b8e-5d14-4a7b-9e02-7c1d8a6b4f93 (code NW482913) is open again.',
  );

  const open = await api.app.inject({
    method: 'POST',
    url: '/api/user/invitation/validate',
    payload: invite,
  });
  expect(open.statusCode).toBe(200);
  await expect(runOps(ops, ['invitation', 'reset', 'extra'])).rejects.toThrow(OPS_USAGE);
});

test('changes lists what was sent for review on a policy, oldest first, whole', async () => {
  const reference = POLICY_REFERENCES.bike;
  expect(await runOps(ops, ['changes', reference])).toBe(
    `No changes sent for review on ${reference}.`,
  );
  const policyId = POLICY_IDS.bike;
  const userId = 1;
  const sent = { person_id: 7, body: { meta: { first_name: 'Ana' } } };
  await recordChangeRequest(ops, {
    userId,
    policyId,
    type: 'person.update',
    payload: sent,
    now: new Date('2026-11-20T10:00:00Z'),
  });
  await recordChangeRequest(ops, {
    userId,
    policyId,
    type: 'person.remove',
    payload: { person_id: 8 },
    now: new Date('2026-11-21T10:00:00Z'),
  });

  const lines = (await runOps(ops, ['changes', reference]))
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
  expect(lines).toEqual([
    expect.objectContaining({ type: 'person.update', status: 'pending', payload: sent }),
    expect.objectContaining({ type: 'person.remove', created_at: '2026-11-21T10:00:00.000Z' }),
  ]);
  await expect(runOps(ops, ['changes', 'NWM-NO-SUCH'])).rejects.toThrow("No policy 'NWM-NO-SUCH'.");
  await expect(runOps(ops, ['changes'])).rejects.toThrow(OPS_USAGE);
});

test('payments lists the payments recorded on a policy as one JSON array, oldest first', async () => {
  const reference = POLICY_REFERENCES.otherBrand;
  expect(JSON.parse(await runOps(ops, ['payments', reference]))).toEqual([]);
  const policyId = POLICY_IDS.otherBrand;
  const record = (kind: 'pay' | 'guest', reference: string | null, at: string) =>
    recordPayment(ops, {
      userId: kind === 'guest' ? null : 1,
      policyId,
      kind,
      amountPence: 1000,
      reference,
      now: new Date(at),
    });
  await record('pay', null, '2026-11-20T10:00:00Z');
  await record('guest', 'PAY-0A1B2C3D4E', '2026-11-21T10:00:00Z');
  // Another policy's payment is not listed.
  await recordPayment(ops, {
    userId: 1,
    policyId: POLICY_IDS.car,
    kind: 'pay',
    amountPence: 500,
    reference: 'PAY-FFFFFFFFFF',
    now: new Date('2026-11-21T11:00:00Z'),
  });

  const listed: unknown = JSON.parse(await runOps(ops, ['payments', reference.toLowerCase()]));
  expect(listed).toEqual([
    {
      id: expect.any(Number),
      user_id: 1,
      kind: 'pay',
      amount_pence: 1000,
      status: 'failed',
      reference: null,
      created_at: '2026-11-20T10:00:00.000Z',
    },
    expect.objectContaining({ user_id: null, kind: 'guest', status: 'complete' }),
  ]);
  await expect(runOps(ops, ['payments', 'NWM-NO-SUCH'])).rejects.toThrow(
    "No policy 'NWM-NO-SUCH'.",
  );
  await expect(runOps(ops, ['payments'])).rejects.toThrow(OPS_USAGE);
  await expect(runOps(ops, ['payments', reference, 'extra'])).rejects.toThrow(OPS_USAGE);
});

test('demo reset brings back every to-do an action settled, on the running server', async () => {
  const token = (await signIn()).json().data.token as string;
  const todo = async (bearer: string) => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/user/alerts',
      headers: { authorization: `Bearer ${bearer}` },
    });
    return response
      .json<{ data: { id: string; slot: string }[] }>()
      .data.filter((alert) => alert.slot === 'todo');
  };
  const before = await todo(token);
  const [refund] = before.filter((alert) => alert.id.startsWith('accept_refund:'));
  const accepted = await api.app.inject({
    method: 'POST',
    url: `/api/policies/${POLICY_IDS.car}/payments/refunds`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `reset-${Date.now()}` },
    payload: { refund_id: Number(refund?.id.split(':')[1]) },
  });
  expect(accepted.statusCode).toBe(200);
  expect(await todo(token)).toHaveLength(before.length - 1);

  expect(await resetDemo(ops, api.clock.now())).toMatch(/^The demo data is as first seeded/);

  // Signed out by the reset, as everyone is; signed in again, the demo is whole.
  const old = await api.app.inject({
    method: 'GET',
    url: '/api/user/alerts',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(old.statusCode).toBe(401);
  const again = (await signIn()).json().data.token as string;
  expect((await todo(again)).map((alert) => alert.id)).toEqual(before.map((alert) => alert.id));
});
