import { endpoints, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

// A policy's inbox (GET /inbox/{id}). The sidebar's badge and the inbox read the same cache
// entry, so marking an item read there updates every badge on the page without a reload
// (portal.md §2).

export function inboxQueryKey(policyId: string) {
  return dataKey('inbox', policyId);
}

export function inboxQuery(api: ApiClient, policyId: string) {
  return queryOptions({
    queryKey: inboxQueryKey(policyId),
    queryFn: ({ signal }) => api.call(endpoints.getInbox, { params: { id: policyId } }, { signal }),
  });
}

export function useInbox(policyId: string) {
  const { api } = usePortal();
  return useQuery(inboxQuery(api, policyId));
}
