// A click from the signed-in dashboard to another remote's screen: the time from the click to
// that screen's heading in its region (the shell's stand-in title does not count). Measured in
// the page (performance.now at the click, then every frame until the heading is there), two ways
// per link, each in a fresh browser:
// - click only: the link is clicked without the pointer or focus on it first, so nothing is
//   fetched ahead (what every click cost before the preload on intent);
// - hover first: the pointer rests on the link for HOVER_MS, as a user's does before clicking,
//   and the preload on intent fetches the remote meanwhile.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { median } from './median.ts';
import { withTimeout } from './measured.ts';
import { storeSession, type StoredSession } from './session.ts';

/** How long the pointer rests on a link before the click. */
export const HOVER_MS = 300;
export const CLICK_RUNS = 3;

export interface ClickTarget {
  /** The link's accessible name on the dashboard. */
  readonly link: string;
  /** The region the screen mounts in (`#region-<app>`). */
  readonly app: string;
}

export interface ClickResult {
  readonly link: string;
  readonly to: string;
  /** Medians of CLICK_RUNS, in ms. */
  readonly clickOnlyMs: number;
  readonly hoverFirstMs: number;
  readonly runs: { readonly clickOnlyMs: number[]; readonly hoverFirstMs: number[] };
}

export async function measureClicks(
  origin: string,
  session: StoredSession,
  targets: readonly ClickTarget[],
): Promise<ClickResult[]> {
  const results: ClickResult[] = [];
  for (const target of targets) {
    const clickOnly: number[] = [];
    const hoverFirst: number[] = [];
    let to = '';
    for (let run = 0; run < CLICK_RUNS; run += 1) {
      for (const hover of [false, true]) {
        const { ms, pathname } = await withTimeout(
          clickOnce(origin, session, target, hover),
          90_000,
          `A click on ${target.link}`,
        );
        (hover ? hoverFirst : clickOnly).push(ms);
        to = pathname;
      }
    }
    results.push({
      link: target.link,
      to,
      clickOnlyMs: median(clickOnly),
      hoverFirstMs: median(hoverFirst),
      runs: { clickOnlyMs: clickOnly, hoverFirstMs: hoverFirst },
    });
  }
  return results;
}

async function clickOnce(
  origin: string,
  session: StoredSession,
  target: ClickTarget,
  hover: boolean,
): Promise<{ ms: number; pathname: string }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // Notifications already allowed: the push opt-in dialog, which a first visit signed in
    // would show over the dashboard, stays closed (as in the e2e tests).
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
      permissions: ['notifications'],
    });
    page.setDefaultTimeout(60_000);
    await page.addInitScript(storeSession, session);
    await page.goto(new URL('/', origin).href);
    await page.locator('#region-mf-dashboard h1').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('link', { name: target.link, exact: true }).first();
    if (hover) {
      await link.hover();
      await page.waitForTimeout(HOVER_MS);
    }
    const ms = await timeClick(page, target);
    return { ms, pathname: new URL(page.url()).pathname };
  } finally {
    await browser.close();
  }
}

/** Clicks in the page and resolves with the ms until the heading of the screen is in. */
function timeClick(page: Page, target: ClickTarget): Promise<number> {
  // A string, so the bundler's helpers never reach the page.
  return page.evaluate(`new Promise((resolve) => {
    const link = [...document.querySelectorAll('a')].find(
      (a) => a.textContent.trim() === ${JSON.stringify(target.link)} && a.offsetParent !== null,
    );
    const started = performance.now();
    link.click();
    (function check() {
      const heading = document.querySelector('#region-${target.app}:not([hidden]) h1');
      if (heading && heading.offsetParent !== null) resolve(performance.now() - started);
      else requestAnimationFrame(check);
    })();
  })`);
}
