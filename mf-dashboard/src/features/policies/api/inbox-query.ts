import { endpoints, type ApiClient, type InboxItem } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useMutation } from '@tanstack/react-query';

// A policy's inbox (GET /inbox/{id}) and reading an item (POST /inbox/{id}/read/{itemId}). The
// sidebar's badge and the inbox read the same cache entry, so marking an item read there updates
// every badge on the page without a reload (portal.md §2).

export function inboxQueryKey(policyId: string) {
  return ['inbox', policyId] as const;
}

export function inboxQuery(api: ApiClient, policyId: string) {
  return queryOptions({
    queryKey: inboxQueryKey(policyId),
    queryFn: ({ signal }) => api.call(endpoints.getInbox, { params: { id: policyId } }, { signal }),
  });
}

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
