// The cluster suite's portal: the production build (dist/, from `pnpm build`) copied to a scratch
// site, two nodes over a fresh PostgreSQL database and Redis behind the round-robin proxy, as
// `pnpm start:cluster` runs them. The remote map is the database's; mf-account has a second kept
// build to roll back to (the active one, kept again under another version name).
import { spawnSync } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startCluster } from '../../scripts/cluster/cluster.ts';
import { readRemotesFile } from '../../scripts/lib/remotes-file.ts';
import { databaseRemoteMap } from '../../scripts/lib/remote-map.ts';
import { REPO_ROOT } from '../support/paths.ts';
import {
  CLUSTER_DATA,
  CLUSTER_DATABASE,
  CLUSTER_DATABASE_URL,
  CLUSTER_DIST,
  CLUSTER_LOGS,
  CLUSTER_PORT,
  EARLIER_SUFFIX,
} from './paths.ts';

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
  }
  return result.stdout.trim();
}

// PostgreSQL and Redis are started (or installed) if they are not running; the database is new.
run('node', ['scripts/ensure-redis.mjs']);
run('node', ['scripts/ensure-postgres.mjs', CLUSTER_DATABASE, '--fresh']);

await rm(path.dirname(CLUSTER_DIST), { recursive: true, force: true });
await cp(path.join(REPO_ROOT, 'dist'), CLUSTER_DIST, { recursive: true });

// The database's map points where the build's file does.
const built = await readRemotesFile(CLUSTER_DIST);
const map = await databaseRemoteMap(CLUSTER_DATABASE_URL);
try {
  for (const [app, entry] of Object.entries(built) as [
    keyof typeof built,
    NonNullable<(typeof built)[keyof typeof built]>,
  ][]) {
    await map.point(app, entry, 'deploy');
  }
} finally {
  await map.close();
}

// mf-account's active build, kept again as an earlier version to roll back to.
const account = built['mf-account'];
if (!account) throw new Error('dist/ has no mf-account build: run `pnpm build` first.');
const earlier = `${account.version}-${EARLIER_SUFFIX}`;
const accountDir = path.join(CLUSTER_DIST, 'remotes/mf-account');
await cp(path.join(accountDir, account.version), path.join(accountDir, earlier), {
  recursive: true,
});
const recordFile = path.join(accountDir, earlier, 'deploy.json');
const record = JSON.parse(await readFile(recordFile, 'utf8')) as Record<string, unknown>;
await writeFile(recordFile, `${JSON.stringify({ ...record, version: earlier }, null, 2)}\n`);

const cluster = await startCluster({
  distDir: CLUSTER_DIST,
  databaseUrl: CLUSTER_DATABASE_URL,
  redisUrl: 'redis://127.0.0.1:6379',
  port: CLUSTER_PORT,
  nodePorts: [CLUSTER_PORT + 1, CLUSTER_PORT + 2],
  dataDir: CLUSTER_DATA,
  logDir: CLUSTER_LOGS,
  // The suite's own stream, so other servers on this Redis are not its nodes.
  env: { PORTAL_DEMO: '1', PORTAL_REDIS_STREAM: `portal-cluster-e2e-${process.pid}` },
});
console.log(`e2e cluster on ${cluster.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cluster.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
