import { endpoints, FORM_OPTIONS_CACHE_MINUTES } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /meta/form-options for a policy (policy-changes.md §7): cached for 1440 minutes (§9), under
 * the key the other change forms of this app use, so the lists are asked for once a policy.
 */
export function useFormOptions(policyId: number) {
  const { api } = usePortal();
  const cacheMs = FORM_OPTIONS_CACHE_MINUTES * 60 * 1000;
  return useQuery({
    queryKey: ['form-options', String(policyId)],
    queryFn: ({ signal }) =>
      api.call(endpoints.getFormOptions, { query: { policy_id: policyId } }, { signal }),
    staleTime: cacheMs,
    gcTime: cacheMs,
  });
}
