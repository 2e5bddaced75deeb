import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{host,mf-*,shared/*,api}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // Browser code opts in with `// @vitest-environment jsdom` at the top of its test file.
    environment: 'node',
    setupFiles: ['./scripts/test/vitest-setup.ts'],
    restoreMocks: true,
  },
});
