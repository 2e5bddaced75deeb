import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

export const E2E_PORT = Number(process.env.E2E_PORT || 4173);

// The suite runs in two lanes at once, each a worker of its own against a server, a site and a
// database of its own (support/paths.ts), so neither sees the other's deploys, breakages, rate
// limits or data. Within a lane the specs run one after another, as before. The platform's
// specs (composition, deploys, failures, the walks over every screen) in one; the users'
// journeys in the other.
const LANES = {
  a: [
    'accessibility',
    'composition',
    'deploy-rollback',
    'failure-isolation',
    'links',
    'pwa',
    'shell-chrome',
    'support-screenshot',
    'visual',
  ],
  b: [
    'account',
    'agreed-value-documents',
    'agreements',
    'dashboard',
    'dashboard-part-2',
    'host-pages',
    'payments',
    'policy-changes',
    'policy-changes-vehicles-details',
    'session',
  ],
} as const;

// A spec in no lane would never run: the suite refuses to start instead.
const laneless = readdirSync(new URL('./tests', import.meta.url))
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.replace(/\.spec\.ts$/, ''))
  .filter((spec) => !Object.values(LANES).some((specs) => specs.some((name) => name === spec)));
if (laneless.length > 0) {
  throw new Error(`Specs in no lane of e2e/playwright.config.ts: ${laneless.join(', ')}`);
}

const lanes = Object.entries(LANES).map(([name, specs], index) => ({
  name,
  specs,
  port: E2E_PORT + index,
}));

// The production build served exactly as `pnpm start` serves it, from a copy of dist/ that the
// deploy and failure tests may change (support/serve.ts), in Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: lanes.length,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    // The visual baselines (tests/visual.spec.ts) beside the spec, one file per shot on every
    // platform: CI runs the same Debian Chromium as this machine. A sliver of anti-aliasing may
    // differ; a moved or restyled part of a screen is more than 1% of it.
    toHaveScreenshot: {
      pathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
      maxDiffPixelRatio: 0.01,
    },
  },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // Notifications already allowed, so the push opt-in dialog (it asks only while the browser
    // can still ask) stays out of suites about other things; pwa.spec.ts asks afresh.
    permissions: ['notifications'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: lanes.map(({ name, specs, port }) => ({
    name,
    testMatch: specs.map((spec) => `${spec}.spec.ts`),
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: lanes.map(({ name, port }) => ({
    command: 'node --import tsx support/serve.ts',
    // tsx compiles the host's JSX (the server renders the shell) with the options of the
    // tsconfig it is given, for the files that tsconfig includes: the repository's run config.
    env: {
      PORT: String(port),
      E2E_LANE: name,
      TSX_TSCONFIG_PATH: fileURLToPath(new URL('../scripts/tsconfig.run.json', import.meta.url)),
    },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: process.env['E2E_REUSE_SERVER'] === '1',
    timeout: 180_000,
    stdout: 'pipe' as const,
  })),
});
