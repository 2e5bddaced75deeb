import {
  cashbackEndpoints,
  checkCashbackFiles,
  MESSAGES,
  type CashbackDocument,
} from '@portal/contract';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { unprocessable } from '../http/http-error';
import { registerEndpoint, signedIn } from '../http/register-endpoint';
import type { RouteModule } from '../routes';
import { recordUpload } from '../uploads';

// GET and POST /promotions/cashback (portal.md §2 policy-cashback, §3 "Cashback document", §5,
// §7, §9). One file per required document, as `documents[n]` for the n-th document listed; the
// files are checked with the generic document upload rule, and the offer is taken once only.

/** Shown on the policy summary once the documents are taken (portal.md §4 "Cashback", §9). */
export const CASHBACK_RECEIVED =
  'Thank you, we have received your documents. Once your claim is approved, £20.00 will be refunded to the card you used to pay for your policy, or sent to you by cheque. Processing can take more than 28 days.';

function documentsOf(db: Db, userId: number): CashbackDocument[] {
  return prepared<[number], CashbackDocument>(
    db,
    'SELECT id, label, value FROM cashback_documents WHERE user_id = ? ORDER BY position, id',
  ).all(userId);
}

function hasClaimed(db: Db, userId: number): boolean {
  return (
    prepared<[number]>(db, 'SELECT 1 FROM cashback_claims WHERE user_id = ?').get(userId) !==
    undefined
  );
}

const DOCUMENT_FIELD = /^documents\.\d+$/;

export const cashbackRoutes: RouteModule = (app, { db, now }) => {
  // Once claimed, nothing is left to send: the page then says 'You have no documents to upload'.
  registerEndpoint(app, cashbackEndpoints.getCashbackDocuments, ({ user }) => {
    const userId = signedIn(user).id;
    return hasClaimed(db, userId) ? [] : documentsOf(db, userId);
  });

  registerEndpoint(app, cashbackEndpoints.uploadCashback, ({ user, files, meta }) => {
    const userId = signedIn(user).id;
    if (hasClaimed(db, userId)) {
      throw unprocessable({ documents: [MESSAGES.cashbackAlreadyClaimed] });
    }
    const documents = documentsOf(db, userId);
    if (documents.length === 0) throw unprocessable({ documents: [MESSAGES.cashbackNoDocuments] });

    // The body schema has made sure documents[0..n-1] are all files; these are those parts.
    const uploads = files.filter((file) => DOCUMENT_FIELD.test(file.field));
    const problems = checkCashbackFiles(
      uploads.map((file) => ({ name: file.originalName, size: file.size })),
      documents.length,
    );
    if (problems.length > 0) throw unprocessable({ documents: problems });

    db.transaction(() => {
      const at = now();
      prepared<[number, string]>(
        db,
        'INSERT INTO cashback_claims (user_id, claimed_at) VALUES (?, ?)',
      ).run(userId, at.toISOString());
      const link = prepared<[number, number, number]>(
        db,
        'INSERT INTO cashback_claim_files (user_id, document_id, upload_id) VALUES (?, ?, ?)',
      );
      documents.forEach((document, index) => {
        const file = uploads.find((upload) => upload.field === `documents.${index}`);
        if (!file) return;
        link.run(
          userId,
          document.id,
          recordUpload(db, { userId, kind: 'cashback', file, now: at }),
        );
      });
    })();
    meta.success = true;
    return CASHBACK_RECEIVED;
  });
};
