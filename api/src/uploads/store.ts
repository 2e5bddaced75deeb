import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { UploadedFile } from '../http/multipart';
import { assertWithinQuota } from './store-quota';

// The `uploads` table: one row per stored file, whatever form sent it. A handler records the files
// it keeps; once the request is answered, each file whose row was committed moves from
// `.incoming/` into the uploads folder and every other file of the request is removed
// (uploads/files.ts), so no file is ever kept without a row.

export interface UploadRow {
  readonly id: number;
  readonly user_id: number | null;
  readonly policy_id: number | null;
  /** What the file is for: 'screenshot', 'required-document', 'avp-evidence', 'cashback' ... */
  readonly kind: string;
  readonly original_name: string;
  readonly mime_type: string;
  readonly size: number;
  /** Relative to the uploads folder. */
  readonly path: string;
  readonly created_at: string;
}

export interface NewUpload {
  readonly userId: number | null;
  readonly policyId?: number | null;
  readonly kind: string;
  readonly file: UploadedFile;
  /** The type the file's bytes were found to be, kept instead of the one its sender declared. */
  readonly mimeType?: string;
  readonly now: Date;
}

/**
 * Records a file: its row, in the caller's transaction when there is one, so the row commits or
 * rolls back with the rest of what the request records. A file past a quota
 * (uploads/store-quota.ts) throws 413 before anything is written. Returns the row's id.
 *
 * The file moves into the uploads folder only after the row is committed: by `discardUnrecorded`
 * once the request is answered, or by the next sweep if the server stopped in between
 * (uploads/files.ts). So a file in the uploads folder always has its row, and a sweep may remove
 * any file there that no row names. Nothing here touches the disk, so a transaction run again
 * after a collision records the row again and nothing more.
 */
export async function recordUpload(db: Db, upload: NewUpload): Promise<number> {
  return db.transaction(async () => {
    // Past the policy's or the user's quota: 413, and the caller's transaction rolls back.
    const owner = { userId: upload.userId, policyId: upload.policyId ?? null };
    await assertWithinQuota(db, owner, upload.file.size);
    const row = await prepared<
      [number | null, number | null, string, string, string, number, string, string],
      { id: number }
    >(
      db,
      `INSERT INTO uploads (user_id, policy_id, kind, original_name, mime_type, size, path, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       RETURNING id`,
    ).get(
      upload.userId,
      upload.policyId ?? null,
      upload.kind,
      upload.file.originalName,
      upload.mimeType ?? upload.file.mimeType,
      upload.file.size,
      upload.file.relativePath,
      upload.now.toISOString(),
    );
    if (!row) throw new Error('The upload was not recorded');
    return row.id;
  });
}

/** Whether a row names the file at `relativePath`. */
export async function isRecorded(db: Db, relativePath: string): Promise<boolean> {
  const row = await prepared<[string]>(db, 'SELECT 1 FROM uploads WHERE path = ?').get(
    relativePath,
  );
  return row !== undefined;
}

/** Every path the uploads table names, relative to the uploads folder. */
export async function recordedPaths(db: Db): Promise<Set<string>> {
  const rows = await prepared<[], { path: string }>(db, 'SELECT path FROM uploads').all();
  return new Set(rows.map((row) => row.path));
}

export async function findUpload(db: Db, id: number): Promise<UploadRow | undefined> {
  return prepared<[number], UploadRow>(
    db,
    `SELECT id, user_id, policy_id, kind, original_name, mime_type, size, path, created_at
     FROM uploads WHERE id = ?`,
  ).get(id);
}
