// How a remote build is named: `<package version>-<commit>`, plus `-dirty.<hash>` when its
// inputs have uncommitted changes (`1.0.0-abc1234`, `1.0.0-abc1234-dirty.0f3a9c1e`).
//
// The name is decided *before* building, from the inputs, because it goes into the build:
// `PORTAL_REMOTE_VERSION` becomes the `__REMOTE_VERSION__` the remote reports. A hash of the
// output could only be in the output by building twice; the usual workaround (build as
// `...-dirty`, name the folder `...-dirty.<hash>`) leaves the bundle disagreeing with its folder
// and with remotes.json. Hashing the uncommitted inputs instead keeps all three equal, lets an
// unchanged tree land on the build it already has (no webpack run), and gives every edit a new
// name, so a kept build is never overwritten.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { VERSION_NAME, type RemoteApp } from '@portal/contract';
import { DeployError } from './deploy-error.ts';
import { REPO_ROOT } from './dist-layout.ts';
import { errorCode } from './fs.ts';
import { shortCommit, uncommittedFiles } from './git.ts';

/** Besides the remote's own folder, what goes into its build (scripts/build: webpack configs). */
const SHARED_BUILD_INPUTS = [
  'shared',
  'scripts/build',
  'package.json',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];

export function isVersionName(value: string): boolean {
  return VERSION_NAME.test(value);
}

export interface VersionParts {
  packageVersion: string;
  commit: string;
  /** Set when the inputs have uncommitted changes. */
  dirtyHash?: string | undefined;
}

export function remoteVersion({ packageVersion, commit, dirtyHash }: VersionParts): string {
  const base = `${packageVersion}-${commit}`;
  return dirtyHash ? `${base}-dirty.${dirtyHash}` : base;
}

/** First 8 hex of a sha256 over the sorted paths and their contents (a missing file counts too). */
export async function hashFiles(root: string, relativePaths: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const relativePath of [...new Set(relativePaths)].sort()) {
    hash.update(`${relativePath}\0`);
    try {
      const content = await readFile(path.join(root, relativePath));
      // The length keeps `a` + `bc` apart from `ab` + `c`.
      hash.update(`${content.length}\0`).update(content);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
      hash.update('deleted\0');
    }
  }
  return hash.digest('hex').slice(0, 8);
}

async function readPackageVersion(packageFile: string): Promise<string> {
  const text = await readFile(packageFile, 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed === 'object' && parsed !== null && 'version' in parsed) {
    const { version } = parsed;
    if (typeof version === 'string' && isVersionName(version)) return version;
  }
  throw new DeployError(`${packageFile} has no usable "version" (like "1.0.0").`);
}

/** The version the next build of `app` gets, from its package.json and the git working tree. */
export async function resolveRemoteVersion(app: RemoteApp, repoRoot = REPO_ROOT): Promise<string> {
  const packageVersion = await readPackageVersion(path.join(repoRoot, app, 'package.json'));
  const commit = await shortCommit(repoRoot);
  const { root, paths } = await uncommittedFiles(repoRoot, [app, ...SHARED_BUILD_INPUTS]);
  const dirtyHash = paths.length > 0 ? await hashFiles(root, paths) : undefined;
  return remoteVersion({ packageVersion, commit, dirtyHash });
}
