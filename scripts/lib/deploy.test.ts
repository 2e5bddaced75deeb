import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { RemoteApp } from '@portal/contract';
import { DeployError } from './deploy-error.ts';
import { ensureBuilt, publishBuild, rollbackRemote } from './deploy.ts';
import { remotesFilePath, versionDir } from './dist-layout.ts';
import { formatDeploymentTable, listDeployments } from './list.ts';
import { readRemotesFile } from './remotes-file.ts';

let distDir: string;

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

/** What webpack would leave in PORTAL_REMOTE_OUT, without running it. */
async function fakeBuild(app: RemoteApp, content: string): Promise<string> {
  const parent = path.join(distDir, 'remotes', app);
  await mkdir(parent, { recursive: true });
  const buildDir = await mkdtemp(path.join(parent, '.tmp-'));
  await writeFile(path.join(buildDir, 'mf-manifest.json'), '{}');
  await writeFile(path.join(buildDir, 'remoteEntry.js'), content);
  return buildDir;
}

async function deployFake(app: RemoteApp, version: string, options: { builtAt?: string } = {}) {
  return publishBuild({
    distDir,
    app,
    version,
    buildDir: await fakeBuild(app, `${app} ${version}`),
    contractMajor: 1,
    builtAt: new Date(options.builtAt ?? '2025-01-01T10:00:00Z'),
  });
}

/** mf-account with two kept builds (the newer one active) and mf-dashboard with one. */
async function deployTwoAccountBuilds(): Promise<string> {
  await deployFake('mf-account', '1.0.0-aaaaaaa', { builtAt: '2025-01-01T10:00:00Z' });
  await deployFake('mf-dashboard', '1.0.0-ccccccc', { builtAt: '2025-01-01T11:00:00Z' });
  await deployFake('mf-account', '1.1.0-bbbbbbb', { builtAt: '2025-01-02T10:00:00Z' });
  return readFile(remotesFilePath(distDir), 'utf8');
}

async function tempFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => path.basename(entry).includes('.tmp-'));
}

test('a deploy keeps the build as a version folder and points remotes.json at it', async () => {
  const result = await deployFake('mf-account', '1.0.0-aaaaaaa');

  expect(result).toEqual({ app: 'mf-account', version: '1.0.0-aaaaaaa', status: 'deployed' });
  expect(await readRemotesFile(distDir)).toEqual({
    'mf-account': {
      version: '1.0.0-aaaaaaa',
      entry: '/remotes/mf-account/1.0.0-aaaaaaa/mf-manifest.json',
      contractMajor: 1,
    },
  });
  const record = await readFile(
    path.join(versionDir(distDir, 'mf-account', '1.0.0-aaaaaaa'), 'deploy.json'),
    'utf8',
  );
  expect(JSON.parse(record)).toEqual({
    name: 'mf-account',
    version: '1.0.0-aaaaaaa',
    contractMajor: 1,
    builtAt: '2025-01-01T10:00:00.000Z',
  });
});

test('deploying a version that is kept already leaves that build untouched', async () => {
  await deployFake('mf-account', '1.0.0-aaaaaaa', { builtAt: '2025-01-01T10:00:00Z' });
  const kept = versionDir(distDir, 'mf-account', '1.0.0-aaaaaaa');
  const recordBefore = await readFile(path.join(kept, 'deploy.json'), 'utf8');

  const buildDir = await fakeBuild('mf-account', 'a different output');
  const result = await publishBuild({
    distDir,
    app: 'mf-account',
    version: '1.0.0-aaaaaaa',
    buildDir,
    contractMajor: 1,
    builtAt: new Date('2025-02-01T10:00:00Z'),
  });

  expect(result.status).toBe('already-deployed');
  expect(await readFile(path.join(kept, 'remoteEntry.js'), 'utf8')).toBe(
    'mf-account 1.0.0-aaaaaaa',
  );
  expect(await readFile(path.join(kept, 'deploy.json'), 'utf8')).toBe(recordBefore);
  expect(await tempFilesIn(distDir)).toEqual([]);
});

test('deploys and rollbacks leave no temporary files behind', async () => {
  await deployTwoAccountBuilds();
  await rollbackRemote(distDir, 'mf-account', '1.0.0-aaaaaaa');

  expect(await tempFilesIn(distDir)).toEqual([]);
});

test('a rollback re-points only that entry and leaves the others byte-identical', async () => {
  const before = await deployTwoAccountBuilds();

  const entry = await rollbackRemote(distDir, 'mf-account', '1.0.0-aaaaaaa');

  expect(entry).toEqual({
    version: '1.0.0-aaaaaaa',
    entry: '/remotes/mf-account/1.0.0-aaaaaaa/mf-manifest.json',
    contractMajor: 1,
  });
  const after = await readFile(remotesFilePath(distDir), 'utf8');
  expect(after).toBe(before.replaceAll('1.1.0-bbbbbbb', '1.0.0-aaaaaaa'));
});

test('a rollback restores the contract major recorded with that build', async () => {
  await deployFake('mf-account', '1.0.0-aaaaaaa');
  await publishBuild({
    distDir,
    app: 'mf-account',
    version: '2.0.0-bbbbbbb',
    buildDir: await fakeBuild('mf-account', 'v2'),
    contractMajor: 2,
  });

  const entry = await rollbackRemote(distDir, 'mf-account', '1.0.0-aaaaaaa');

  expect(entry.contractMajor).toBe(1);
  expect((await readRemotesFile(distDir))['mf-account']?.contractMajor).toBe(1);
});

test('a rollback of an unknown remote names the known ones and changes nothing', async () => {
  const before = await deployTwoAccountBuilds();

  await expect(rollbackRemote(distDir, 'mf-acount', '1.0.0-aaaaaaa')).rejects.toThrow(
    new DeployError(
      'Unknown remote "mf-acount". Known remotes: mf-dashboard, mf-policy-changes, mf-payments, mf-agreements, mf-account.',
    ),
  );
  expect(await readFile(remotesFilePath(distDir), 'utf8')).toBe(before);
});

test.each([
  ['a version that was never deployed', '9.9.9-fffffff'],
  ['a path instead of a version', '../mf-dashboard/1.0.0-ccccccc'],
])('a rollback to %s lists the kept versions and changes nothing', async (_, version) => {
  const before = await deployTwoAccountBuilds();

  const rollback = rollbackRemote(distDir, 'mf-account', version);

  await expect(rollback).rejects.toBeInstanceOf(DeployError);
  await expect(rollback).rejects.toThrow(
    `mf-account has no build "${version}" (no ${path.join(distDir, 'remotes', 'mf-account', version, 'mf-manifest.json')}). Kept versions: 1.0.0-aaaaaaa, 1.1.0-bbbbbbb (active). Nothing was changed.`,
  );
  expect(await readFile(remotesFilePath(distDir), 'utf8')).toBe(before);
});

test('a rollback to a folder without mf-manifest.json is refused', async () => {
  const before = await deployTwoAccountBuilds();
  await mkdir(versionDir(distDir, 'mf-account', '0.9.0-ddddddd'));

  await expect(rollbackRemote(distDir, 'mf-account', '0.9.0-ddddddd')).rejects.toThrow(
    /has no build "0\.9\.0-ddddddd".*Kept versions: 1\.0\.0-aaaaaaa, 1\.1\.0-bbbbbbb \(active\)/,
  );
  expect(await readFile(remotesFilePath(distDir), 'utf8')).toBe(before);
});

const entry = {
  version: '1.0.0-aaaaaaa',
  entry: '/remotes/mf-account/1.0.0-aaaaaaa/mf-manifest.json',
  contractMajor: 1,
};

test.each([
  ['{ "mf-account": ', 'it is not valid JSON'],
  ['[]', 'it is not a JSON object of remote name -> entry'],
  ['"mf-account"', 'it is not a JSON object of remote name -> entry'],
  [JSON.stringify({ 'mf-account': 'x' }), 'the entry "mf-account" is not an object'],
  [
    JSON.stringify({ 'mf-account': { ...entry, version: undefined } }),
    'the entry "mf-account" has no valid string "version"',
  ],
  [
    JSON.stringify({ 'mf-account': { ...entry, entry: 42 } }),
    'the entry "mf-account" has no string "entry"',
  ],
  [
    JSON.stringify({ 'mf-account': { ...entry, contractMajor: '1' } }),
    'the entry "mf-account" has no whole-number "contractMajor"',
  ],
  [JSON.stringify({ 'mf-acount': entry }), '"mf-acount" is not a known remote'],
])('a malformed remotes.json (%s) is reported, not repaired', async (text, problem) => {
  await deployFake('mf-account', '1.0.0-aaaaaaa');
  const filePath = remotesFilePath(distDir);
  await writeFile(filePath, text);

  await expect(rollbackRemote(distDir, 'mf-account', '1.0.0-aaaaaaa')).rejects.toThrow(
    `${filePath} is malformed: ${problem}`,
  );
  await expect(ensureBuilt(distDir)).rejects.toThrow(`${filePath} is malformed: ${problem}`);
  expect(await readFile(filePath, 'utf8')).toBe(text);
});

test('the list shows every kept version oldest first and marks the active one', async () => {
  await deployTwoAccountBuilds();
  await rollbackRemote(distDir, 'mf-account', '1.0.0-aaaaaaa');

  const rows = await listDeployments(distDir);
  expect(rows.filter((row) => row.app === 'mf-account')).toEqual([
    {
      app: 'mf-account',
      version: '1.0.0-aaaaaaa',
      active: true,
      kept: true,
      contractMajor: 1,
      builtAt: '2025-01-01T10:00:00.000Z',
    },
    {
      app: 'mf-account',
      version: '1.1.0-bbbbbbb',
      active: false,
      kept: true,
      contractMajor: 1,
      builtAt: '2025-01-02T10:00:00.000Z',
    },
  ]);
  expect(formatDeploymentTable(rows).split('\n')).toEqual([
    'REMOTE             VERSION             CONTRACT  BUILT',
    'mf-dashboard       1.0.0-ccccccc       v1        2025-01-01 11:00:00 UTC  * active',
    'mf-policy-changes  (nothing deployed)',
    'mf-payments        (nothing deployed)',
    'mf-agreements      (nothing deployed)',
    'mf-account         1.0.0-aaaaaaa       v1        2025-01-01 10:00:00 UTC  * active',
    'mf-account         1.1.0-bbbbbbb       v1        2025-01-02 10:00:00 UTC',
  ]);
});

test('the list flags an active entry whose build folder is gone', async () => {
  await deployFake('mf-account', '1.0.0-aaaaaaa');
  await rm(versionDir(distDir, 'mf-account', '1.0.0-aaaaaaa'), { recursive: true });

  const table = formatDeploymentTable(await listDeployments(distDir));

  expect(table).toMatch(/mf-account\s+1\.0\.0-aaaaaaa.*\* active, but its folder is missing/);
});
