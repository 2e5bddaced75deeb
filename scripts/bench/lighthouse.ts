// Lighthouse with its default config (mobile, simulated throttling), performance only. Each run
// gets a fresh Chromium; of five runs each figure's median is reported, with all five kept.
// Five, not three: the simulated LCP is bimodal (it counts a script as needed for the paint when
// the unthrottled run happened to finish loading it first), and one odd run in three moves a
// median of three.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { medianOfRuns } from './median.ts';
import { withTimeout } from './measured.ts';
import { storeSession, type StoredSession } from './session.ts';

export interface LighthouseRun {
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

export interface LighthouseResult {
  readonly lighthouseVersion: string;
  readonly userAgent: string;
  /** Each figure's median over the runs (a figure of one run or another). */
  readonly median: LighthouseRun;
  readonly runs: readonly LighthouseRun[];
  /** Runs that ended without metrics, and were run again. */
  readonly failedRuns: readonly string[];
}

export const RUNS = 5;
// A run sometimes fails for reasons of the trace, not of the page (NO_NAVSTART, about one run in
// four here): it is run again, but a page that keeps failing is a finding.
const MAX_FAILED_RUNS = 3;

/**
 * `signIn`, for a page behind the session: each run signs in afresh and starts with that session
 * in local storage (and nothing else: the page's own files are not in the cache).
 */
export async function measureLighthouse(
  url: string,
  signIn?: () => Promise<StoredSession>,
): Promise<LighthouseResult> {
  const runs: LighthouseRun[] = [];
  const failedRuns: string[] = [];
  let about = { lighthouseVersion: '', userAgent: '' };
  while (runs.length < RUNS) {
    try {
      const { run, ...rest } = await runLighthouse(url, signIn && (await signIn()));
      runs.push(run);
      about = rest;
    } catch (error) {
      failedRuns.push(error instanceof Error ? error.message : String(error));
      if (failedRuns.length > MAX_FAILED_RUNS) {
        throw new Error(`Lighthouse failed ${failedRuns.length} times: ${failedRuns.join('; ')}`);
      }
    }
  }
  return { ...about, median: medianOfRuns(runs), runs, failedRuns };
}

async function runLighthouse(
  url: string,
  session?: StoredSession,
): Promise<{ run: LighthouseRun; lighthouseVersion: string; userAgent: string }> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-lighthouse-'));
  if (session) await prepareProfile(userDataDir, new URL(url).origin, session);
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
    userDataDir,
  });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        // The profile's session must survive; its cache holds nothing of the page.
        disableStorageReset: session !== undefined,
      }),
      120_000,
      `Lighthouse on ${url}`,
    );
    if (result === undefined) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      run: runOf(lhr),
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
    };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/** Puts the session into the profile's local storage for `origin`, from a page with no scripts. */
async function prepareProfile(userDataDir: string, origin: string, session: StoredSession) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/api/health', origin).href);
    await page.evaluate(storeSession, session);
  } finally {
    await context.close();
  }
}

function runOf(lhr: Result): LighthouseRun {
  function metric(audit: string): number {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse reported no ${audit}`);
    return value;
  }
  const score = lhr.categories['performance']?.score;
  if (score === undefined || score === null) throw new Error('Lighthouse reported no score');
  return {
    score,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}
