import { endpoints, FORM_OPTIONS_CACHE_MINUTES, type ApiClient } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

// GET /policies/{id}/avp/documents/{type} (policy-changes.md §3 'Document slots fetched for a
// vehicle: id, label, tooltips', §7): the photos asked for, by the vehicle's id. A reference list
// like the option lists, so it is kept as long as they are (§9: 1440 minutes).

export function agreedValueDocumentsQuery(api: ApiClient, policyId: number, vehicleId: number) {
  const cacheMs = FORM_OPTIONS_CACHE_MINUTES * 60 * 1000;
  return queryOptions({
    queryKey: ['agreed-value-documents', String(policyId), String(vehicleId)] as const,
    queryFn: ({ signal }) =>
      api.call(
        endpoints.getAgreedValueDocuments,
        { params: { id: policyId, type: String(vehicleId) } },
        { signal },
      ),
    staleTime: cacheMs,
    gcTime: cacheMs,
  });
}

export function useAgreedValueDocuments(policyId: number, vehicleId: number) {
  const { api } = usePortal();
  return useQuery(agreedValueDocumentsQuery(api, policyId, vehicleId));
}
