// Deploying and rolling back one remote (DESIGN.md "Deploy and rollback, per remote"): builds
// are immutable folders `dist/remotes/<app>/<version>/`, and a deploy or a rollback is nothing
// but an atomic change of that app's entry in the remote map (`dist/remotes.json`, or its row in
// the server database: remote-map.ts).
import { chmod, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTRACT_MAJOR,
  REMOTE_APPS,
  type RemoteApp,
  type RemoteDeployment,
} from '@portal/contract';
import { DeployError } from './deploy-error.ts';
import { listKeptVersions, readDeployRecord, writeDeployRecord } from './deploy-record.ts';
import { hostDir, MANIFEST_FILE, manifestUrl, remoteDir, versionDir } from './dist-layout.ts';
import { errorCode, pathExists } from './fs.ts';
import { buildHost } from './host-build.ts';
import { runTwoAtATime } from './two-at-a-time.ts';
import { withRemoteMap, type RemoteMap } from './remote-map.ts';
import { parseRemoteName } from './remotes-file.ts';
import { isVersionName, resolveRemoteVersion } from './version.ts';
import { runWebpack } from './webpack.ts';

export interface DeployResult {
  app: RemoteApp;
  version: string;
  /** `already-deployed`: that version existed, so its kept build was activated unchanged. */
  status: 'deployed' | 'already-deployed';
}

export function describeDeploy({ app, version, status }: DeployResult): string {
  return status === 'deployed'
    ? `Deployed ${app} ${version} (active)`
    : `${app} ${version} was already deployed; activated the kept build (active)`;
}

async function missingVersionError(
  distDir: string,
  map: RemoteMap,
  app: RemoteApp,
  version: string,
) {
  const active = (await map.read())[app]?.version;
  const kept = (await listKeptVersions(distDir, app)).map(({ version: name }) =>
    name === active ? `${name} (active)` : name,
  );
  const where = path.join(remoteDir(distDir, app), version, MANIFEST_FILE);
  const choices =
    kept.length > 0
      ? `Kept versions: ${kept.join(', ')}.`
      : `No build of ${app} is kept yet; deploy one with "pnpm remote deploy ${app}".`;
  return new DeployError(
    `${app} has no build "${version}" (no ${where}). ${choices} Nothing was changed.`,
  );
}

/** Points `app` at its kept build `version`; everything is checked before anything is written. */
// Activations in this process take turns: `pnpm build` deploys two remotes at once, and each
// activation of the file is a read-modify-write of remotes.json.
let activations: Promise<unknown> = Promise.resolve();

interface Activation {
  readonly distDir: string;
  readonly map: RemoteMap | undefined;
  readonly app: RemoteApp;
  readonly version: string;
  readonly change: 'deploy' | 'rollback';
}

function activate(activation: Activation): Promise<RemoteDeployment> {
  const turn = activations.then(() =>
    withRemoteMap(activation.distDir, activation.map, (map) => activateNow(map, activation)),
  );
  activations = turn.catch(() => undefined);
  return turn;
}

async function activateNow(
  map: RemoteMap,
  { distDir, app, version, change }: Activation,
): Promise<RemoteDeployment> {
  // A malformed map stops here, before anything is written.
  await map.read();
  const dir = versionDir(distDir, app, version);
  if (!isVersionName(version) || !(await pathExists(path.join(dir, MANIFEST_FILE)))) {
    throw await missingVersionError(distDir, map, app, version);
  }
  const { contractMajor } = await readDeployRecord(dir, { name: app, version });
  const entry = { version, entry: manifestUrl(app, version), contractMajor };
  await map.point(app, entry, change);
  return entry;
}

/** `pnpm remote rollback`: re-points one entry of the remote map at a kept build; no build. */
export async function rollbackRemote(
  distDir: string,
  name: string,
  version: string,
  map?: RemoteMap,
): Promise<RemoteDeployment> {
  return activate({ distDir, map, app: parseRemoteName(name), version, change: 'rollback' });
}

/**
 * Turns a finished build in `buildDir` into the kept version `version` and activates it. The
 * rename is atomic, so a version folder is either complete or absent. If the version exists
 * already (an earlier or a concurrent deploy of the same inputs), that build stays untouched and
 * `buildDir` is discarded.
 */
export async function publishBuild(options: {
  distDir: string;
  app: RemoteApp;
  version: string;
  buildDir: string;
  contractMajor: number;
  builtAt?: Date;
  map?: RemoteMap;
}): Promise<DeployResult> {
  const { distDir, app, version, buildDir, contractMajor, builtAt = new Date(), map } = options;
  if (!(await pathExists(path.join(buildDir, MANIFEST_FILE)))) {
    throw new DeployError(`The build of ${app} wrote no ${MANIFEST_FILE} into ${buildDir}.`);
  }
  await writeDeployRecord(buildDir, {
    name: app,
    version,
    contractMajor,
    builtAt: builtAt.toISOString(),
  });

  let status: DeployResult['status'] = 'deployed';
  try {
    await rename(buildDir, versionDir(distDir, app, version));
  } catch (error) {
    // rename() refuses to replace a non-empty folder: the kept build wins.
    if (errorCode(error) !== 'ENOTEMPTY' && errorCode(error) !== 'EEXIST') throw error;
    await rm(buildDir, { recursive: true, force: true });
    status = 'already-deployed';
  }
  await activate({ distDir, map, app, version, change: 'deploy' });
  return { app, version, status };
}

/** `pnpm remote deploy`: builds `app` (unless this version is kept already) and activates it. */
export async function deployRemote(
  distDir: string,
  name: string,
  map?: RemoteMap,
): Promise<DeployResult> {
  const app = parseRemoteName(name);
  // A malformed map must stop the deploy before minutes of building, not after.
  await withRemoteMap(distDir, map, (opened) => opened.read());
  const version = await resolveRemoteVersion(app);
  if (await pathExists(path.join(versionDir(distDir, app, version), MANIFEST_FILE))) {
    // Same name, same inputs (see version.ts): building again could only produce this build.
    await activate({ distDir, map, app, version, change: 'deploy' });
    return { app, version, status: 'already-deployed' };
  }

  // The scratch folder sits beside its destination so the final rename stays on one filesystem.
  await mkdir(remoteDir(distDir, app), { recursive: true });
  const buildDir = await mkdtemp(path.join(remoteDir(distDir, app), '.tmp-'));
  try {
    // mkdtemp makes the folder private (0700); once renamed it is served to everyone.
    await chmod(buildDir, 0o755);
    // The major is set, not inherited: a stray PORTAL_CONTRACT_MAJOR in the shell (e2e uses it
    // to build mismatched fixtures) would make the bundle disagree with its deploy.json, and
    // the version name does not account for it.
    await runWebpack(app, {
      PORTAL_REMOTE_OUT: buildDir,
      PORTAL_REMOTE_VERSION: version,
      PORTAL_CONTRACT_MAJOR: String(CONTRACT_MAJOR),
    });
    return await publishBuild({
      distDir,
      app,
      version,
      buildDir,
      contractMajor: CONTRACT_MAJOR,
      ...(map ? { map } : {}),
    });
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
}

/**
 * What `pnpm start` needs before serving `distDir`: builds the host if it has no index.html and
 * deploys every remote without an active build. Existing builds are left alone.
 */
export async function ensureBuilt(distDir: string, map?: RemoteMap): Promise<void> {
  const remotes = await withRemoteMap(distDir, map, (opened) => opened.read());
  const jobs: (() => Promise<string>)[] = [];
  if (!(await pathExists(path.join(hostDir(distDir), 'index.html')))) {
    jobs.push(async () => {
      await buildHost(distDir);
      return `Built the host into ${hostDir(distDir)}`;
    });
  }
  for (const app of REMOTE_APPS) {
    const active = remotes[app];
    const manifest = active && path.join(versionDir(distDir, app, active.version), MANIFEST_FILE);
    if (manifest && (await pathExists(manifest))) continue;
    jobs.push(async () => describeDeploy(await deployRemote(distDir, app, map)));
  }
  await runTwoAtATime(jobs);
}
