import {
  cashbackEndpoints,
  cashbackUploadRule,
  checkCashbackFiles,
  DOCUMENT_UPLOAD_WORDING,
  MESSAGES,
} from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { misnamedFiles } from '../uploads/content';
import { cashbackDocumentsOf, hasClaimed, recordClaim } from './store';

// GET and POST /promotions/cashback (portal.md §2 policy-cashback, §3 "Cashback document", §5,
// §7, §9). One file per required document, as `documents[n]` for the n-th document listed; the
// files are checked with the generic document upload rule, then by their bytes, and the offer is
// taken once only.

/** Shown on the policy summary once the documents are taken (portal.md §4 "Cashback", §9). */
export const CASHBACK_RECEIVED =
  'Thank you, we have received your documents. Once your claim is approved, £20.00 will be refunded to the card you used to pay for your policy, or sent to you by cheque. Processing can take more than 28 days.';

const DOCUMENT_FIELD = /^documents\.\d+$/;

export const cashbackRoutes: RouteModule = (app, { db, now }) => {
  // Once claimed, nothing is left to send: the page then says 'You have no documents to upload'.
  registerEndpoint(app, cashbackEndpoints.getCashbackDocuments, async ({ user }) => {
    const userId = signedIn(user).id;
    return (await hasClaimed(db, userId)) ? [] : cashbackDocumentsOf(db, userId);
  });

  registerEndpoint(app, cashbackEndpoints.uploadCashback, async ({ user, files, meta }) => {
    const userId = signedIn(user).id;
    const alreadyClaimed = () => unprocessable({ documents: [MESSAGES.cashbackAlreadyClaimed] });
    if (await hasClaimed(db, userId)) throw alreadyClaimed();
    const documents = await cashbackDocumentsOf(db, userId);
    if (documents.length === 0) throw unprocessable({ documents: [MESSAGES.cashbackNoDocuments] });

    // The body schema has made sure documents[0..n-1] are all files; these are those parts.
    const uploads = files.filter((file) => DOCUMENT_FIELD.test(file.field));
    const problems = checkCashbackFiles(
      uploads.map((file) => ({ name: file.originalName, size: file.size })),
      documents.length,
    );
    if (problems.length > 0) throw unprocessable({ documents: problems });
    // Security rule: a file is accepted by its content, not its name. Bytes that are not what
    // the extension says get the rule's own wrong-type message; nothing of the request is kept
    // (http/register-endpoint.ts).
    if ((await misnamedFiles(uploads)).length > 0) {
      const { extensions } = cashbackUploadRule(documents.length);
      throw unprocessable({ documents: [DOCUMENT_UPLOAD_WORDING.type(extensions)] });
    }

    // Checked again as the claim is recorded: another claim may have been taken meanwhile.
    const recorded = await recordClaim(db, {
      userId,
      files: documents.flatMap((document, index) => {
        const file = uploads.find((upload) => upload.field === `documents.${index}`);
        return file ? [{ documentId: document.id, file }] : [];
      }),
      now: now(),
    });
    if (!recorded) throw alreadyClaimed();
    meta.success = true;
    return CASHBACK_RECEIVED;
  });
};
