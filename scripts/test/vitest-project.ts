import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectConfiguration } from 'vitest/config';

// The one way every package runs its tests: alone from its folder (`pnpm --filter <package> test`)
// or as one project of the root config (`pnpm unit`). Paths are relative to the package.
// A component test drives real Mantine components through userEvent, boundary after boundary;
// on a two-core machine that is also building, one such test takes longer than vitest's 5 s.
export function packageTests({
  include = ['src/**/*.test.{ts,tsx}'],
  testTimeout = 20_000,
}: { include?: string[]; testTimeout?: number } = {}): TestProjectConfiguration {
  return defineProject({
    test: {
      include,
      testTimeout,
      // Browser code opts in with `// @vitest-environment jsdom` at the top of its test file.
      environment: 'node',
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
      restoreMocks: true,
    },
  });
}
