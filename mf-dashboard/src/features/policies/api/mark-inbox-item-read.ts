import { endpoints, type InboxItem } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { inboxQueryKey } from './get-inbox';

// Reading an inbox item (POST /inbox/{id}/read/{itemId}), written into the inbox's cache entry
// that the sidebar's badge reads too (portal.md §2).

function markRead(items: readonly InboxItem[] | undefined, itemId: number) {
  return items?.map((item) => (item.id === itemId ? { ...item, read: true } : item));
}

export function useMarkInboxItemRead(policyId: string) {
  const { api, queryClient } = usePortal();
  return useMutation({
    mutationFn: (itemId: number) =>
      api.call(endpoints.markInboxItemRead, {
        params: { id: policyId, itemId: String(itemId) },
      }),
    // Read at once on the page; put back if the server refuses.
    onMutate: (itemId) => {
      const key = inboxQueryKey(policyId);
      const before = queryClient.getQueryData<InboxItem[]>(key);
      queryClient.setQueryData<InboxItem[]>(key, (items) => markRead(items, itemId));
      return { before };
    },
    onError: (_error, _itemId, context) => {
      queryClient.setQueryData(inboxQueryKey(policyId), context?.before);
    },
  });
}
