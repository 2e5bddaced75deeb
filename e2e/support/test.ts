import { test as base, expect, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

export const UNAVAILABLE = 'This part of the portal is unavailable right now.';

interface Fixtures {
  /** Console errors and uncaught exceptions of the page, for tests that expect none or some. */
  pageErrors: string[];
  /** Opens a path of the portal and waits for its screen's title. */
  navigate: (path: string, title: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // The cookie question is answered for every test but the banner's own (shell-chrome.spec.ts
  // clears it): left open, the banner covers the foot of every page a test clicks in.
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'portal_consent', value: 'allow', url: baseURL ?? '' }]);
    await use(context);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
  navigate: async ({ page }, use) => {
    await use(async (path, title) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The server's markup shows the title before the page's script has taken it over: a link
      // followed before then is a new page load, not a move within the page.
      await expect(page.locator('html[data-shell="live"]')).toBeAttached();
    });
  },
});

export { expect };

export function screenTitle(page: Page, title: string) {
  return page.getByRole('heading', { level: 1, name: title });
}

/** Follows a link of the shell's main or footer navigation, as a user clicks it. */
export async function followLink(page: Page, navigation: 'Main' | 'Footer', name: string) {
  await page.getByRole('navigation', { name: navigation }).getByRole('link', { name }).click();
}

/**
 * Moves within the page to `path`, as a link does (single-spa routes the new address; nothing is
 * loaded again), and waits for its screen's title.
 */
export async function goInApp(page: Page, path: string, title: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await expect(screenTitle(page, title)).toBeVisible();
}

/**
 * Chromium that shares its fake screen without asking, for the support screenshot: the fake
 * media device stands in for a real screen, which headless Chromium has none of.
 * `test.use({ launchOptions: SCREEN_SHARING })`.
 */
export const SCREEN_SHARING = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_FLAGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--auto-select-desktop-capture-source=Entire screen',
  ],
};
