import { MESSAGES, todayIso, type VehicleFormMode } from '@portal/contract';
import { NotFoundScreen, PolicyFormScreen, PolicyRoute } from '@portal/platform/remote-app';
import { useParams } from '@portal/platform/router';
import { useState, type ComponentType } from 'react';
import type { VehicleSetup } from '../vehicle-form-model';
import { VehicleForm } from './vehicle-form';

// Routes add-vehicle (/policies/{policyId}/vehicle/add), update-vehicle and replace-vehicle
// (/policies/{policyId}/vehicle/{vehicleId}/update and /replace) of policy-changes.md §2: the
// policy and its option lists, then the form. A policy that cannot take the change (§1, §6)
// shows no form; an address naming no policy or vehicle is not found.

// A vehicle id is a whole number (the contract's IdSchema): an address with anything else names
// no vehicle, and asks the API nothing.
const ID = /^[1-9]\d{0,14}$/;

/** The screen of one route: 'add', 'update' (change_type 'update') or 'replace' ('replacement'). */
export function vehicleScreen(mode: VehicleFormMode): ComponentType<{ title: string }> {
  function VehicleRoute({ title }: { title: string }) {
    return <VehicleScreen title={title} mode={mode} />;
  }
  VehicleRoute.displayName = `VehicleScreen(${mode})`;
  return VehicleRoute;
}

export const AddVehicleScreen = vehicleScreen('add');
export const UpdateVehicleScreen = vehicleScreen('update');
export const ReplaceVehicleScreen = vehicleScreen('replace');

export function VehicleScreen({ title, mode }: { title: string; mode: VehicleFormMode }) {
  const { vehicleId } = useParams();
  return (
    <PolicyRoute title={title}>
      {(policyId) =>
        mode !== 'add' && !ID.test(vehicleId ?? '') ? (
          <NotFoundScreen title={title} heading="This vehicle could not be found" />
        ) : (
          <VehicleLoader title={title} mode={mode} policyId={policyId} vehicleId={vehicleId} />
        )
      }
    </PolicyRoute>
  );
}

interface VehicleLoaderProps {
  readonly title: string;
  readonly mode: VehicleFormMode;
  readonly policyId: string;
  readonly vehicleId: string | undefined;
}

function VehicleLoader({ title, mode, policyId, vehicleId }: VehicleLoaderProps) {
  return (
    <PolicyFormScreen
      title={title}
      policyId={policyId}
      // §6: vehicles are added only where the policy covers several.
      refuse={(policy) =>
        mode === 'add' && !policy.flags.multiple_vehicles ? MESSAGES.singleVehiclePolicy : null
      }
    >
      {({ policy, options }) => {
        const vehicle =
          mode === 'add' ? null : policy.vehicles.find((item) => String(item.ID) === vehicleId);
        if (vehicle === undefined) {
          return <NotFoundScreen title={title} heading="This vehicle could not be found" />;
        }
        return <LoadedForm title={title} loaded={{ policy, vehicle, mode, options }} />;
      }}
    </PolicyFormScreen>
  );
}

/** The setup is taken once: the form's schema and starting values never change under it. */
function LoadedForm({ title, loaded }: { title: string; loaded: Omit<VehicleSetup, 'today'> }) {
  const [setup] = useState<VehicleSetup>(() => ({ ...loaded, today: todayIso() }));
  return <VehicleForm setup={setup} title={title} />;
}
