import { defineConfig } from 'vitest/config';

// Every package's own vitest.config.ts (scripts/test/vitest-project.ts), run together.
export default defineConfig({
  test: {
    projects: ['{host,mf-*,shared/*,api,scripts}/vitest.config.ts'],
  },
});
