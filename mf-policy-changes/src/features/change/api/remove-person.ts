import { endpoints } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// DELETE /policies/{id}/person/{personId} (policy-changes.md §7): the removal is sent for review
// and answered with a message; the platform's client gives it its Idempotency-Key (decision 017).

export function useRemovePerson(policyId: string) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (personId: number) =>
      api.call(endpoints.removePerson, { params: { id: policyId, personId } }),
  });
}
