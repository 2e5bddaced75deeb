import { endpoints, type BodyOf } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// The quick edit's check of one field against the policy (policy-changes.md §2, decision 007:
// POST /policies/{id}/vehicle/validate { field, value }). It changes nothing: the answer is the
// value as it will be stored, a refusal a 422 keyed by the field ('vehicle.registration').

export type VehicleFieldCheckBody = BodyOf<typeof endpoints.validateVehicleField>;

export function useValidateVehicleField(policyId: string) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: VehicleFieldCheckBody) =>
      api.call(endpoints.validateVehicleField, { params: { id: policyId }, body }),
  });
}
