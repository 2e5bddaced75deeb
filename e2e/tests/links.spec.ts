import type { Locator, Page } from '@playwright/test';
import { matchRoute, NOT_FOUND_ROUTE, type RouteDefinition } from '@portal/contract';
import { resetDemo, signIn } from '../support/session.ts';
import { expect, screenTitle, test } from '../support/test.ts';

// car.driver's to-dos as seeded: the suites before this one settle some of them.
test.beforeAll(() => resetDemo());

// No dead ends: every link the dashboard, the to-do list, the drawer and a policy's sidebar
// offer to each demo user opens a route of the table, never the page it is on, and shows a
// built screen: none says it cannot be done online yet.

// agreements.pending sees the agreements first (agreements.spec.ts), and nothing else until
// they are accepted.
const USERS = ['car.driver', 'van.fleet', 'bike.rider', 'new.customer'];

interface Offered {
  readonly href: string;
  /** The page the link is on. */
  readonly on: string;
  /** Marked as the page it is on (a menu's current item), which is not a wrong turn. */
  readonly current: boolean;
}

async function linksIn(area: Locator, on: string): Promise<Offered[]> {
  const links = await area.getByRole('link').all();
  const offered: Offered[] = [];
  for (const link of links) {
    const href = (await link.getAttribute('href')) ?? '';
    if (!href.startsWith('/')) continue;
    offered.push({ href, on, current: (await link.getAttribute('aria-current')) === 'page' });
  }
  return offered;
}

async function dashboardLinks(page: Page): Promise<Offered[]> {
  await page.goto('/');
  await expect(screenTitle(page, 'Dashboard')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Policies and inboxes' })).toBeVisible();
  const offered = await linksIn(page.getByRole('main'), '/');
  // The alert card shows one alert at a time.
  const alerts = page.getByRole('region', { name: 'Alerts' });
  if ((await alerts.count()) > 0) {
    const next = alerts.getByRole('button', { name: 'Next' });
    while ((await next.count()) > 0 && (await next.isEnabled())) {
      await next.click();
      offered.push(...(await linksIn(alerts, '/')));
    }
  }
  return offered;
}

async function todoLinks(page: Page): Promise<Offered[]> {
  await page.goto('/todo');
  await expect(screenTitle(page, 'To-do list')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  return linksIn(page.getByRole('main'), '/todo');
}

async function drawerLinks(page: Page): Promise<Offered[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Your Account' })).toBeVisible();
  const offered = await linksIn(menu, new URL(page.url()).pathname);
  await page.keyboard.press('Escape');
  return offered;
}

async function sidebarLinks(page: Page, policyPath: string): Promise<Offered[]> {
  await page.goto(policyPath);
  const sidebar = page.getByRole('navigation', { name: 'Your policy' });
  await expect(sidebar.getByRole('link', { name: /^Inbox/ })).toBeVisible();
  // With several vehicles, the agreed values are a list to open.
  const agreedValues = sidebar.getByRole('button', { name: /^Agreed value/ });
  if ((await agreedValues.count()) > 0) await agreedValues.click();
  return linksIn(sidebar, policyPath);
}

/** Opens `href` and says whether it shows a screen not built yet; fails on a blank page. */
async function screenAt(page: Page, href: string, route: RouteDefinition): Promise<boolean> {
  await page.goto(href);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = (await main.innerText()).replace(/\s+/g, ' ').trim();
  const title = (await main.getByRole('heading', { level: 1 }).innerText()).trim();
  // A screen: something beside its title.
  expect(text.length, `${href} (${route.name}) shows its title alone`).toBeGreaterThan(
    title.length + 20,
  );
  return (await main.locator('[data-not-online-yet]').count()) > 0;
}

test('every link on the dashboard, the to-do list, the drawer and the sidebar leads somewhere', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const notBuilt = new Set<string>();
  const visited = new Set<string>();
  for (const username of USERS) {
    await page.context().clearCookies();
    await page.goto('/about');
    await page.evaluate(() => localStorage.clear());
    await page
      .context()
      .addCookies([{ name: 'portal_consent', value: 'allow', url: new URL(page.url()).origin }]);
    await signIn(page, username, '/');

    const offered = [...(await dashboardLinks(page)), ...(await drawerLinks(page))];
    offered.push(...(await todoLinks(page)));
    const policies = [...new Set(offered.map(({ href }) => href))].filter(
      (href) => matchRoute(href).route.name === 'policy-summary',
    );
    for (const policy of policies) offered.push(...(await sidebarLinks(page, policy)));

    for (const { href, on, current } of offered) {
      const { route } = matchRoute(href.split('?')[0] ?? href);
      expect(route, `${username}: ${href} on ${on} is no route`).not.toBe(NOT_FOUND_ROUTE);
      if (!current) expect(href, `${username}: a link on ${on} to itself`).not.toBe(on);
    }
    // Each screen once (the first address met for it): the route table decides the screen.
    for (const { href } of offered) {
      const { route } = matchRoute(href.split('?')[0] ?? href);
      if (visited.has(route.name)) continue;
      visited.add(route.name);
      if (await screenAt(page, href, route)) notBuilt.add(route.name);
    }
  }
  expect([...notBuilt].sort()).toEqual([]);
});
