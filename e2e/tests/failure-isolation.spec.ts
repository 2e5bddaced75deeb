import type { Page } from '@playwright/test';
import type { RemotesMap } from '@portal/contract';
import { FAULT_FIXTURE_VERSION, NEXT_CONTRACT_VERSION } from '../support/paths.ts';
import { signIn } from '../support/session.ts';
import { pointRemoteAt, readRemotes, writeRemotes } from '../support/site.ts';
import { expect, followLink, screenTitle, test, UNAVAILABLE } from '../support/test.ts';

// mf-account is the remote under test; /settings is its screen.
let healthy: RemotesMap;

// Faults are injected with page.route, which cannot see what the service worker fetches
// (Playwright's advice: block it). A real fault reaches the page through the worker unchanged:
// it keeps only 200s and never answers a remote's files from a cache it does not have.
test.use({ serviceWorkers: 'block' });

test.beforeAll(() => {
  healthy = readRemotes();
  if (!healthy['mf-account']) throw new Error('The e2e site has no mf-account deployed');
});

test.afterEach(() => writeRemotes(healthy));

// /settings is for signed-in users (portal.md §2): a visitor would be sent to /login instead.
test.beforeEach(({ page }) => signIn(page, 'car.driver'));

async function expectFallbackWhileShellWorks(page: Page) {
  const region = page.locator('[data-region="mf-account"]');
  await expect(region.getByRole('alert')).toContainText(UNAVAILABLE, { timeout: 20_000 });
  await expect(region.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(screenTitle(page, 'Your account')).toHaveCount(0);

  // The shell and the other remotes go on working, in the same page.
  await followLink(page, 'Main', 'Contact');
  await expect(screenTitle(page, 'Contact us')).toBeVisible();
  await followLink(page, 'Footer', 'About');
  await expect(screenTitle(page, 'About')).toBeVisible();
  await followLink(page, 'Main', 'Your Account');
  await expect(region.getByRole('alert')).toContainText(UNAVAILABLE, { timeout: 20_000 });
}

/** Once the remote is back, Retry mounts it in the same page: no reload. */
async function expectRetryRecovers(page: Page) {
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(screenTitle(page, 'Your account')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
}

test('a remote whose manifest is missing (404) shows the fallback, and Retry mounts it once it is back', async ({
  page,
}) => {
  pointRemoteAt('mf-account', '0.0.0-never-deployed');
  await page.goto('/settings');
  await expectFallbackWhileShellWorks(page);

  writeRemotes(healthy);
  await expectRetryRecovers(page);
});

test('a remote whose entry answers 500 shows the fallback, and Retry mounts it once it is back', async ({
  page,
}) => {
  await page.route('**/remotes/mf-account/**/remoteEntry*.js', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  await page.goto('/settings');
  await expectFallbackWhileShellWorks(page);

  await page.unroute('**/remotes/mf-account/**/remoteEntry*.js');
  await expectRetryRecovers(page);
});

test('a remote slower than the time-out shows the fallback, and Retry mounts it once it answers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stall = '**/remotes/mf-account/**/mf-manifest.json';
  await page.route(stall, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 25_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/settings');
  // The shell is up at once; the remote's region waits for the time-out (10 s).
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectFallbackWhileShellWorks(page);

  await page.unroute(stall);
  await expectRetryRecovers(page);
});

for (const fault of ['bootstrap', 'mount', 'render'] as const) {
  test(`a remote that throws in ${fault} shows the fallback, and Retry mounts it once it is back`, async ({
    page,
    pageErrors,
  }) => {
    await page.addInitScript((value) => Object.assign(window, { __PORTAL_FAULT__: value }), fault);
    pointRemoteAt('mf-account', FAULT_FIXTURE_VERSION);
    await page.goto('/settings');
    await expectFallbackWhileShellWorks(page);
    expect(pageErrors.join('\n')).toContain(`Injected ${fault} failure`);

    // Ops roll the broken build back; the user's Retry picks up the healthy one.
    writeRemotes(healthy);
    await expectRetryRecovers(page);
  });
}

test('a remote built against another contract major is refused with the reason in the console', async ({
  page,
  pageErrors,
}) => {
  pointRemoteAt('mf-account', NEXT_CONTRACT_VERSION);
  await page.goto('/settings');
  await expectFallbackWhileShellWorks(page);
  expect(pageErrors.join('\n')).toMatch(
    /mf-account contract-next was built against @portal\/contract major 2, but this host runs major 1; it is not mounted\./,
  );

  writeRemotes(healthy);
  await expectRetryRecovers(page);
});
