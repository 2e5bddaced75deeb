import {
  MESSAGES,
  requiredDocumentEndpoints,
  requiredDocumentUploadSchema,
} from '@portal/contract';
import { validated } from '../changes/change-requests';
import { unprocessable } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { modifiablePolicy, ownedPolicy } from '../policies/store';
import { todayOf } from '../today';
import { attachToDocument, requestedDocumentId, requiredDocumentsOf } from './store';

// Required documents, 'Send your documents' (policy-changes.md §2 outstanding-actions, §4, §5
// 'File uploads', §7 GET/POST /policies/{id}/required-documents).

/**
 * How many files one upload for a document may carry. The uploader's own default is one (§5);
 * a document with several pages may come as several files, up to the API's per-request limit.
 */
export const REQUIRED_DOCUMENT_MAX_FILES = 20;

export const documentRoutes: RouteModule = (app, { db, now }) => {
  registerEndpoint(app, requiredDocumentEndpoints.getRequiredDocuments, ({ user, params }) =>
    requiredDocumentsOf(db, ownedPolicy(db, user, params.id).id),
  );

  // Each file is checked by extension (the required-documents list, any case) and size (under
  // the default 50 MB of every upload route), with the contract's messages (§5). The answer's
  // meta.success says the upload was kept (portal.md §7).
  registerEndpoint(
    app,
    requiredDocumentEndpoints.uploadRequiredDocuments,
    ({ user, params, body, files, meta }) => {
      const { record } = modifiablePolicy(db, user, params.id, todayOf(now()));
      const schema = requiredDocumentUploadSchema({ max: REQUIRED_DOCUMENT_MAX_FILES });
      const upload = validated(schema, body);
      const documentId = requestedDocumentId(db, record.id, upload.type);
      if (documentId === undefined) throw unprocessable({ type: [MESSAGES.documentNotRequested] });
      attachToDocument(db, {
        documentId,
        userId: record.userId,
        policyId: record.id,
        title: upload.title,
        comment: upload.comment,
        files: files.filter((file) => file.field.startsWith('data.')),
        now: now(),
      });
      meta.success = true;
      return MESSAGES.documentsReceived;
    },
  );
};
