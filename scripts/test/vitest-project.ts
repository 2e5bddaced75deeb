import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectConfiguration } from 'vitest/config';

// The one way every package runs its tests: alone from its folder (`pnpm --filter <package> test`)
// or as one project of the root config (`pnpm unit`). Paths are relative to the package.
// A component test drives real Mantine components through userEvent, boundary after boundary;
// on a two-core machine that is also building, one such test takes longer than vitest's 5 s.
//
// Files share their worker's module graph (`isolate: false`): a component test file spends most
// of its time loading jsdom, React and Mantine, and loading them once per worker rather than
// once per file halves the suite. Each test still renders into a fresh document and the setup
// file clears storage, timers and mocks between tests. A package whose tests keep state at module
// level (the API's, which open a database per file) keeps each file apart.
export function packageTests({
  include = ['src/**/*.test.{ts,tsx}'],
  testTimeout = 20_000,
  isolate = false,
}: { include?: string[]; testTimeout?: number; isolate?: boolean } = {}): TestProjectConfiguration {
  return defineProject({
    test: {
      include,
      testTimeout,
      isolate,
      // Browser code opts in with `// @vitest-environment jsdom` at the top of its test file.
      environment: 'node',
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
      restoreMocks: true,
    },
  });
}
