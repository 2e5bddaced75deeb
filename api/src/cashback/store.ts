import type { CashbackDocument } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { UploadedFile } from '../http/multipart';
import { recordUpload } from '../uploads/store';

// The cashback offer (portal.md §3 "Cashback document", §4 "Cashback"): the documents each user
// is asked for, and the claim that takes the offer once, with a file per document.

export function cashbackDocumentsOf(db: Db, userId: number): CashbackDocument[] {
  return prepared<[number], CashbackDocument>(
    db,
    'SELECT id, label, value FROM cashback_documents WHERE user_id = ? ORDER BY position, id',
  ).all(userId);
}

export function hasClaimed(db: Db, userId: number): boolean {
  return (
    prepared<[number]>(db, 'SELECT 1 FROM cashback_claims WHERE user_id = ?').get(userId) !==
    undefined
  );
}

export interface CashbackClaim {
  readonly userId: number;
  /** The file sent for each document. */
  readonly files: readonly { readonly documentId: number; readonly file: UploadedFile }[];
  readonly now: Date;
}

/** Takes the offer: the claim and its files (a row each), in one transaction. */
export function recordClaim(db: Db, { userId, files, now }: CashbackClaim): void {
  const link = prepared<[number, number, number]>(
    db,
    'INSERT INTO cashback_claim_files (user_id, document_id, upload_id) VALUES (?, ?, ?)',
  );
  db.transaction(() => {
    prepared<[number, string]>(
      db,
      'INSERT INTO cashback_claims (user_id, claimed_at) VALUES (?, ?)',
    ).run(userId, now.toISOString());
    for (const { documentId, file } of files) {
      link.run(userId, documentId, recordUpload(db, { userId, kind: 'cashback', file, now }));
    }
  })();
}
