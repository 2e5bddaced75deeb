import { endpoints, type AgreedValueBody, type AgreedValueSubmitStep } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// POST /policies/{id}/avp/{step} (policy-changes.md §2 'It can be limited to a single step', §7):
// one step, or 'all' of them, as multipart - the answers as `payload` JSON, a photo per document
// slot, the evidence files - answered with a message. The platform's client gives it its
// Idempotency-Key (decision 017), so a double click is one submission.

export interface AgreedValueSubmission {
  readonly step: AgreedValueSubmitStep;
  readonly body: AgreedValueBody;
  /** Bytes sent of the whole body, as they leave (§5: up to 50 MB a file). */
  readonly onProgress?: (sent: number, total: number) => void;
}

export function useSubmitAgreedValue(policyId: number) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: ({ step, body, onProgress }: AgreedValueSubmission) =>
      api.call(
        endpoints.submitAgreedValue,
        { params: { id: policyId, step }, body },
        { onUploadProgress: onProgress },
      ),
  });
}
