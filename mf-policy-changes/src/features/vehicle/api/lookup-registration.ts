import { endpoints, normaliseRegistration, type ApiClient } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';

// POST /vehicle/registration-lookup (policy-changes.md §4 'Vehicle finder', §7): what a
// registration names. §4: lookups are cached per registration - one entry per normalised
// registration, so 'ab12 cde' and 'AB12CDE' are one lookup. A vehicle's make and model do not
// change, so an answer is kept for the page's life; a failure is not kept, and is asked again.

export function registrationQuery(api: ApiClient, registration: string) {
  const normalised = normaliseRegistration(registration);
  return queryOptions({
    queryKey: ['vehicle-registration', normalised] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.lookupRegistration, { body: { registration: normalised } }, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** The lookup as the Search button makes it: from the cache when this registration was found. */
export function useLookupRegistration() {
  const { api, queryClient } = usePortal();
  return useCallback(
    (registration: string) => queryClient.fetchQuery(registrationQuery(api, registration)),
    [api, queryClient],
  );
}
