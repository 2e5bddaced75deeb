import { endpoints, type ApiClient } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function addressLookupQueryKey(postcode: string) {
  return ['address-lookup', postcode] as const;
}

/**
 * POST /meta/address-lookup (policy-changes.md §7: without a token): the addresses at a postcode.
 * A read, though it is POSTed, so a query kept per postcode: typing the same one again asks nothing.
 */
export function addressLookupQuery(api: ApiClient, postcode: string) {
  return queryOptions({
    queryKey: addressLookupQueryKey(postcode),
    queryFn: ({ signal }) => api.call(endpoints.lookupAddress, { body: { postcode } }, { signal }),
    // §8: a failure reads as no results, and manual entry is offered at once, not after retries.
    retry: false,
    staleTime: Infinity,
  });
}

/** The addresses at `postcode` (trimmed, uppercased, 6-8 characters); nothing is asked for null. */
export function useAddressLookup(postcode: string | null) {
  const { api } = usePortal();
  return useQuery({ ...addressLookupQuery(api, postcode ?? ''), enabled: postcode !== null });
}
