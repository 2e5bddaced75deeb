import { endpoints, type AgreementsRequest, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const AGREEMENTS_QUERY_KEY = dataKey('agreements');

/**
 * The outstanding agreements (POST /agreements, portal.md §7): the signed-in user's, or, with
 * no session, the invited visitor's named by their activation code and invite id (§6).
 */
export function agreementsQuery(api: ApiClient, credentials: AgreementsRequest) {
  return queryOptions({
    queryKey: [
      ...AGREEMENTS_QUERY_KEY,
      credentials.invite_id ?? null,
      credentials.activation_code ?? null,
    ],
    queryFn: ({ signal }) => api.call(endpoints.getAgreements, { body: credentials }, { signal }),
    // The list is worked through once; refetching it mid-flow would move the stepper.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useAgreements(credentials: AgreementsRequest) {
  const { api } = usePortal();
  return useQuery(agreementsQuery(api, credentials));
}
