import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './paths.ts';
import { test as base } from './test.ts';

/**
 * The moment the visual suite's site was seeded at and the browser's clock starts from: a
 * Wednesday morning in London (GMT), mid-month, so this month's and next month's seeded entries
 * are on either side of it.
 */
export const VISUAL_NOW = new Date('2026-03-11T10:30:00Z');

interface VisualSite {
  readonly url: string;
}

/**
 * The tests of the visual suite: against a site of their own (support/visual-server.ts), fresh
 * for each worker and seeded at VISUAL_NOW, with the browser's clock, time zone and locale set to
 * match, and the cookie question answered (support/test.ts).
 */
export const test = base.extend<{ clockAtVisualNow: void }, { visualSite: VisualSite }>({
  visualSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it.
    async ({}, use) => {
      const child = spawn('node', ['--import', 'tsx', 'support/visual-server.ts'], {
        cwd: path.join(REPO_ROOT, 'e2e'),
        env: {
          ...process.env,
          VISUAL_NOW: VISUAL_NOW.toISOString(),
          TSX_TSCONFIG_PATH: fileURLToPath(
            new URL('../../scripts/tsconfig.run.json', import.meta.url),
          ),
        },
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      const lines = createInterface({ input: child.stdout });
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('The visual site did not start')), 60_000);
        child.once('exit', (code) => reject(new Error(`The visual site exited (${code})`)));
        lines.on('line', (line) => {
          const found = /^visual portal on (http\S+)$/.exec(line);
          if (found?.[1]) {
            clearTimeout(timer);
            resolve(found[1]);
          }
        });
      });
      await use({ url });
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ visualSite }, use) => {
    await use(visualSite.url);
  },
  timezoneId: 'Europe/London',
  locale: 'en-GB',
  clockAtVisualNow: [
    async ({ page }, use) => {
      await page.clock.install({ time: VISUAL_NOW });
      await use();
    },
    { auto: true },
  ],
});

export { expect } from './test.ts';
