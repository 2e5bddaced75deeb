import { packageTests } from './test/vitest-project.ts';

export default packageTests({ include: ['**/*.test.ts'] });
