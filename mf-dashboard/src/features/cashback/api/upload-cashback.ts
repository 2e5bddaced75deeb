import { endpoints } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// POST /promotions/cashback (portal.md §7): one file per required document, as `documents[n]`
// for the n-th document listed, answered with the message shown on the policy summary. The
// client gives the upload its Idempotency-Key: the same files sent again after a failure are
// the same claim.

export interface CashbackUploadInput {
  /** The files in the order the documents were listed. */
  readonly files: readonly File[];
  /** Bytes sent of the whole body, as they leave. */
  readonly onProgress?: (sent: number, total: number) => void;
}

export function useUploadCashback() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: ({ files, onProgress }: CashbackUploadInput) =>
      api.call(
        endpoints.uploadCashback,
        { body: { documents: [...files] } },
        { onUploadProgress: onProgress },
      ),
  });
}
