import { endpoints, type QuickQuoteRequest } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /quote-callback (portal.md §7): resolves with the message shown once the modal closes. */
export function useRequestQuoteCallback() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: QuickQuoteRequest) => api.call(endpoints.requestQuoteCallback, { body }),
  });
}
