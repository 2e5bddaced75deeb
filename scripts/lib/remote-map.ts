// Where `pnpm remote` and the page server keep which build of each remote the host loads: the
// file dist/remotes.json on the embedded SQLite default, or a row per remote in the server
// database DATABASE_URL names, which every node of a cluster reads (api/src/remotes/).
import { openRemoteMapDatabase, remoteMapDatabaseUrl, type RemotePointer } from 'api';
import {
  readRemotesMap,
  type RemoteApp,
  type RemoteDeployment,
  type RemotesMap,
} from '@portal/contract';
import { DeployError } from './deploy-error.ts';
import { remotesFilePath } from './dist-layout.ts';
import { pointRemote, readRemotesFile, writeRemotesFile } from './remotes-file.ts';

export interface RemoteMap {
  /** Where the map is kept, for messages: a file's path or 'the database'. */
  readonly where: string;
  /** Every active build; a malformed map is a DeployError (nothing is changed on it). */
  read(): Promise<RemotesMap>;
  point(app: RemoteApp, entry: RemoteDeployment, change: 'deploy' | 'rollback'): Promise<void>;
  close(): Promise<void>;
}

/** dist/remotes.json, replaced atomically on every change. */
export function fileRemoteMap(distDir: string): RemoteMap {
  return {
    where: remotesFilePath(distDir),
    read: () => readRemotesFile(distDir),
    async point(app, entry) {
      await writeRemotesFile(distDir, pointRemote(await readRemotesFile(distDir), app, entry));
    },
    async close() {},
  };
}

/** The rows' map, read as strictly as the file. */
export function remotesOfPointers(pointers: readonly RemotePointer[]): RemotesReading {
  const raw = Object.fromEntries(
    pointers.map(({ app, version, entry, contractMajor }) => [
      app,
      { version, entry, contractMajor },
    ]),
  );
  return readRemotesMap(raw);
}

type RemotesReading = ReturnType<typeof readRemotesMap>;

/** The map in the database at `target` (a postgres:// URL, or an SQLite file in tests). */
export async function databaseRemoteMap(target: string): Promise<RemoteMap> {
  const database = await openRemoteMapDatabase(target);
  return {
    where: 'the database',
    async read() {
      const { remotes, problems } = remotesOfPointers(await database.read());
      if (problems[0] !== undefined) {
        throw new DeployError(
          `The remote map in the database is malformed: ${problems[0]}. Nothing was changed.`,
        );
      }
      return remotes;
    },
    async point(app, entry, change) {
      await database.point({ app, ...entry }, change);
    },
    close: () => database.close(),
  };
}

/** The map this machine is set up for: the database DATABASE_URL names, else the file. */
export async function openRemoteMap(
  distDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RemoteMap> {
  const url = remoteMapDatabaseUrl(env);
  return url ? databaseRemoteMap(url) : fileRemoteMap(distDir);
}

/** `work` with `map`, or with the map this machine is set up for, closed after. */
export async function withRemoteMap<T>(
  distDir: string,
  map: RemoteMap | undefined,
  work: (map: RemoteMap) => Promise<T>,
): Promise<T> {
  if (map) return work(map);
  const opened = await openRemoteMap(distDir);
  try {
    return await work(opened);
  } finally {
    await opened.close();
  }
}
