import { endpoints, FORM_OPTIONS_CACHE_MINUTES, type ApiClient } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

// GET /meta/form-options (policy-changes.md §7) without a policy: the quick quote's insurance
// types are its `quick_quote_type` list (portal.md §5 "insurance type required (from the option
// list)"), cached for 1440 minutes as every option list is (§9).

export function quickQuoteTypesQuery(api: ApiClient) {
  const cacheMs = FORM_OPTIONS_CACHE_MINUTES * 60 * 1000;
  return queryOptions({
    queryKey: ['form-options', 'quick-quote'] as const,
    queryFn: ({ signal }) => api.call(endpoints.getFormOptions, { query: {} }, { signal }),
    select: (options) => options.quick_quote_type,
    staleTime: cacheMs,
    gcTime: cacheMs,
  });
}

export function useQuickQuoteTypes() {
  const { api } = usePortal();
  return useQuery(quickQuoteTypesQuery(api));
}
