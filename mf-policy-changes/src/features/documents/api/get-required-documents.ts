import { endpoints, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

// GET /policies/{id}/required-documents (policy-changes.md §7): the documents the provider asks
// for on a policy, each with the files it has received. Fetched again after each upload (§4).

export function requiredDocumentsQueryKey(policyId: string) {
  return dataKey('required-documents', policyId);
}

export function requiredDocumentsQuery(api: ApiClient, policyId: string) {
  return queryOptions({
    queryKey: requiredDocumentsQueryKey(policyId),
    queryFn: ({ signal }) =>
      api.call(endpoints.getRequiredDocuments, { params: { id: policyId } }, { signal }),
  });
}

export function useRequiredDocuments(policyId: string) {
  const { api } = usePortal();
  return useQuery(requiredDocumentsQuery(api, policyId));
}
