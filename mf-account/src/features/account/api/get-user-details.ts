import { endpoints, type ApiClient } from '@portal/contract';
import { dataKey, usePortal } from '@portal/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const userDetailsQueryKey = dataKey('user-details');

/** GET /user/details (portal.md §3 "User details", §7): the Account Details form's values. */
export function userDetailsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: userDetailsQueryKey,
    queryFn: ({ signal }) => api.call(endpoints.getUserDetails, undefined, { signal }),
  });
}

export function useUserDetails() {
  const { api } = usePortal();
  return useQuery(userDetailsQuery(api));
}
