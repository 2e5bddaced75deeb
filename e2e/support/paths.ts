import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
/**
 * The suite runs in lanes (playwright.config.ts), each with a server, a site and a database of
 * its own, so two lanes never see each other's deploys, breakages or data. The server is told
 * its lane in E2E_LANE; a test's worker sets it from its project (support/test.ts).
 */
export function laneDir(...parts: string[]): string {
  return path.join(REPO_ROOT, 'e2e/.tmp', process.env['E2E_LANE'] || 'a', ...parts);
}

/** The deployed site the lane's server serves: a copy of dist/ the tests may redeploy and break. */
export function e2eDist(...parts: string[]): string {
  return laneDir('dist', ...parts);
}

/** The lane's data folder: its database and uploads, where `ops` finds them. */
export function e2eData(...parts: string[]): string {
  return laneDir('data', ...parts);
}
export const FAULT_FIXTURE_VERSION = 'fault-fixture';
/** The same stand-in, built as if against the next major of @portal/contract. */
export const NEXT_CONTRACT_VERSION = 'contract-next';
