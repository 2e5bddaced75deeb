import { endpoints, type VehicleChangeInput } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// PATCH /policies/{id}/vehicle/{vehicleId} with change_type 'update' (policy-changes.md §4, §7):
// the fields of the vehicle that change, sent for review; the answer is a success message. The
// platform's client gives it its Idempotency-Key (decision 017).

export function useUpdateVehicle(policyId: string, vehicleId: number) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: VehicleChangeInput) =>
      api.call(endpoints.changeVehicle, { params: { id: policyId, vehicleId }, body }),
  });
}
