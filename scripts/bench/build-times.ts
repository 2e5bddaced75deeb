// Build times as a team lives them: the wall clock around `pnpm build` and around
// `pnpm remote deploy`, each into an empty PORTAL_DIST so nothing is reused from a kept build.
import path from 'node:path';
import type { RemoteApp } from '@portal/contract';
import { REPO_ROOT } from '../lib/dist-layout.ts';
import { measure, progress, type Measured } from './measured.ts';
import { runCommand } from './processes.ts';

/** The remote whose build is timed alone, and whose route is measured. */
export const MEASURED_REMOTE: RemoteApp = 'mf-agreements';

export interface BuildTimes {
  /** Seconds for `pnpm build`: the host and every remote. */
  readonly full: Measured<number>;
  /** Seconds for `pnpm remote deploy mf-agreements`. */
  readonly oneRemote: Measured<number>;
}

/** Times both builds; the full build's site is left in `distDir` for the page measurements. */
export async function measureBuildTimes(
  distDir: string,
  oneRemoteDistDir: string,
  logDir: string,
): Promise<BuildTimes> {
  progress(`pnpm build into ${distDir}`);
  const full = await measure('the full build', () =>
    timeBuild(['build'], distDir, path.join(logDir, 'build-all.log'), 15 * 60_000),
  );
  progress(`pnpm remote deploy ${MEASURED_REMOTE} into ${oneRemoteDistDir}`);
  const oneRemote = await measure(`the build of ${MEASURED_REMOTE}`, () =>
    timeBuild(
      ['remote', 'deploy', MEASURED_REMOTE],
      oneRemoteDistDir,
      path.join(logDir, 'build-one-remote.log'),
      5 * 60_000,
    ),
  );
  return { full, oneRemote };
}

async function timeBuild(
  args: readonly string[],
  distDir: string,
  logFile: string,
  timeoutMs: number,
): Promise<number> {
  const ms = await runCommand('pnpm', args, {
    cwd: REPO_ROOT,
    env: { PORTAL_DIST: distDir },
    timeoutMs,
    logFile,
  });
  return ms / 1000;
}
