import { renameSync } from 'node:fs';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { UploadedFile } from '../http/multipart';
import { assertWithinQuota } from './store-quota';

// The `uploads` table: one row per stored file, whatever form sent it. A handler records the files
// it keeps, which moves each from `.incoming/` into the uploads folder with its row; whatever a
// request does not record is removed once it is answered (uploads/files.ts), so no file is ever
// kept without a row.

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
 * Records a file and moves it into the uploads folder, both or neither: inside the caller's
 * transaction the move happens before its commit, and a rollback after it leaves a file that no
 * row names, which the request's clean-up removes (uploads/files.ts). A file past a quota
 * (uploads/store-quota.ts) throws 413 before anything is written. Returns the row's id.
 */
export function recordUpload(db: Db, upload: NewUpload): number {
  return db.transaction(() => {
    // Past the policy's or the user's quota: 413, and the caller's transaction rolls back.
    const owner = { userId: upload.userId, policyId: upload.policyId ?? null };
    assertWithinQuota(db, owner, upload.file.size);
    const result = prepared<
      [number | null, number | null, string, string, string, number, string, string]
    >(
      db,
      `INSERT INTO uploads (user_id, policy_id, kind, original_name, mime_type, size, path, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      upload.userId,
      upload.policyId ?? null,
      upload.kind,
      upload.file.originalName,
      upload.mimeType ?? upload.file.mimeType,
      upload.file.size,
      upload.file.relativePath,
      upload.now.toISOString(),
    );
    // A failed move throws, and the row goes with it.
    renameSync(upload.file.path, upload.file.destination);
    return Number(result.lastInsertRowid);
  })();
}

/** Whether a row names the file at `relativePath`. */
export function isRecorded(db: Db, relativePath: string): boolean {
  return (
    prepared<[string]>(db, 'SELECT 1 FROM uploads WHERE path = ?').get(relativePath) !== undefined
  );
}

/** Every path the uploads table names, relative to the uploads folder. */
export function recordedPaths(db: Db): Set<string> {
  return new Set(
    prepared<[], { path: string }>(db, 'SELECT path FROM uploads')
      .all()
      .map((row) => row.path),
  );
}

export function findUpload(db: Db, id: number): UploadRow | undefined {
  return prepared<[number], UploadRow>(db, 'SELECT * FROM uploads WHERE id = ?').get(id);
}
