import type { CashbackDocument } from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import type { UploadedFile } from '../http/multipart';
import { recordUpload } from '../uploads/store';

// The cashback offer (portal.md §3 "Cashback document", §4 "Cashback"): the documents each user
// is asked for, and the claim that takes the offer once, with a file per document.

export async function cashbackDocumentsOf(db: Db, userId: number): Promise<CashbackDocument[]> {
  return prepared<[number], CashbackDocument>(
    db,
    'SELECT id, label, value FROM cashback_documents WHERE user_id = ? ORDER BY position, id',
  ).all(userId);
}

export async function hasClaimed(db: Db, userId: number): Promise<boolean> {
  const row = await prepared<[number]>(db, 'SELECT 1 FROM cashback_claims WHERE user_id = ?').get(
    userId,
  );
  return row !== undefined;
}

export interface CashbackClaim {
  readonly userId: number;
  /** The file sent for each document. */
  readonly files: readonly { readonly documentId: number; readonly file: UploadedFile }[];
  readonly now: Date;
}

/**
 * Takes the offer: the claim and its files (a row each), in one transaction. False, with nothing
 * kept, when the user has claimed already: the claim's row is made first and only if there is
 * none, so of two claims at once exactly one is taken.
 */
export async function recordClaim(db: Db, { userId, files, now }: CashbackClaim): Promise<boolean> {
  const link = prepared<[number, number, number]>(
    db,
    'INSERT INTO cashback_claim_files (user_id, document_id, upload_id) VALUES (?, ?, ?)',
  );
  return db.transaction(async () => {
    const { changes } = await prepared<[number, string]>(
      db,
      `INSERT INTO cashback_claims (user_id, claimed_at) VALUES (?, ?)
       ON CONFLICT (user_id) DO NOTHING`,
    ).run(userId, now.toISOString());
    if (changes !== 1) return false;
    for (const { documentId, file } of files) {
      const uploadId = await recordUpload(db, { userId, kind: 'cashback', file, now });
      await link.run(userId, documentId, uploadId);
    }
    return true;
  });
}
