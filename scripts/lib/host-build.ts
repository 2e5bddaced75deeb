import { chmod, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DeployError } from './deploy-error.ts';
import { hostDir } from './dist-layout.ts';
import { pathExists } from './fs.ts';
import { runWebpack } from './webpack.ts';

/**
 * Builds the host into `<distDir>/host`. The build goes to a scratch folder first, so a failed
 * build leaves the previous host in place.
 */
export async function buildHost(distDir: string): Promise<void> {
  await mkdir(distDir, { recursive: true });
  const target = hostDir(distDir);
  const buildDir = await mkdtemp(path.join(distDir, '.tmp-host-'));
  const previous = `${buildDir}-previous`;
  try {
    // mkdtemp makes the folder private (0700); once renamed it is served to everyone.
    await chmod(buildDir, 0o755);
    await runWebpack('host', { PORTAL_HOST_OUT: buildDir });
    if (!(await pathExists(path.join(buildDir, 'index.html')))) {
      throw new DeployError(`The host build wrote no index.html into ${buildDir}.`);
    }
    // rename() cannot replace a non-empty folder, so the old host steps aside for a moment.
    if (await pathExists(target)) await rename(target, previous);
    await rename(buildDir, target);
  } finally {
    await rm(buildDir, { recursive: true, force: true });
    await rm(previous, { recursive: true, force: true });
  }
}
