import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { CLUSTER_PORT } from './paths.ts';

// The portal as a fleet (serve-cluster.ts): two nodes over PostgreSQL and Redis behind the
// round-robin proxy, driven through the proxy and each node, in Debian's Chromium.
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${CLUSTER_PORT}`,
    browserName: 'chromium',
    trace: 'on-first-retry',
    permissions: ['notifications'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'node --import tsx cluster/serve-cluster.ts',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../scripts/tsconfig.run.json', import.meta.url)),
    },
    url: `http://127.0.0.1:${CLUSTER_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
