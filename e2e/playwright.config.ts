import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

export const E2E_PORT = Number(process.env.E2E_PORT || 4173);

// The production build served exactly as `pnpm start` serves it, from a copy of dist/ that the
// deploy and failure tests may change (support/serve.ts), in Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    // Recording a trace slows every test; a failure is run again (retries) with one recorded.
    // Locally, without retries, `--trace on` records them.
    trace: 'on-first-retry',
    // Notifications already allowed, so the push opt-in dialog (it asks only while the browser
    // can still ask) stays out of suites about other things; pwa.spec.ts asks afresh.
    permissions: ['notifications'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'node --import tsx support/serve.ts',
    // tsx compiles the host's JSX (the server renders the shell) with the options of the
    // tsconfig it is given, for the files that tsconfig includes: the repository's run config.
    env: {
      PORT: String(E2E_PORT),
      TSX_TSCONFIG_PATH: fileURLToPath(new URL('../scripts/tsconfig.run.json', import.meta.url)),
    },
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
