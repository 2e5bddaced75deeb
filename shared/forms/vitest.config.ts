import { packageTests } from '../../scripts/test/vitest-project.ts';

export default packageTests();
