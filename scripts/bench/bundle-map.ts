// Which parts a served JS or CSS file is made of. The URL says which build it comes from (the
// host at '/', a remote in its version folder, as remotes.json names them); that build's
// composition (composition.ts) splits the file's bytes.
import path from 'node:path';
import { REMOTE_APPS, type RemoteApp } from '@portal/contract';
import { readRemotesFile } from '../lib/remotes-file.ts';
import type { Composition } from './composition.ts';
import { emptyPartBytes, PARTS, type PartBytes } from './parts.ts';

export interface FileParts {
  readonly bytes: PartBytes;
  /** No analysis of the file: all of it was counted as its build's own code. */
  readonly unanalysed: boolean;
}

export type BundleMap = (pathname: string, bytes: number) => FileParts;

export interface Compositions {
  readonly host: Composition | undefined;
  readonly remotes: Partial<Record<RemoteApp, Composition>>;
}

interface Build {
  /** The URL folder the build is served from. */
  readonly base: string;
  readonly own: 'host' | 'remote';
  readonly composition: Composition | undefined;
}

export async function readBundleMap(
  distDir: string,
  compositions: Compositions,
): Promise<BundleMap> {
  const remotes = await readRemotesFile(distDir);
  const host: Build = { base: '/', own: 'host', composition: compositions.host };
  // The most specific folder first; a remote version that remotes.json does not name is still
  // a remote's file.
  const builds: Build[] = [
    ...REMOTE_APPS.flatMap((app) => {
      const entry = remotes[app]?.entry;
      if (entry === undefined) return [];
      const composition = compositions.remotes[app];
      return [{ base: `${path.posix.dirname(entry)}/`, own: 'remote' as const, composition }];
    }),
    { base: '/remotes/', own: 'remote', composition: undefined },
    host,
  ];

  return function partsOf(pathname, bytes) {
    const build = builds.find(({ base }) => pathname.startsWith(base)) ?? host;
    const shares = build.composition?.[pathname.slice(build.base.length)];
    const parts = emptyPartBytes();
    if (!shares) {
      parts[build.own] = bytes;
      return { bytes: parts, unanalysed: true };
    }
    for (const part of PARTS) parts[part] = bytes * shares[part];
    return { bytes: parts, unanalysed: false };
  };
}
