// `pnpm build`: the whole production site - the host in dist/host and a deploy of every
// remote. A remote whose version is kept already is activated, not rebuilt (see lib/version.ts).
import { REMOTE_APPS } from '@portal/contract';
import { DeployError } from './lib/deploy-error.ts';
import { deployRemote, describeDeploy } from './lib/deploy.ts';
import { hostDir, resolveDistDir } from './lib/dist-layout.ts';
import { buildHost } from './lib/host-build.ts';
import { readRemotesFile } from './lib/remotes-file.ts';

const distDir = resolveDistDir();
try {
  // Checked first: a malformed remotes.json would otherwise fail after the host build.
  await readRemotesFile(distDir);
  await buildHost(distDir);
  console.log(`Built the host into ${hostDir(distDir)}`);
  // One at a time: five webpack builds at once would interleave their output and fight for memory.
  for (const app of REMOTE_APPS) {
    console.log(describeDeploy(await deployRemote(distDir, app)));
  }
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`Error: ${error.message}`);
  process.exitCode = 1;
}
