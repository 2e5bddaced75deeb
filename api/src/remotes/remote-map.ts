import { DATABASE_URL_ENV, isPostgresUrl, type Db } from '../db/database';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { openDatabase } from '../db/open';
import { sharedRead } from '../db/shared-read';
import { pointRemote, remotePointers, type RemotePointer } from './store';

// The remote map for the page server and `pnpm remote` when the portal runs on a server database
// (DATABASE_URL=postgres://...): every node reads the same rows, so a deploy or a rollback reaches
// each node's next page load. On the embedded SQLite file the map stays dist/remotes.json.

/** The server database DATABASE_URL names, if it names one. */
export function remoteMapDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env[DATABASE_URL_ENV];
  return url && isPostgresUrl(url) ? url : undefined;
}

/** The active builds, read on every page load (a read under way is shared). */
export function readRemotePointers(db: Db): Promise<RemotePointer[]> {
  return sharedRead(db, 'remote-pointers', () => remotePointers(db));
}

export interface RemoteMapDatabase {
  read(): Promise<RemotePointer[]>;
  /** Points one remote at a build, recording the change; the version it pointed at before. */
  point(pointer: RemotePointer, change: 'deploy' | 'rollback'): Promise<string | undefined>;
  close(): Promise<void>;
}

/** The map in the database at `target` (a URL, or an SQLite file), migrated first. */
export async function openRemoteMapDatabase(target: string): Promise<RemoteMapDatabase> {
  const db = openDatabase(target, { max: 2 });
  try {
    await migrate(db, migrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    read: () => remotePointers(db),
    point: (pointer, change) => pointRemote(db, pointer, change, new Date()),
    close: () => db.close(),
  };
}
