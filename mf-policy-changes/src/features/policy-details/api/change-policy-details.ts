import { endpoints, type PolicyDetailsPayload } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * PATCH /policies/{id} (policy-changes.md §7): the policy details form, drivers and vehicles as
 * lists, sent for review; resolves with the server's message. Its Idempotency-Key comes from the
 * platform's client (decision 017). §4: after the submit the policy is reloaded (the call's
 * `changes`), not waited for, so the way back to its summary is not held up by the read.
 */
export function useChangePolicyDetails(policyId: number) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: PolicyDetailsPayload) =>
      api.call(endpoints.changePolicyDetails, { params: { id: policyId }, body }),
  });
}
