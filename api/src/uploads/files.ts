import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { INCOMING_DIR, type UploadedFile } from '../http/multipart';
import { isRecorded, recordedPaths } from './store';

// The uploads folder holds only files that a row of `uploads` names. A request's files wait in
// `.incoming/` and move into place with their row (recordUpload); the functions below sweep up
// the rest: after each request, at start-up and every hour while the server runs.

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
  await removeUnnamed(db, uploadsDir);
}

/** Every file of the uploads folder that no row names, removed. */
async function removeUnnamed(db: Db, uploadsDir: string): Promise<void> {
  const entries = await readdir(uploadsDir, { withFileTypes: true });
  // Read after the listing, never before: a file moves into place in the same synchronous step
  // as its row's commit, so any file listed without a row by now has none and never will.
  const recorded = recordedPaths(db);
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !recorded.has(entry.name))
      .map((entry) => rm(path.join(uploadsDir, entry.name), { force: true })),
  );
}

/** How often a running server sweeps: files outlive their row by at most this. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/**
 * A file still in `.incoming/` after this long belongs to no request: far longer than the
 * slowest 20 x 50 MB upload on a phone, and every request removes its own files once answered.
 */
export const INCOMING_STALE_MS = 6 * 60 * 60 * 1000;

/**
 * While the server runs: the files no row names (a row deleted, a crash between steps) and
 * files left in `.incoming/` past INCOMING_STALE_MS. Files of requests in progress stay.
 */
export async function sweepRunningUploads(db: Db, uploadsDir: string, now: Date): Promise<void> {
  await removeUnnamed(db, uploadsDir);
  const incoming = path.join(uploadsDir, INCOMING_DIR);
  const names = await readdir(incoming).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(incoming, name);
      const modified = await stat(file).then(
        (info) => info.mtimeMs,
        () => undefined,
      );
      if (modified !== undefined && now.getTime() - modified > INCOMING_STALE_MS) {
        await rm(file, { recursive: true, force: true });
      }
    }),
  );
}

/**
 * Sweeps every SWEEP_EVERY_MS until the returned function is called. A sweep that fails (a disk
 * error) is logged and tried again next time: it never takes the server down.
 */
export function sweepUploadsPeriodically(
  db: Db,
  uploadsDir: string,
  log: { error(details: object, message: string): void },
): () => void {
  const timer = setInterval(() => {
    // The disk's clock, not the API's: file times are the system's whatever clock tests set.
    sweepRunningUploads(db, uploadsDir, new Date()).catch((error: unknown) => {
      log.error({ err: error }, 'The uploads sweep failed');
    });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
