import { endpoints, type RequiredDocumentUpload } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// POST /policies/{id}/required-documents (policy-changes.md §7): one requested document's type,
// title, comment and files as multipart, answered with a message; the list, the policy's count
// and the to-dos are then fetched again (§4; the call's `changes`), not waited for. The platform's client gives the upload its Idempotency-Key (decision 017): the
// same files sent again after a failure are the same submission, stored once.

export interface DocumentUploadInput {
  readonly body: RequiredDocumentUpload;
  /** Bytes sent of the whole body, as they leave (§5: up to 50 MB a file). */
  readonly onProgress?: (sent: number, total: number) => void;
}

export function useUploadRequiredDocuments(policyId: string) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: ({ body, onProgress }: DocumentUploadInput) =>
      api.call(
        endpoints.uploadRequiredDocuments,
        { params: { id: policyId }, body },
        { onUploadProgress: onProgress },
      ),
  });
}
