import { endpoints, type PersonCreate } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /policies/{id}/person (policy-changes.md §7): the whole form, sent for review; resolves
 * with the server's message. The platform's client gives it its Idempotency-Key (decision 017).
 */
export function useCreatePerson(policyId: number) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: PersonCreate) =>
      api.call(endpoints.createPerson, { params: { id: policyId }, body }),
  });
}
