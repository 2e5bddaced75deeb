// `pnpm build`: the whole production site - the host in dist/host and a deploy of every
// remote. A remote whose version is kept already is activated, not rebuilt (see lib/version.ts).
import { REMOTE_APPS } from '@portal/contract';
import { DeployError } from './lib/deploy-error.ts';
import { deployRemote, describeDeploy } from './lib/deploy.ts';
import { hostDir, resolveDistDir } from './lib/dist-layout.ts';
import { buildHost } from './lib/host-build.ts';
import { openRemoteMap } from './lib/remote-map.ts';
import { runTwoAtATime } from './lib/two-at-a-time.ts';

const distDir = resolveDistDir();
// dist/remotes.json, or the server database's map when DATABASE_URL names one.
const map = await openRemoteMap(distDir);
try {
  // Checked first: a malformed map would otherwise fail after the host build.
  await map.read();
  const jobs: (() => Promise<string>)[] = [
    async () => {
      await buildHost(distDir);
      return `Built the host into ${hostDir(distDir)}`;
    },
    ...REMOTE_APPS.map((app) => async () => describeDeploy(await deployRemote(distDir, app, map))),
  ];
  await runTwoAtATime(jobs);
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`Error: ${error.message}`);
  process.exitCode = 1;
} finally {
  await map.close();
}
