import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { INCOMING_DIR, type UploadedFile } from '../http/multipart';
import { isRecorded, recordedPaths } from './store';

// The uploads folder holds only files that a row of `uploads` names. A request's files wait in
// `.incoming/`; once it is answered, those whose row was committed (recordUpload) move into place
// and the rest go. The row comes first and the file follows, so a file is never in place without
// its row, and a row whose file a crash left in `.incoming/` gets it at the next sweep. The
// functions below do this after each request, at start-up and every hour while the server runs.

/** Moves a recorded file into place; one a sweep has moved already is left there. */
async function moveIntoPlace(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    const moved =
      (error as NodeJS.ErrnoException).code === 'ENOENT' &&
      (await stat(to).then(
        () => true,
        () => false,
      ));
    if (!moved) throw error;
  }
}

/**
 * Once a request is answered, each of its files follows its row: a file the request recorded
 * (its row committed) moves from `.incoming/` into the uploads folder, and every other goes - a
 * file under a field the route does not read, the files of a refused request (validation,
 * permission, anything), a file whose row rolled back.
 */
export async function discardUnrecorded(db: Db, files: readonly UploadedFile[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      if (await isRecorded(db, file.relativePath)) {
        await moveIntoPlace(file.path, file.destination);
      } else {
        await rm(file.path, { force: true });
      }
    }),
  );
}

/** Of these files of `.incoming/`, those a row names move into place; the rest are left. */
async function placeRecorded(
  db: Db,
  uploadsDir: string,
  names: readonly string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const recorded = await recordedPaths(db);
  const placed = new Set(names.filter((name) => recorded.has(name)));
  await Promise.all(
    [...placed].map((name) =>
      moveIntoPlace(path.join(uploadsDir, INCOMING_DIR, name), path.join(uploadsDir, name)),
    ),
  );
  return placed;
}

/**
 * At start-up, before any request: the files of `.incoming/` whose row was committed moved into
 * place (a server stopped between a commit and the move), the rest of `.incoming/` emptied (what a
 * stopped server was still receiving), and every file of the uploads folder that no row names
 * removed. Folders other than `.incoming/` are left alone: the API never makes any.
 */
export async function sweepUploads(db: Db, uploadsDir: string): Promise<void> {
  const incoming = path.join(uploadsDir, INCOMING_DIR);
  await mkdir(incoming, { recursive: true });
  const waiting = await readdir(incoming, { withFileTypes: true });
  await placeRecorded(
    db,
    uploadsDir,
    waiting.filter((entry) => entry.isFile()).map((entry) => entry.name),
  );
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  await removeUnnamed(db, uploadsDir);
}

/** Every file of the uploads folder that no row names, removed. */
async function removeUnnamed(db: Db, uploadsDir: string): Promise<void> {
  const entries = await readdir(uploadsDir, { withFileTypes: true });
  // Read after the listing, never before: a file moves into place only once its row is
  // committed, so every file listed by now has its row among these unless the row is gone.
  const recorded = await recordedPaths(db);
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !recorded.has(entry.name))
      .map((entry) => rm(path.join(uploadsDir, entry.name), { force: true })),
  );
}

/** How often a running server sweeps: files outlive their row by at most this. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/**
 * A file still in `.incoming/` after this long belongs to no request in progress: far longer than
 * the slowest 20 x 50 MB upload on a phone, and every request moves or removes its own files once
 * answered.
 */
export const INCOMING_STALE_MS = 6 * 60 * 60 * 1000;

/**
 * While the server runs: the files left in `.incoming/` past INCOMING_STALE_MS moved into place
 * when a row names them (a move that failed after its commit) and removed otherwise, then the
 * files of the uploads folder that no row names (a row deleted). Files of requests in progress
 * stay.
 */
export async function sweepRunningUploads(db: Db, uploadsDir: string, now: Date): Promise<void> {
  const incoming = path.join(uploadsDir, INCOMING_DIR);
  const names = await readdir(incoming).catch(() => [] as string[]);
  const stale = (
    await Promise.all(
      names.map(async (name) => {
        const modified = await stat(path.join(incoming, name)).then(
          (info) => info.mtimeMs,
          () => undefined,
        );
        return modified !== undefined && now.getTime() - modified > INCOMING_STALE_MS ? [name] : [];
      }),
    )
  ).flat();
  const placed = await placeRecorded(db, uploadsDir, stale);
  await Promise.all(
    stale
      .filter((name) => !placed.has(name))
      .map((name) => rm(path.join(incoming, name), { recursive: true, force: true })),
  );
  await removeUnnamed(db, uploadsDir);
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
