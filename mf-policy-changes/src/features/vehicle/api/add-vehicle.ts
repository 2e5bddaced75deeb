import { endpoints, type VehicleFormInput } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// POST /policies/{id}/vehicle (policy-changes.md §7): the whole vehicle form, sent for review;
// resolves with the server's message. The platform's client gives it its Idempotency-Key
// (decision 017), so a double click is one request for review.

export function useAddVehicle(policyId: number) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: VehicleFormInput) =>
      api.call(endpoints.addVehicle, { params: { id: policyId }, body }),
  });
}
