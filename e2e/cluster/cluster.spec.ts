import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { REPO_ROOT } from '../support/paths.ts';
import {
  DEMO_PASSWORD,
  E2E_PORTAL,
  pageToken,
  signIn,
  SUPPORT_PASSWORD,
} from '../support/session.ts';
import { expect, SCREEN_SHARING, test } from '../support/test.ts';
import {
  CLUSTER_DATABASE_URL,
  CLUSTER_DIST,
  CLUSTER_LOGS,
  CLUSTER_PORT,
  EARLIER_SUFFIX,
} from './paths.ts';

// The portal as a fleet (issue 'Several nodes'): two nodes over one PostgreSQL database and one
// Redis behind a round-robin proxy (serve-cluster.ts). A user is served by whichever node the
// proxy picks; the support console, sign-out, a rollback and an idempotent payment work across
// nodes; and a node killed under load costs no acknowledged write and rejoins.

test.use({ launchOptions: SCREEN_SHARING });

const PROXY = `http://127.0.0.1:${CLUSTER_PORT}`;

interface NodeState {
  readonly name: string;
  readonly origin: string;
  readonly pid: number | null;
}

/** The nodes as the cluster last wrote them (a restarted node has a new pid). */
function nodes(): { a: NodeState; b: NodeState } {
  const list = JSON.parse(
    readFileSync(path.join(CLUSTER_LOGS, 'nodes.json'), 'utf8'),
  ) as NodeState[];
  const [a, b] = list;
  if (!a || !b) throw new Error('The cluster has fewer than two nodes');
  return { a, b };
}

/** A browser page of its own on `origin` (one node, or the proxy), cookies answered. */
async function pageOn(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  await context.addCookies([{ name: 'portal_consent', value: 'allow', url: origin }]);
  return context.newPage();
}

async function api(
  origin: string,
  pathname: string,
  init: { method?: string; body?: unknown; token?: string; key?: string; address?: string } = {},
) {
  const response = await fetch(`${origin}/api${pathname}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'x-portal': E2E_PORTAL,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
      // A client of its own behind the proxy, which the nodes trust to say so.
      ...(init.address ? { 'x-forwarded-for': init.address } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    node: response.headers.get('x-portal-node'),
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as { data?: unknown },
  };
}

async function apiSignIn(origin: string, username: string, address?: string): Promise<string> {
  const { status, body } = await api(origin, '/user/token', {
    body: { username, password: DEMO_PASSWORD },
    ...(address ? { address } : {}),
  });
  expect(status, `sign-in of ${username}`).toBe(200);
  return (body.data as { token: string }).token;
}

function psql(sql: string): string {
  const result = spawnSync('psql', [CLUSTER_DATABASE_URL, '-tAc', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

test('a user signs in through the proxy, and every later call, spread over both nodes, works', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'car.driver');
  const answers: { node: string | undefined; status: number; url: string }[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    answers.push({
      node: response.headers()['x-portal-node'],
      status: response.status(),
      url: response.url(),
    });
  });
  for (const [pathname, title] of [
    ['/', 'Dashboard'],
    ['/events', 'Your calendar'],
    ['/settings', 'Your account'],
    ['/todo', 'To-do list'],
    ['/', 'Dashboard'],
  ] as const) {
    await page.goto(pathname);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  expect(answers.length).toBeGreaterThan(4);
  expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
  expect(new Set(answers.map((answer) => answer.node))).toEqual(new Set(['node-a', 'node-b']));
  expect(pageErrors).toEqual([]);
});

test('the support console on node A asks the customer on node B for a screenshot, and it arrives', async ({
  browser,
}) => {
  const { a, b } = nodes();
  const customer = await pageOn(browser, b.origin);
  await signIn(customer, 'van.fleet');

  const staff = await pageOn(browser, a.origin);
  await staff.goto('/support');
  await staff.getByLabel('Support password').fill(SUPPORT_PASSWORD);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  // The console lists the customers connected to every node: van.fleet's socket is on B.
  const ask = staff
    .getByRole('region', { name: 'Connected now' })
    .getByRole('button', { name: 'Request a screenshot from van.fleet' });
  await expect(async () => {
    await staff.reload();
    await expect(ask).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await ask.click();

  const request = customer.getByRole('dialog', { name: 'Screenshot request' });
  await request.getByRole('button', { name: 'Choose a screen' }).click();
  await customer
    .getByRole('region', { name: 'Screenshot', exact: true })
    .getByRole('button', { name: 'Take Screenshot' })
    .click();
  const preview = customer.getByRole('dialog', { name: 'Check your screenshot' });
  await preview.getByRole('button', { name: 'Send Screenshot' }).click();
  await expect(preview).toBeHidden();

  // Back on node A, without a reload: the image the customer sent through node B.
  const image = staff
    .getByRole('region', { name: 'Screenshots' })
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { name: 'van.fleet', exact: true }) })
    .first()
    .getByRole('img', { name: 'Screenshot from van.fleet' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
});

test('signing out on node B closes the socket the same sign-in holds on node A within a second', async ({
  browser,
}) => {
  const { a, b } = nodes();
  const page = await pageOn(browser, a.origin);
  const sockets: { url: string; closed: Promise<number> }[] = [];
  page.on('websocket', (socket) => {
    sockets.push({
      url: socket.url(),
      closed: new Promise((resolve) => socket.on('close', () => resolve(Date.now()))),
    });
  });
  await signIn(page, 'bike.rider');
  // The socket opens once the page is idle, to node A: the page's own origin.
  await page.mouse.move(10, 10);
  await expect.poll(() => sockets.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const socket = sockets[0];
  expect(new URL(socket?.url ?? '').port).toBe(String(new URL(a.origin).port));

  const signedOutAt = Date.now();
  const signOut = await api(b.origin, '/user/token', {
    method: 'DELETE',
    token: await pageToken(page),
  });
  expect(signOut).toMatchObject({ status: 200, node: 'node-b' });

  const closedAt = await Promise.race([
    socket?.closed ?? Promise.resolve(Number.POSITIVE_INFINITY),
    new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5_000)),
  ]);
  expect(closedAt - signedOutAt).toBeLessThan(1_000);
  console.log(`The socket on node A closed ${closedAt - signedOutAt} ms after the sign-out on B`);
});

test('pnpm remote rollback mf-account is seen by the next page load on both nodes', async ({
  browser,
}) => {
  const active = JSON.parse(readFileSync(path.join(CLUSTER_DIST, 'remotes.json'), 'utf8')) as {
    'mf-account': { version: string };
  };
  const current = active['mf-account'].version;
  const earlier = `${current}-${EARLIER_SUFFIX}`;
  const remote = (...args: string[]) => {
    const result = spawnSync('pnpm', ['--silent', 'remote', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORTAL_DIST: CLUSTER_DIST, DATABASE_URL: CLUSTER_DATABASE_URL },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    return result.stdout;
  };

  /** The build of mf-account a page load on `origin` is given, and the one its browser loads. */
  async function accountBuildOn(origin: string) {
    const page = await pageOn(browser, origin);
    await signIn(page, 'new.customer');
    const manifest = page.waitForRequest((request) =>
      /\/remotes\/mf-account\/[^/]+\/mf-manifest\.json/.test(request.url()),
    );
    await page.goto('/settings');
    const loaded = /\/remotes\/mf-account\/([^/]+)\//.exec((await manifest).url())?.[1];
    const served = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<
      string,
      { version: string }
    >;
    await page.context().close();
    return { loaded, listed: served['mf-account']?.version };
  }

  try {
    expect(remote('rollback', 'mf-account', earlier)).toContain(`now points at ${earlier}`);
    for (const node of Object.values(nodes())) {
      expect(await accountBuildOn(node.origin), node.name).toEqual({
        loaded: earlier,
        listed: earlier,
      });
    }
    expect(remote('list')).toMatch(new RegExp(`${earlier.replaceAll('.', '\\.')}\\s.*\\* active`));
  } finally {
    remote('rollback', 'mf-account', current);
  }
});

test('a payment sent twice at once with one key, one copy to each node, is charged once', async () => {
  const { a, b } = nodes();
  const token = await apiSignIn(PROXY, 'car.driver');
  const policies = (await api(PROXY, '/policies', { token })).body.data as {
    id: number;
    payments_available: boolean;
  }[];
  const policy = policies.find((item) => item.payments_available);
  expect(policy, 'a policy with a payment due').toBeDefined();
  const due = async () =>
    (
      (await api(PROXY, `/policies/${policy?.id}/payments`, { token })).body.data as {
        amount_due: number;
      }
    ).amount_due;
  const before = await due();

  const card = await fetch(`${PROXY}/api/gateway/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      amount: '5.00',
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    }).toString(),
  });
  const cardToken = /data-token="(tok_[0-9a-f]{24})"/.exec(await card.text())?.[1];
  expect(cardToken).toBeDefined();

  const key = randomUUID();
  const payment = { amount: 5, card_token: cardToken };
  const answers = await Promise.all(
    [a, b].map((node) =>
      api(node.origin, `/policies/${policy?.id}/payments/pay`, { body: payment, token, key }),
    ),
  );

  expect(answers.map(({ status, node }) => ({ status, node }))).toEqual([
    { status: 200, node: 'node-a' },
    { status: 200, node: 'node-b' },
  ]);
  expect(answers[0]?.body.data).toEqual(answers[1]?.body.data);
  expect(await due()).toBeCloseTo(before - 5, 2);
});

test('node A killed during 30 s of traffic: users go on on node B, no acknowledged write is lost, A rejoins', async () => {
  test.setTimeout(180_000);
  const { a } = nodes();
  const run = randomUUID().slice(0, 8);
  // Ten customers, each from an address of its own, signing in one after another (sign-ins at
  // one username from new devices all at once are slowed as a spray would be).
  const addressOf = (index: number) => `203.0.113.${index + 10}`;
  const tokens: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    tokens.push(await apiSignIn(PROXY, 'van.fleet', addressOf(index)));
  }
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const acknowledged: { label: string; id: number }[] = [];
  // Writes node A had taken when it died: their keys stay claimed (409) until the claim lapses.
  const inFlightAtKill: string[] = [];
  const servedAfterKill = new Set<string>();
  let refused = 0;
  let killedAt = Number.POSITIVE_INFINITY;
  const started = Date.now();

  async function user(index: number) {
    for (let write = 0; Date.now() - started < 30_000; write += 1) {
      const label = `Cluster ${run} user ${index} write ${write}`;
      const key = randomUUID();
      // A write the proxy could not deliver is sent again with its key until it is answered.
      for (;;) {
        const sentAt = Date.now();
        const answer = await api(PROXY, '/events', {
          body: { label, due_date: dueDate, remind_date: null },
          token: tokens[index],
          key,
          address: addressOf(index),
        }).catch(() => ({ status: 0, node: null, body: {} as { data?: unknown } }));
        if (answer.status === 200) {
          acknowledged.push({ label, id: (answer.body.data as { id: number }).id });
          if (sentAt > killedAt && answer.node) servedAfterKill.add(answer.node);
          break;
        }
        if (answer.status === 409) {
          inFlightAtKill.push(label);
          break;
        }
        expect([0, 502, 503]).toContain(answer.status);
        refused += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function killNodeA() {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    killedAt = Date.now();
    process.kill(a.pid ?? 0, 'SIGKILL');
  }

  await Promise.all([...tokens.map((_, index) => user(index)), killNodeA()]);

  // Every acknowledged write is stored, and each write once: a send repeated with its key after
  // the kill was answered from the first, not stored again.
  const stored = psql(
    `SELECT label || '=' || id FROM events WHERE label LIKE 'Cluster ${run} %' ORDER BY id`,
  ).split('\n');
  const labels = stored.map((row) => row.slice(0, row.lastIndexOf('=')));
  expect(new Set(labels).size).toBe(labels.length);
  expect(stored).toEqual(
    expect.arrayContaining(acknowledged.map(({ label, id }) => `${label}=${id}`)),
  );
  // Nothing else: a row no answer acknowledged is one of those node A had in hand.
  expect(stored.length - acknowledged.length).toBeLessThanOrEqual(inFlightAtKill.length);
  expect(acknowledged.length).toBeGreaterThan(100);
  expect(servedAfterKill.has('node-b')).toBe(true);
  console.log(
    `${acknowledged.length} writes acknowledged, all stored (${stored.length} rows); ` +
      `${refused} sends refused by the proxy and sent again; ` +
      `${inFlightAtKill.length} in node A's hands when it died`,
  );

  // Node A is started again and rejoins: the proxy hands it requests once more.
  await expect.poll(() => nodes().a.pid, { timeout: 60_000 }).not.toBe(a.pid);
  await expect
    .poll(async () => (await api(PROXY, '/health')).node, { timeout: 60_000, intervals: [200] })
    .toBe('node-a');
});
