import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@portal/contract';
import { E2E_DIST, FAULT_FIXTURE_VERSION } from '../support/paths.ts';
import { main } from '../support/forms.ts';
import { VIEWPORTS } from '../support/screens.ts';
import { signIn } from '../support/session.ts';
import { pointRemoteAt, readRemotes, writeRemotes } from '../support/site.ts';
import { expect, screenTitle, test } from '../support/test.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

// The installable app and push (portal.md §1, §2, §4 Push dialog and App updates, §8, §9;
// DESIGN.md: the service worker never answers /remotes.json from its cache while online). The
// push offer comes on the dashboard left alone for a few seconds: each push test signs in to it.

const PUSH_DIALOG = 'Get notifications on this device?';

// A browser that has not been asked about notifications yet (the suite's default allows them).
test.beforeEach(({ context }) => context.clearPermissions());

/** Waits until the portal's service worker is active and controls the page. */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Chromium's install offer, as the browser sends it once the portal is installable. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(offer);
  });
}

test('the portal is installable: a manifest for the brand and a service worker at the root that browsers always check', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const brand = (await page.locator('.shell-brand').textContent()) ?? '';
  expect(brand).not.toBe('');

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({
    name: brand,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    icons: [expect.objectContaining({ sizes: 'any' }), expect.anything()],
  });

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');

  await serviceWorkerInControl(page);
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.scope,
  );
  expect(scope).toBe(new URL('/', page.url()).href);
});

test('the service worker serves the shell offline after one visit', async ({ page, context }) => {
  await page.goto('/login');
  await expect(screenTitle(page, 'Log in to your account')).toBeVisible();
  await serviceWorkerInControl(page);

  await context.setOffline(true);
  try {
    const network = await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'online',
        () => 'offline',
      ),
    );
    expect(network).toBe('offline');
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(screenTitle(page, 'Log in to your account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    // A page not visited yet opens too, in the same shell.
    await page.goto('/about');
    await expect(screenTitle(page, 'About')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('while online the remotes map always comes from the server, so a deploy or rollback shows on the next load', async ({
  page,
}) => {
  const healthy = readRemotes();
  await page.goto('/login');
  await serviceWorkerInControl(page);
  const before = await page.evaluate(async () => (await fetch('/remotes.json')).json());
  expect(before['mf-account'].version).toBe(healthy['mf-account']?.version);

  try {
    pointRemoteAt('mf-account', FAULT_FIXTURE_VERSION);
    const after = await page.evaluate(async () => (await fetch('/remotes.json')).json());
    expect(after['mf-account'].version).toBe(FAULT_FIXTURE_VERSION);

    await page.reload();
    const embedded = await page.locator('#portal-remotes').textContent();
    expect(JSON.parse(embedded ?? '{}')['mf-account'].version).toBe(FAULT_FIXTURE_VERSION);
  } finally {
    writeRemotes(healthy);
  }
});

test("a signed-in user is offered notifications; 'No thanks' keeps the offer away after a reload", async ({
  page,
}) => {
  await page.goto('/login');
  await serviceWorkerInControl(page);
  await signIn(page, 'car.driver', '/');

  const dialog = page.getByRole('dialog', { name: PUSH_DIALOG });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enable Notifications' })).toBeVisible();

  // The install banner too, as Chromium offers the install: axe with both open.
  await offerInstall(page);
  const banner = page.getByRole('region', { name: /^Install the .+ app$/ });
  await expect(banner).toBeVisible();
  await expectNoSeriousViolations(page);

  await dialog.getByRole('button', { name: 'No thanks' }).click();
  await expect(dialog).toBeHidden();
  await banner.getByRole('button', { name: 'No thanks' }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await offerInstall(page);
  // Give the dialog the time it took above (the dashboard left alone, host/src/push/calm-moment.ts):
  // it must not come.
  await page.waitForTimeout(6_000);
  await expect(page.getByRole('dialog', { name: PUSH_DIALOG })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Install the .+ app$/ })).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS[0] });

  test('a form opened from a link keeps every character typed: the offer never comes over it', async ({
    page,
  }) => {
    await page.goto('/login');
    await serviceWorkerInControl(page);
    await signIn(page, 'car.driver', '/policies/101/person/add');
    // The offer could be made: notifications are still to be asked about on this device.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    const firstName = main(page).getByRole('textbox', { name: 'First name' });
    await firstName.click();
    await firstName.pressSequentially('James', { delay: 200 });
    // Longer than the dashboard's calm moment took above, the field still in use.
    await page.waitForTimeout(6_000);
    await expect(firstName).toHaveValue('James');
    await expect(firstName).toBeFocused();
    // Left alone with the form started: still nothing over it.
    await firstName.blur();
    await page.waitForTimeout(6_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(firstName).toHaveValue('James');
  });
});

test('with notifications already allowed there is nothing to ask', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/login');
  await serviceWorkerInControl(page);
  await signIn(page, 'car.driver', '/');

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForTimeout(6_000);
  await expect(page.getByRole('dialog', { name: PUSH_DIALOG })).toHaveCount(0);
});

test('enabling notifications where the browser does not allow them closes the dialog quietly', async ({
  page,
}) => {
  await page.goto('/login');
  await serviceWorkerInControl(page);
  await signIn(page, 'car.driver', '/');
  const dialog = page.getByRole('dialog', { name: PUSH_DIALOG });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/push/')) calls.push(request.url());
  });

  // Chromium under test answers the permission question with 'denied' unless granted.
  await dialog.getByRole('button', { name: 'Enable Notifications' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('denied');
  expect(calls).toEqual([]);
});

test("enabling notifications when Chromium's push service refuses shows the spec's error", async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await serviceWorkerInControl(page);
  await signIn(page, 'car.driver', '/');
  const dialog = page.getByRole('dialog', { name: PUSH_DIALOG });
  await expect(dialog).toBeVisible();
  const subscribeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/push/subscribe')) subscribeCalls.push(request.url());
  });

  // The user allows notifications; headless Chromium has no push service, so subscribing is
  // refused ('Registration failed') and nothing is sent to the API.
  await context.grantPermissions(['notifications']);
  await dialog.getByRole('button', { name: 'Enable Notifications' }).click();

  const failed = dialog.getByRole('alert');
  await expect(failed).toContainText(MESSAGES.pushEnableFailedTitle);
  await expect(failed).toContainText(MESSAGES.pushEnableFailed);
  await expect(dialog.getByRole('button', { name: 'Enable Notifications' })).toBeEnabled();
  expect(subscribeCalls).toEqual([]);
  await expectNoSeriousViolations(page);
});

test("a new version of the portal shows 'Site updates being applied' and the page reloads into it", async ({
  page,
}) => {
  const workerFile = path.join(E2E_DIST, 'host/sw.js');
  const released = readFileSync(workerFile, 'utf8');
  await page.goto('/login');
  await serviceWorkerInControl(page);
  let seen: () => void = () => {};
  const overlaySeen = new Promise<void>((resolve) => (seen = resolve));
  await page.exposeFunction('overlaySeen', () => seen());
  await page.evaluate(() => {
    const seen = (window as unknown as { overlaySeen: () => void }).overlaySeen;
    new MutationObserver(() => {
      if (document.body.innerText.includes('Site updates being applied')) seen();
    }).observe(document.body, { childList: true, subtree: true });
  });

  try {
    // A host release: the worker the server hands out changes.
    appendFileSync(workerFile, '\n// next release\n');
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await overlaySeen;
    await reloaded;
    await expect(screenTitle(page, 'Log in to your account')).toBeVisible();
    await expect(page.getByText('Site updates being applied')).toHaveCount(0);
  } finally {
    writeFileSync(workerFile, released);
  }
});
