import { expect, test } from 'vitest';
import { verifyPassword } from '../auth/password';
import { demoInvitation, demoSignIns } from '../demo-sign-ins';
import { createTestApi } from '../test/create-test-api';
import { DEMO_PASSWORD } from './demo-users';
import { baseSeedSteps, seedSteps } from './index';
import { seedDatabase } from './run-seed';
import { INVITED_USER_KEY } from './seed-step';

const api = await createTestApi();
const { db } = api.context;

test('the two brands are seeded with their labels', async () => {
  expect(await db.all('SELECT id, label FROM portals ORDER BY id')).toEqual([
    { id: 'northway', label: 'Northway Motor Insurance' },
    { id: 'ridgeline', label: 'Ridgeline Bike Insurance' },
  ]);
});

test('every demo user signs in with the demo password', async () => {
  expect(demoSignIns.map((signIn) => signIn.username)).toEqual([
    'car.driver',
    'van.fleet',
    'bike.rider',
    'new.customer',
    'agreements.pending',
  ]);
  for (const { username, password } of demoSignIns) {
    expect(password).toBe(DEMO_PASSWORD);
    const row = await db.get<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE username = ?',
      [username],
    );
    expect(await verifyPassword(password, String(row?.password_hash)), username).toBe(true);
  }
});

test('the invited user waits for activation with the published invite id and code', async () => {
  const invited = await db.all(
    `SELECT username, password_hash, invite_id, activation_code FROM users WHERE status = 'invited'`,
  );

  expect(invited).toEqual([
    {
      username: null,
      password_hash: null,
      invite_id: demoInvitation.inviteId,
      activation_code: demoInvitation.activationCode,
    },
  ]);
  // portal.md §9: invite id 36-60 characters, activation code 6-10.
  expect(demoInvitation.inviteId.length).toBeGreaterThanOrEqual(36);
  expect(demoInvitation.inviteId.length).toBeLessThanOrEqual(60);
  expect(demoInvitation.activationCode.length).toBeGreaterThanOrEqual(6);
  expect(demoInvitation.activationCode.length).toBeLessThanOrEqual(10);
});

test('agreements.pending has two outstanding agreements: one declinable, one info-only', async () => {
  const rows = await db.all(
    `SELECT a.title, a.info_page, a.decline_button, ua.status FROM user_agreements ua
     JOIN agreements a ON a.id = ua.agreement_id JOIN users u ON u.id = ua.user_id
     WHERE u.username = 'agreements.pending' ORDER BY ua.position`,
  );

  expect(rows).toEqual([
    {
      title: 'Policy Terms and Conditions',
      info_page: 0,
      decline_button: 'Decline terms',
      status: 'outstanding',
    },
    {
      title: 'Changes to how we contact you',
      info_page: 1,
      decline_button: null,
      status: 'outstanding',
    },
  ]);
  const content = String(
    (await db.get<{ content: string }>('SELECT content FROM agreements WHERE id = 1'))?.content,
  );
  expect(content).toContain('<script>');
  expect(content).toContain('onerror=');
});

test('the seed is applied once: its steps are recorded, and a second run does nothing', async () => {
  const ids = await db.all<{ id: string }>('SELECT id FROM seeds');
  expect(ids.map((row) => row.id).sort()).toEqual(seedSteps.map((step) => step.id).sort());
  expect(await seedDatabase(db, api.clock.now())).toEqual([]);
  expect(await db.get('SELECT count(*) AS count FROM users')).toEqual({ count: 6 });
});

test('a step added later runs once on an existing database, finding seeded rows by name', async () => {
  const seen: unknown[] = [];
  const later = {
    id: 'test-later-step',
    run: async (context: Parameters<(typeof seedSteps)[number]['run']>[0]) => {
      seen.push(
        await context.userId('car.driver'),
        await context.userId(INVITED_USER_KEY),
        await context.policiesOf('van.fleet'),
        await context.policyId('NWM-CAR-204815'),
        context.date(-45),
      );
    },
  };

  expect(await seedDatabase(db, api.clock.now(), [...seedSteps, later])).toEqual([
    'test-later-step',
  ]);
  expect(await seedDatabase(db, api.clock.now(), [...seedSteps, later])).toEqual([]);
  expect(seen).toEqual([
    1,
    6,
    [{ id: 106, reference: 'NWM-VAN-410027', value: 'van' }],
    101,
    '2026-10-08',
  ]);
});

test('a failing step leaves no part of the seed behind', async () => {
  const failing = {
    id: 'test-failing-step',
    run: async (context: Parameters<(typeof seedSteps)[number]['run']>[0]) => {
      await context.db.run(
        `INSERT INTO outbox (channel, recipient, body, created_at) VALUES ('sms', '1', 'x', '')`,
      );
      await context.userId('nobody');
    },
  };

  await expect(seedDatabase(db, api.clock.now(), [failing])).rejects.toThrow(
    "Seed: no user 'nobody'",
  );
  expect(await db.get('SELECT count(*) AS count FROM outbox')).toEqual({ count: 0 });
  expect(
    await db.get(`SELECT count(*) AS count FROM seeds WHERE id = 'test-failing-step'`),
  ).toEqual({ count: 0 });
});

test('a database without the demo has the brands and reference lists, and no users', async () => {
  const bare = await createTestApi({ seed: false });

  expect(await bare.context.db.all('SELECT id FROM portals ORDER BY id')).toEqual([
    { id: 'northway' },
    { id: 'ridgeline' },
  ]);
  expect(await bare.context.db.get('SELECT COUNT(*) AS count FROM users')).toEqual({
    count: 0,
  });
  const applied = await bare.context.db.all<{ id: string }>('SELECT id FROM seeds');
  applied.sort((a, b) => (a.id < b.id ? -1 : 1));
  expect(applied).toEqual(
    baseSeedSteps.map((step) => ({ id: step.id })).sort((a, b) => (a.id < b.id ? -1 : 1)),
  );
  expect(applied.length).toBeGreaterThan(0);
  const signIn = await bare.app.inject({
    method: 'POST',
    url: '/api/user/token',
    headers: { 'x-portal': 'northway' },
    payload: { username: 'car.driver', password: DEMO_PASSWORD },
  });
  // A brand it knows, a user it does not: the sign-in's own refusal, not the brand check's 400.
  expect(signIn.statusCode).not.toBe(400);
  expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
});
