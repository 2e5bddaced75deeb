import path from 'node:path';
import { REPO_ROOT } from '../support/paths.ts';

/** The cluster suite's own site: a copy of dist/ with a second build of mf-account kept. */
export const CLUSTER_DIST = path.join(REPO_ROOT, 'e2e/.tmp/cluster/dist');
export const CLUSTER_DATA = path.join(REPO_ROOT, 'e2e/.tmp/cluster/data');
/** The nodes' logs and `nodes.json` (name, port, origin, pid), rewritten when one restarts. */
export const CLUSTER_LOGS = path.join(REPO_ROOT, 'e2e/.tmp/cluster/logs');
export const CLUSTER_DATABASE = 'portal_cluster_e2e';
export const CLUSTER_DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${CLUSTER_DATABASE}`;
export const CLUSTER_PORT = Number(process.env['E2E_CLUSTER_PORT'] || 4373);
/** The version name of the second mf-account build: the active one, kept again under it. */
export const EARLIER_SUFFIX = 'earlier';
