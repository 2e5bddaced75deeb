// `pnpm remote <command>`: deploy, roll back and list the builds of one remote
// (DESIGN.md "Deploy and rollback, per remote").
import { REMOTE_APPS } from '@portal/contract';
import { DeployError } from './lib/deploy-error.ts';
import { deployRemote, describeDeploy, rollbackRemote } from './lib/deploy.ts';
import { resolveDistDir } from './lib/dist-layout.ts';
import { formatDeploymentTable, listDeployments } from './lib/list.ts';
import { openRemoteMap, type RemoteMap } from './lib/remote-map.ts';

const USAGE = `Usage:
  pnpm remote deploy <name>              build <name> and make that build the active one
  pnpm remote rollback <name> <version>  point <name> at a kept build again (no build)
  pnpm remote list                       show every kept build and the active one

Remotes: ${REMOTE_APPS.join(', ')}
Builds go to dist/ (or $PORTAL_DIST). The map of active builds is dist/remotes.json, or, when
DATABASE_URL names a PostgreSQL database, a row per remote there, which every node reads.`;

async function run(args: readonly string[], map: RemoteMap): Promise<number> {
  const distDir = resolveDistDir();
  const [command, name, version, ...extra] = args;
  if (command === 'deploy' && name !== undefined && version === undefined) {
    console.log(describeDeploy(await deployRemote(distDir, name, map)));
    return 0;
  }
  if (command === 'rollback' && name !== undefined && version !== undefined && extra.length === 0) {
    const entry = await rollbackRemote(distDir, name, version, map);
    console.log(`${name} now points at ${entry.version} (active from the next page load)`);
    return 0;
  }
  if (command === 'list' && name === undefined) {
    console.log(formatDeploymentTable(await listDeployments(distDir, map)));
    return 0;
  }
  console.error(USAGE);
  return 1;
}

const map = await openRemoteMap(resolveDistDir());
try {
  process.exitCode = await run(process.argv.slice(2), map);
} catch (error) {
  // A DeployError is for the operator: its message says what to do. Anything else is a bug.
  if (!(error instanceof DeployError)) throw error;
  console.error(`Error: ${error.message}`);
  process.exitCode = 1;
} finally {
  await map.close();
}
