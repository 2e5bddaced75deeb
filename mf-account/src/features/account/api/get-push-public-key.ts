import { endpoints, type ApiClient } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /push/public-key (docs/decisions/013): the key a browser subscribes with. The API makes it
 * and keeps it, so it is read as Enable is pressed rather than built into the remote.
 */
export function pushPublicKeyQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['push-public-key'],
    queryFn: ({ signal }) => api.call(endpoints.getPushPublicKey, undefined, { signal }),
    staleTime: Infinity,
  });
}
