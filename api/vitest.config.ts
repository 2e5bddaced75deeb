import { packageTests } from '../scripts/test/vitest-project.ts';

// Real scrypt hashes (about 140 ms each on two cores): the rate-limit tests sign in twenty times,
// which a machine busy with a build stretches past vitest's 5 s default. `test/security/` replays
// attacks on the whole API; unit tests sit beside their code.
export default packageTests({
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 30_000,
  // A test API made at the top of a file lives for the file (test/create-test-api.ts), which it
  // tells by vitest's current test name: state a shared worker would carry over between files.
  isolate: true,
});
