import { REMOTE_APPS, ROUTES, routesOf } from '@portal/contract';
import { signIn } from '../support/session.ts';
import { expect, followLink, screenTitle, test } from '../support/test.ts';

test('every route of both specs shows its page title, rendered by its owning app', async ({
  page,
  navigate,
  pageErrors,
}) => {
  // One page load per route of the table: about seventy.
  test.setTimeout(240_000);
  async function expectScreen(route: (typeof ROUTES)[number]) {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => `${name}-1`);
    await navigate(path, route.title);
    await expect(page).toHaveTitle(`${route.title} | Northway Motor Insurance`);
    if (route.app !== 'host') {
      await expect(page.locator(`[data-region="${route.app}"] h1`)).toHaveText(route.title);
      await expect(
        page.locator(`[data-region="${route.app}"] [data-remote-version]`),
      ).toHaveAttribute('data-remote-version', /^\d+\.\d+\.\d+-/);
      // The build is for ops; a customer never reads it.
      await expect(page.getByText(/mf-[a-z-]+ \d+\.\d+\.\d+-/)).toHaveCount(0);
    }
  }
  // Guest and public routes as a visitor, login routes signed in (portal.md §2).
  for (const route of ROUTES.filter((candidate) => candidate.access !== 'login')) {
    await expectScreen(route);
  }
  await signIn(page, 'car.driver');
  for (const route of ROUTES.filter((candidate) => candidate.access === 'login')) {
    await expectScreen(route);
  }
  expect(pageErrors).toEqual([]);
});

test('the host serves its own pages and a not-found page for unknown paths', async ({
  page,
  navigate,
}) => {
  await navigate('/login', 'Log in to your account');
  await navigate('/no/such/page', 'Page not found');
  await expect(page).toHaveTitle('Page not found | Northway Motor Insurance');
});

test('links between remotes navigate without a page reload', async ({ page, navigate }) => {
  await signIn(page, 'car.driver');
  await navigate('/settings', 'Your account');
  await page.evaluate(() => Object.assign(window, { __samePage: true }));

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Your calendar' }).click();
  await expect(screenTitle(page, 'Your calendar')).toBeVisible();
  await expect(page).toHaveURL('/events');
  await followLink(page, 'Footer', 'About');
  await expect(screenTitle(page, 'About')).toBeVisible();
  await nav.getByRole('link', { name: 'Your Account' }).click();
  await expect(screenTitle(page, 'Your account')).toBeVisible();
  // The previous remote's screen is gone, not hidden behind the new one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await page.goBack();
  await expect(screenTitle(page, 'About')).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('one React and one react-dom serve the host and all five remotes', async ({
  page,
  navigate,
}) => {
  // Every react-dom copy registers itself with the devtools hook once, passing the dispatcher of
  // the React core it is bound to: one registration and one dispatcher mean one of each.
  await page.addInitScript(() => {
    const dispatchers: unknown[] = [];
    const injections: string[] = [];
    Object.assign(window, {
      __reactInjections: injections,
      __reactCores: dispatchers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(internals: { currentDispatcherRef: unknown; version: string }) {
          if (!dispatchers.includes(internals.currentDispatcherRef)) {
            dispatchers.push(internals.currentDispatcherRef);
          }
          injections.push(internals.version);
          return injections.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });

  await navigate('/login', 'Log in to your account');
  for (const app of REMOTE_APPS) {
    // A screen a visitor may see (portal.md §2): a login route would send them to /login.
    const route = routesOf(app).find(
      (candidate) => !candidate.path.includes(':') && candidate.access !== 'login',
    );
    if (!route) continue;
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route.path);
    await expect(screenTitle(page, route.title)).toBeVisible();
  }

  const counts = await page.evaluate(() => {
    const w = window as unknown as { __reactInjections: string[]; __reactCores: unknown[] };
    return { reactDom: w.__reactInjections.length, reactCores: w.__reactCores.length };
  });
  expect(counts).toEqual({ reactDom: 1, reactCores: 1 });
});

test('the frame and the page title are in the page before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/login');
  await expect(screenTitle(page, 'Log in to your account')).toBeVisible();
  await expect(page).toHaveTitle('Log in to your account | Northway Motor Insurance');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // A remote's screen shows its title and a skeleton while the remote is on its way.
  await page.goto('/agreements/complete');
  await expect(screenTitle(page, 'Agreements accepted')).toBeVisible();
  await expect(page.locator('section[aria-busy="true"] .skeleton')).toBeVisible();
  await context.close();
});

test('a link hovered before its click has the remote ready: the click fetches no manifest or entry', async ({
  page,
  navigate,
}) => {
  await signIn(page, 'new.customer');
  await navigate('/about', 'About');
  const accountFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/mf-account/')) accountFiles.push(pathname);
  });

  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Your Account',
  });
  await link.hover();
  await expect
    .poll(() => accountFiles.filter((file) => /mf-manifest\.json$|remoteEntry\./.test(file)))
    .toHaveLength(2);
  const beforeClick = accountFiles.length;
  await link.click();

  await expect(screenTitle(page, 'Your account')).toBeVisible();
  expect(
    accountFiles.slice(beforeClick).filter((file) => /mf-manifest\.json$|remoteEntry\./.test(file)),
  ).toEqual([]);
});
