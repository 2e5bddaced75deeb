import type { RequiredDocument } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { UploadedFile } from '../http/multipart';
import { recordUpload } from '../uploads/store';

// The documents the provider asks for on a policy and the files each has received
// (db/migrations/documents.ts; policy-changes.md §3 'Required document', §4).

interface DocumentRow {
  readonly id: number;
  readonly type: string;
  readonly label: string;
  readonly title: string;
  readonly comment: string;
}

interface AttachmentRow {
  readonly document_id: number;
  readonly id: number;
  readonly name: string;
  readonly size: number;
  readonly created_at: string;
}

/** A policy's required documents in the order asked, each with the files it has received. */
export async function requiredDocumentsOf(db: Db, policyId: number): Promise<RequiredDocument[]> {
  const documents = await prepared<[number], DocumentRow>(
    db,
    `SELECT id, type, label, title, comment FROM required_documents
     WHERE policy_id = ? ORDER BY id`,
  ).all(policyId);
  const attachments = await prepared<[number], AttachmentRow>(
    db,
    `SELECT a.document_id, u.id, u.original_name AS name, u.size, u.created_at
     FROM required_document_attachments a
     JOIN required_documents d ON d.id = a.document_id
     JOIN uploads u ON u.id = a.upload_id
     WHERE d.policy_id = ? ORDER BY u.id`,
  ).all(policyId);
  return documents.map((document) => ({
    id: String(document.id),
    label: document.label,
    type: document.type,
    title: document.title,
    comment: document.comment,
    attachments: attachments
      .filter((attachment) => attachment.document_id === document.id)
      .map(({ id, name, size, created_at }) => ({ id: String(id), name, size, created_at })),
  }));
}

/** The id of the document of `type` asked for on the policy, if it is asked for. */
export async function requestedDocumentId(
  db: Db,
  policyId: number,
  type: string,
): Promise<number | undefined> {
  const row = await prepared<[number, string], { id: number }>(
    db,
    'SELECT id FROM required_documents WHERE policy_id = ? AND type = ?',
  ).get(policyId, type);
  return row?.id;
}

export interface DocumentUpload {
  readonly documentId: number;
  readonly userId: number;
  readonly policyId: number;
  readonly title: string;
  readonly comment: string;
  readonly files: readonly UploadedFile[];
  readonly now: Date;
}

/**
 * Keeps the files (a row each) as the document's attachments, with its title and comment, in one
 * transaction (the caller's, when it checked the document is asked for in one).
 */
export async function attachToDocument(db: Db, upload: DocumentUpload): Promise<void> {
  const attach = prepared<[number, number]>(
    db,
    'INSERT INTO required_document_attachments (document_id, upload_id) VALUES (?, ?)',
  );
  await db.transaction(async () => {
    await prepared<[string, string, number]>(
      db,
      'UPDATE required_documents SET title = ?, comment = ? WHERE id = ?',
    ).run(upload.title, upload.comment, upload.documentId);
    for (const file of upload.files) {
      const { userId, policyId, now } = upload;
      const uploadId = await recordUpload(db, {
        userId,
        policyId,
        kind: 'required-document',
        file,
        now,
      });
      await attach.run(upload.documentId, uploadId);
    }
  });
}

export interface RequestedDocument {
  readonly type: string;
  readonly label: string;
}

/** Asks for documents on a policy (the seed; a provider's own systems otherwise). */
export async function requestDocuments(
  db: Db,
  policyId: number,
  documents: readonly RequestedDocument[],
  now: Date,
): Promise<void> {
  const insert = prepared<[number, string, string, string]>(
    db,
    'INSERT INTO required_documents (policy_id, type, label, created_at) VALUES (?, ?, ?, ?)',
  );
  for (const { type, label } of documents) {
    await insert.run(policyId, type, label, now.toISOString());
  }
}
