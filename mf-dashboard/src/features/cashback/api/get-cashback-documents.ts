import { endpoints } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';

/** GET /promotions/cashback (portal.md §7): the documents the cashback offer needs. */
export function useCashbackDocuments() {
  const { api } = usePortal();
  return useQuery({
    queryKey: dataKey('cashback', 'documents'),
    queryFn: ({ signal }) => api.call(endpoints.getCashbackDocuments, {}, { signal }),
  });
}
