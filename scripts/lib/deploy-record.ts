// `deploy.json`, written into each version folder at deploy time: what a rollback needs to
// re-point remotes.json (the contract major) and what `pnpm remote list` shows, read from the
// build itself rather than from a side registry that could drift from the folders.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteApp } from '@portal/contract';
import { DeployError } from './deploy-error.ts';
import { MANIFEST_FILE, remoteDir } from './dist-layout.ts';
import { errorCode, pathExists } from './fs.ts';
import { isVersionName } from './version.ts';

export const DEPLOY_RECORD_FILE = 'deploy.json';

export interface DeployRecord {
  name: RemoteApp;
  version: string;
  contractMajor: number;
  /** ISO 8601, UTC. */
  builtAt: string;
}

export async function writeDeployRecord(dir: string, record: DeployRecord): Promise<void> {
  await writeFile(path.join(dir, DEPLOY_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/** The record of `dir`, checked against the remote and version its folder says it holds. */
export async function readDeployRecord(
  dir: string,
  expected: { name: RemoteApp; version: string },
): Promise<DeployRecord> {
  const filePath = path.join(dir, DEPLOY_RECORD_FILE);
  const invalid = (problem: string) => new DeployError(`${filePath} ${problem}.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(filePath, 'utf8'));
  } catch (error) {
    if (errorCode(error) === 'ENOENT')
      throw invalid(
        'is missing: the folder was not made by "pnpm remote deploy", so its contract major is unknown. Nothing was changed',
      );
    throw invalid(`is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalid('is not a JSON object');
  }
  const { name, version, contractMajor, builtAt } = parsed as Record<string, unknown>;
  if (name !== expected.name || version !== expected.version) {
    throw invalid(
      `describes ${String(name)} ${String(version)}, not ${expected.name} ${expected.version}`,
    );
  }
  if (typeof contractMajor !== 'number' || !Number.isInteger(contractMajor)) {
    throw invalid('has no whole-number "contractMajor"');
  }
  if (typeof builtAt !== 'string' || Number.isNaN(Date.parse(builtAt))) {
    throw invalid('has no ISO date "builtAt"');
  }
  return { name: expected.name, version: expected.version, contractMajor, builtAt };
}

export interface KeptVersion {
  version: string;
  /** Absent when the folder's deploy.json is missing or unreadable. */
  record?: DeployRecord | undefined;
}

/**
 * Every complete build of `app` (a version folder with a manifest), oldest first. Temporary
 * `.tmp-*` build folders are not versions and are skipped.
 */
export async function listKeptVersions(distDir: string, app: RemoteApp): Promise<KeptVersion[]> {
  const dir = remoteDir(distDir, app);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }

  const kept: KeptVersion[] = [];
  for (const version of names) {
    const versionPath = path.join(dir, version);
    if (!isVersionName(version) || !(await pathExists(path.join(versionPath, MANIFEST_FILE)))) {
      continue;
    }
    const record = await readDeployRecord(versionPath, { name: app, version }).catch(
      (error: unknown) => {
        if (error instanceof DeployError) return undefined;
        throw error;
      },
    );
    kept.push({ version, record });
  }
  // Undated builds sort first: they are the odd ones someone should look at.
  const builtAt = ({ record }: KeptVersion) => (record ? Date.parse(record.builtAt) : -Infinity);
  return kept.sort((a, b) => builtAt(a) - builtAt(b) || a.version.localeCompare(b.version));
}
