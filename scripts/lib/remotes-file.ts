// `dist/remotes.json`: which build of each remote the host loads. The host reads it on every
// page load, so changing one entry is a deploy or a rollback - and a half-written or silently
// "repaired" file would be an outage. Hence: strict parsing, and atomic replacement only.
import { readFile } from 'node:fs/promises';
import {
  isRemoteApp,
  readRemotesMap,
  REMOTE_APPS,
  type RemoteApp,
  type RemoteDeployment,
  type RemotesMap,
} from '@portal/contract';
import { DeployError } from './deploy-error.ts';
import { remotesFilePath } from './dist-layout.ts';
import { errorCode, writeFileAtomic } from './fs.ts';

export function parseRemoteName(name: string): RemoteApp {
  if (isRemoteApp(name)) return name;
  throw new DeployError(`Unknown remote "${name}". Known remotes: ${REMOTE_APPS.join(', ')}.`);
}

/** Parses the file's text, or throws a DeployError naming `filePath` and what is wrong. */
export function parseRemotesFile(text: string, filePath: string): RemotesMap {
  const malformed = (problem: string) =>
    new DeployError(
      `${filePath} is malformed: ${problem}. Nothing was changed; fix the file by hand.`,
    );

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw malformed(
      `it is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const { remotes, problems } = readRemotesMap(parsed);
  if (problems[0] !== undefined) throw malformed(problems[0]);
  return remotes;
}

/** The current pointers; a missing file (nothing deployed yet) reads as no entries. */
export async function readRemotesFile(distDir: string): Promise<RemotesMap> {
  const filePath = remotesFilePath(distDir);
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return {};
    throw error;
  }
  return parseRemotesFile(text, filePath);
}

/** A copy of `remotes` with `app` pointing at `entry`, keys in REMOTE_APPS order. */
export function pointRemote(
  remotes: RemotesMap,
  app: RemoteApp,
  entry: RemoteDeployment,
): RemotesMap {
  const next: RemotesMap = {};
  for (const name of REMOTE_APPS) {
    const current = name === app ? entry : remotes[name];
    if (current) next[name] = current;
  }
  return next;
}

export function serializeRemotesFile(remotes: RemotesMap): string {
  return `${JSON.stringify(remotes, null, 2)}\n`;
}

export async function writeRemotesFile(distDir: string, remotes: RemotesMap): Promise<void> {
  await writeFileAtomic(remotesFilePath(distDir), serializeRemotesFile(remotes));
}
