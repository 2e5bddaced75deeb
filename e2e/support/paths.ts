import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The deployed site the e2e server serves: a copy of dist/ the tests may redeploy and break. */
export const E2E_DIST = path.join(REPO_ROOT, 'e2e/.tmp/dist');
export const FAULT_FIXTURE_VERSION = 'fault-fixture';
/** The same stand-in, built as if against the next major of @portal/contract. */
export const NEXT_CONTRACT_VERSION = 'contract-next';
