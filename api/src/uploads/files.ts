import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { INCOMING_DIR, type UploadedFile } from '../http/multipart';
import { isRecorded, recordedPaths } from './store';

// The uploads folder holds only files that a row of `uploads` names. A request's files wait in
// `.incoming/` and move into place with their row (recordUpload); these two sweep up the rest.

/**
 * Once a request is answered, whatever it did not record goes: a file under a field the route
 * does not read, the files of a refused request (validation, permission, anything), and a file
 * moved into place by a transaction that then rolled back.
 */
export async function discardUnrecorded(db: Db, files: readonly UploadedFile[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      await rm(file.path, { force: true });
      if (!isRecorded(db, file.relativePath)) await rm(file.destination, { force: true });
    }),
  );
}

/**
 * At start-up, before any request: `.incoming/` emptied (what a stopped server was still
 * receiving) and every file of the uploads folder that no row names removed. Folders other than
 * `.incoming/` are left alone: the API never makes any.
 */
export async function sweepUploads(db: Db, uploadsDir: string): Promise<void> {
  const incoming = path.join(uploadsDir, INCOMING_DIR);
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  const recorded = recordedPaths(db);
  const entries = await readdir(uploadsDir, { withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !recorded.has(entry.name))
      .map((entry) => rm(path.join(uploadsDir, entry.name), { force: true })),
  );
}
