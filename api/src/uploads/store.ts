import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { UploadedFile } from '../http/multipart';

// The `uploads` table: one row per stored file, whatever form sent it. A handler records the files
// it keeps; files it does not record stay on disk unreferenced, and a request that fails has its
// files removed (http/register-endpoint.ts).

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

/** Records a stored file; returns its id. */
export function recordUpload(db: Db, upload: NewUpload): number {
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
  return Number(result.lastInsertRowid);
}

export function findUpload(db: Db, id: number): UploadRow | undefined {
  return prepared<[number], UploadRow>(db, 'SELECT * FROM uploads WHERE id = ?').get(id);
}
