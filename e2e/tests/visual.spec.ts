import type { Page } from '@playwright/test';
import {
  AGREEMENTS_SCREEN,
  CAR_DRIVER_SCREENS,
  openScreen,
  PROMOTIONS_SCREEN,
  VIEWPORTS,
  VISITOR_SCREENS,
  type BuiltScreen,
} from '../support/screens.ts';
import { signIn } from '../support/session.ts';
import { expect, test, VISUAL_NOW } from '../support/visual-site.ts';

// Visual regression: each built screen at a phone's width and a desktop's, against the baselines
// in visual.spec.ts-snapshots/ (after a deliberate change: `pnpm test:visual:update`, then look
// at every changed PNG). The screens come from a site of the suite's own, seeded at a fixed moment
// with the browser's clock at the same moment (support/visual-site.ts): every date, relative date
// and greeting is the same on every run, and what the other suites change in their site's data
// (a to-do item dismissed, a notification deleted) never shows here. Each shot waits for the
// screen's content, the web fonts and the images; Playwright stops animations and hides the caret.

/** Opens the screen, lets it settle and compares it with its baseline; goes on if it differs. */
async function shoot(
  page: Page,
  screen: BuiltScreen,
  width: number,
  header: { withBell?: boolean; withPromotions?: boolean } = {},
) {
  await test.step(screen.name, async () => {
    await openScreen(page, screen, header);
    // The brand's faces swap in once the page is idle (host/src/start): their stylesheet first.
    await page.waitForFunction(
      () => document.querySelector<HTMLLinkElement>('link[data-typefaces]')?.sheet,
    );
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
    );
    // Nothing hovered: the pointer is where the last click left it, maybe over a link.
    await page.mouse.move(0, 0);
    await expect.soft(page).toHaveScreenshot(`${screen.name}-${width}.png`, {
      fullPage: screen.fullPage,
      mask: screen.mask?.(page) ?? [],
    });
  });
}

for (const viewport of VIEWPORTS) {
  const { width } = viewport;

  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    test('a visitor’s screens', async ({ page }) => {
      test.setTimeout(120_000);
      for (const screen of VISITOR_SCREENS) {
        // The maintenance page's time to try again is its arrival plus retry_after: the clock
        // stands still for it (the last of the visitor's screens).
        if (screen.name === 'maintenance') await page.clock.setFixedTime(VISUAL_NOW);
        await shoot(page, screen, width);
      }
    });

    test('car.driver’s screens', async ({ page }) => {
      test.setTimeout(150_000);
      await signIn(page, 'car.driver');
      for (const screen of CAR_DRIVER_SCREENS) {
        await shoot(page, screen, width, { withBell: true, withPromotions: true });
      }
    });

    test('agreements.pending’s agreements', async ({ page }) => {
      await signIn(page, 'agreements.pending');
      await expect(page).toHaveURL(AGREEMENTS_SCREEN.path);
      await shoot(page, AGREEMENTS_SCREEN, width);
    });

    test('new.customer’s promotions', async ({ page }) => {
      await signIn(page, 'new.customer');
      await expect(page).toHaveURL(PROMOTIONS_SCREEN.path);
      await shoot(page, PROMOTIONS_SCREEN, width, { withBell: true });
    });
  });
}
