import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectConfiguration } from 'vitest/config';

// The one way every package runs its tests: alone from its folder (`pnpm --filter <package> test`)
// or as one project of the root config (`pnpm unit`). Paths are relative to the package.
export function packageTests({
  include = ['src/**/*.test.{ts,tsx}'],
  testTimeout,
}: { include?: string[]; testTimeout?: number } = {}): TestProjectConfiguration {
  return defineProject({
    test: {
      include,
      ...(testTimeout === undefined ? {} : { testTimeout }),
      // Browser code opts in with `// @vitest-environment jsdom` at the top of its test file.
      environment: 'node',
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
      restoreMocks: true,
    },
  });
}
