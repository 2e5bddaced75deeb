import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { HOST_SHARED_MODULES } from './share-scope';

const { SHARED_MODULES } = createRequire(import.meta.url)(
  '../../../scripts/build/federation.cjs',
) as { SHARED_MODULES: string[] };

test('the host hands the runtime each module the remotes share, and only those', () => {
  expect(Object.keys(HOST_SHARED_MODULES).sort()).toEqual([...SHARED_MODULES].sort());
  expect(SHARED_MODULES).not.toContain('valibot');
});
