import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { pointRemoteAt, readRemotes, writeRemotes } from '../support/site.ts';
import { expect, followLink, screenTitle, test, UNAVAILABLE } from '../support/test.ts';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const [path, title] of [
  ['/login', 'Login'],
  ['/agreements/complete', 'Agreements accepted'],
  ['/no/such/page', 'Page not found'],
] as const) {
  test(`${path} has no serious accessibility violation`, async ({ page, navigate }) => {
    await navigate(path, title);
    await expectNoSeriousViolations(page);
  });
}

for (const width of [375, 1280]) {
  test(`the remote fallback has no serious accessibility violation at ${width} px`, async ({
    page,
  }) => {
    // /settings is for signed-in users (portal.md §2).
    await signIn(page, 'car.driver');
    const healthy = readRemotes();
    try {
      pointRemoteAt('mf-account', '0.0.0-never-deployed');
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/settings');
      await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectNoSeriousViolations(page);
    } finally {
      writeRemotes(healthy);
    }
  });
}

test('the shell can be used with the keyboard alone', async ({ page, navigate }) => {
  // The calendar is for signed-in users (portal.md §2).
  await signIn(page, 'car.driver');
  await navigate('/about', 'About');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Northway Motor Insurance' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Your calendar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screenTitle(page, 'Your calendar')).toBeVisible();
  await expect(page).toHaveURL('/events');
});

test('the drawer menu opens and closes from the keyboard', async ({ page, navigate }) => {
  await navigate('/about', 'About');
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  // A visitor's menu: the public pages and Login (navigation follows the route table's access).
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('after an in-app navigation, focus is on the new screen’s title', async ({
  page,
  navigate,
}) => {
  await signIn(page, 'car.driver');
  await navigate('/about', 'About');
  await followLink(page, 'Main', 'Your Account');
  await expect(screenTitle(page, 'Your account')).toBeFocused();
  await followLink(page, 'Footer', 'About');
  await expect(screenTitle(page, 'About')).toBeFocused();
});
