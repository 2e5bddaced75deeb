import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_MAJOR, readRemotesMap, type RemoteApp, type RemotesMap } from '@portal/contract';
import { E2E_DIST } from './paths.ts';

const REMOTES_FILE = path.join(E2E_DIST, 'remotes.json');

export function readRemotes(): RemotesMap {
  const { remotes, problems } = readRemotesMap(JSON.parse(readFileSync(REMOTES_FILE, 'utf8')));
  if (problems.length > 0) throw new Error(`The e2e site's remotes.json: ${problems.join('; ')}`);
  return remotes;
}

export function writeRemotes(remotes: RemotesMap): void {
  writeFileSync(REMOTES_FILE, `${JSON.stringify(remotes, null, 2)}\n`);
}

/** Points one remote at another folder of the site, as a (bad) deploy would. */
export function pointRemoteAt(app: RemoteApp, version: string): void {
  const remotes = readRemotes();
  remotes[app] = {
    version,
    entry: `/remotes/${app}/${version}/mf-manifest.json`,
    contractMajor: CONTRACT_MAJOR,
  };
  writeRemotes(remotes);
}
