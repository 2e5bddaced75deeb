import { endpoints, type RequiredDocumentUpload } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { requiredDocumentsQueryKey } from './get-required-documents';

// POST /policies/{id}/required-documents (policy-changes.md §7): one requested document's type,
// title, comment and files as multipart, answered with a message; the list is then fetched
// again (§4). The platform's client gives the upload its Idempotency-Key (decision 017): the
// same files sent again after a failure are the same submission, stored once.

export interface DocumentUploadInput {
  readonly body: RequiredDocumentUpload;
  /** Bytes sent of the whole body, as they leave (§5: up to 50 MB a file). */
  readonly onProgress?: (sent: number, total: number) => void;
}

export function useUploadRequiredDocuments(policyId: string) {
  const { api, queryClient } = usePortal();
  return useMutation({
    mutationFn: ({ body, onProgress }: DocumentUploadInput) =>
      api.call(
        endpoints.uploadRequiredDocuments,
        { params: { id: policyId }, body },
        { onUploadProgress: onProgress },
      ),
    // Not awaited: the answer's message shows at once while the list catches up.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: requiredDocumentsQueryKey(policyId) });
    },
  });
}
