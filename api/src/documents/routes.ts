import {
  CHANGES_UPLOAD_WORDING,
  MESSAGES,
  REQUIRED_DOCUMENTS_UPLOAD_RULE,
  requiredDocumentEndpoints,
  requiredDocumentUploadSchema,
} from '@portal/contract';
import { validated } from '../changes/change-requests';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { modifiablePolicy, ownedPolicy } from '../policies/store';
import { todayOf } from '../today';
import { misnamedFiles } from '../uploads/content';
import { attachToDocument, requestedDocumentId, requiredDocumentsOf } from './store';

// Required documents, 'Send your documents' (policy-changes.md §2 outstanding-actions, §4, §5
// 'File uploads', §7 GET/POST /policies/{id}/required-documents).

/**
 * How many files one upload for a document may carry. The uploader's own default is one (§5);
 * a document with several pages may come as several files, up to the API's per-request limit.
 */
export const REQUIRED_DOCUMENT_MAX_FILES = 20;

export const documentRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, requiredDocumentEndpoints.getRequiredDocuments, async ({ user, params }) =>
    requiredDocumentsOf(db, (await ownedPolicy(db, user, params.id)).id),
  );

  // Each file is checked by extension (the required-documents list, any case) and size (under
  // the default 50 MB of every upload route), with the contract's messages (§5), then by its
  // bytes. The answer's meta.success says the upload was kept (portal.md §7).
  registerEndpoint(
    app,
    requiredDocumentEndpoints.uploadRequiredDocuments,
    async ({ user, params, body, files, meta }) => {
      const today = todayOf(now());
      const { record } = await modifiablePolicy(db, user, params.id, today);
      const schema = requiredDocumentUploadSchema({ max: REQUIRED_DOCUMENT_MAX_FILES });
      const upload = validated(schema, body);
      const askedFor = async (policyId: number) => {
        const documentId = await requestedDocumentId(db, policyId, upload.type);
        if (documentId === undefined) {
          throw unprocessable({ type: [MESSAGES.documentNotRequested] });
        }
        return documentId;
      };
      await askedFor(record.id);
      const documents = files.filter((file) => file.field.startsWith('data.'));
      // Security rule: a file is accepted by its content, not its name. A file whose bytes are
      // not what its extension says gets the wrong-type message the schema gives under `data`;
      // the refused request's files are removed (http/register-endpoint.ts).
      if ((await misnamedFiles(documents)).length > 0) {
        const message = CHANGES_UPLOAD_WORDING.type(REQUIRED_DOCUMENTS_UPLOAD_RULE.extensions);
        throw unprocessable({ data: [message] });
      }
      // The policy checked again, and the document, in the transaction that keeps the files: they
      // are never attached to a policy that stopped being changeable while they were read.
      await db.transaction(async () => {
        const { record: checked } = await modifiablePolicy(db, user, params.id, today);
        await attachToDocument(db, {
          documentId: await askedFor(checked.id),
          userId: checked.userId,
          policyId: checked.id,
          title: upload.title,
          comment: upload.comment,
          files: documents,
          now: now(),
        });
      });
      meta.success = true;
      return MESSAGES.documentsReceived;
    },
  );
};
