// First-paint bytes: a page loaded in a fresh browser (empty cache) until its h1 shows and the
// network is idle. Every JS and CSS response is weighed as gzip -9 of its body: one method for
// every file, independent of what the server negotiates (it answers Chromium with brotli).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import type { BundleMap } from './bundle-map.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { withTimeout } from './measured.ts';
import { emptyPartBytes, PARTS, type PartBytes } from './parts.ts';
import { storeSession, type StoredSession } from './session.ts';

export interface WeighedResponse {
  /** Path and query; the origin's port changes from run to run. */
  readonly url: string;
  readonly type: 'js' | 'css';
  readonly bytes: number;
  readonly gzipBytes: number;
  /** `gzipBytes` split into the parts of the platform. */
  readonly parts: PartBytes;
  readonly unanalysed: boolean;
}

export interface PageWeight {
  /** Every request of the page load, of any type. */
  readonly requests: number;
  /** Gzip bytes per part of the platform. */
  readonly js: PartBytes;
  readonly css: PartBytes;
  readonly responses: readonly WeighedResponse[];
}

export async function measureFirstPaint(
  origin: string,
  pathname: string,
  partsOf: BundleMap,
  session?: StoredSession,
): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    return await withTimeout(
      loadPage(browser, new URL(pathname, origin).href, partsOf, session),
      90_000,
      `Loading ${pathname}`,
    );
  } finally {
    await browser.close();
  }
}

async function loadPage(
  browser: Browser,
  url: string,
  partsOf: BundleMap,
  session?: StoredSession,
): Promise<PageWeight> {
  const page = await browser.newPage();
  // A signed-in page: the session is in local storage before the page's first script runs.
  if (session) await page.addInitScript(storeSession, session);
  page.setDefaultTimeout(60_000);
  let requests = 0;
  const readings: Promise<WeighedResponse | undefined>[] = [];
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', (response) => {
    const reading = weigh(response, partsOf);
    // Awaited after the load; handled now so that an early failure is no unhandled rejection.
    reading.catch(() => undefined);
    readings.push(reading);
  });

  await page.goto(url);
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const responses = (await Promise.all(readings)).filter((reading) => reading !== undefined);

  const js = emptyPartBytes();
  const css = emptyPartBytes();
  for (const response of responses) {
    const totals = response.type === 'js' ? js : css;
    for (const part of PARTS) totals[part] += response.parts[part];
  }
  return { requests, js, css, responses };
}

async function weigh(response: Response, partsOf: BundleMap): Promise<WeighedResponse | undefined> {
  const contentType = response.headers()['content-type'] ?? '';
  const type = /javascript/.test(contentType)
    ? 'js'
    : /text\/css/.test(contentType)
      ? 'css'
      : undefined;
  if (type === undefined || !response.ok()) return undefined;
  const body = await response.body();
  const gzipBytes = gzipSync(body, { level: 9 }).length;
  const { pathname, search } = new URL(response.url());
  const { bytes: parts, unanalysed } = partsOf(pathname, gzipBytes);
  return { url: pathname + search, type, bytes: body.length, gzipBytes, parts, unanalysed };
}
