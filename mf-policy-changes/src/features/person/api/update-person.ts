import { endpoints, type PersonUpdate } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * PATCH /policies/{id}/person/{personId} (policy-changes.md §7): only the changed parts, sent for
 * review; resolves with the server's message. Its Idempotency-Key comes from the platform's
 * client (decision 017).
 */
export function useUpdatePerson(policyId: number, personId: number) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: PersonUpdate) =>
      api.call(endpoints.updatePerson, { params: { id: policyId, personId }, body }),
  });
}
