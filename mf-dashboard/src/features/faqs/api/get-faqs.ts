import { endpoints, type ApiClient } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const FAQS_QUERY_KEY = ['meta', 'faqs'] as const;

/** GET /meta/faq (portal.md §7): the brand's questions, each answer as HTML, in their order. */
export function faqsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: FAQS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getFaqs, undefined, { signal }),
  });
}

export function useFaqs() {
  const { api } = usePortal();
  return useQuery(faqsQuery(api));
}
