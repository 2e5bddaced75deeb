import { endpoints } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// DELETE /policies/{id}/vehicle/{vehicleId} (policy-changes.md §7): the removal is sent for
// review and answered with a message. The platform's client gives it its Idempotency-Key
// (decision 017), so a double click on the confirmation is one removal.

export function useRemoveVehicle(policyId: string) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (vehicleId: number) =>
      api.call(endpoints.removeVehicle, { params: { id: policyId, vehicleId } }),
  });
}
