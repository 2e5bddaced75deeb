import { endpoints, type VehicleChangeInput } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// PATCH /policies/{id}/vehicle/{vehicleId} (policy-changes.md §4, §7): a replacement sends the
// whole form, an update the changed fields, each with its change_type; resolves with the
// server's message. Its Idempotency-Key comes from the platform's client (decision 017).

export function useChangeVehicle(policyId: number, vehicleId: number) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: VehicleChangeInput) =>
      api.call(endpoints.changeVehicle, { params: { id: policyId, vehicleId }, body }),
  });
}
