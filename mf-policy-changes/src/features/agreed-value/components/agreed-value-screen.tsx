import { NotFoundScreen, PolicyFormScreen, PolicyRoute } from '@portal/platform/remote-app';
import { useParams } from '@portal/platform/router';
import type { ComponentType } from 'react';
import type { VehicleFieldsComponent } from '../steps/vehicle-step';
import { AgreedValueLoader } from './agreed-value-loader';

export type { VehicleFieldsComponent } from '../steps/vehicle-step';

// Route avp (/policies/{policyId}/avp/{vehicleId}) of policy-changes.md §2: the policy and its
// option lists, then what the vehicle still needs, then the form. A policy that cannot be
// changed (§1, §6) shows no form; an address naming no policy, or a vehicle not on it, is not
// found.

/** The route's screen, with the vehicle form's fields the app gives it. */
export function agreedValueScreen(
  VehicleFields: VehicleFieldsComponent,
): ComponentType<{ title: string }> {
  function AgreedValueRoute({ title }: { title: string }) {
    return <AgreedValueScreen title={title} VehicleFields={VehicleFields} />;
  }
  return AgreedValueRoute;
}

// A vehicle id is a whole number (the contract's IdSchema): an address with anything else names
// no vehicle, and asks the API nothing.
const ID = /^[1-9]\d{0,14}$/;

export function AgreedValueScreen({
  title,
  VehicleFields,
}: {
  title: string;
  VehicleFields: VehicleFieldsComponent;
}) {
  const { vehicleId = '' } = useParams();
  return (
    <PolicyRoute title={title}>
      {(policyId) =>
        !ID.test(vehicleId) ? (
          <NotFoundScreen title={title} heading="This vehicle could not be found" />
        ) : (
          <VehicleOfPolicy
            title={title}
            policyId={policyId}
            vehicleId={vehicleId}
            VehicleFields={VehicleFields}
          />
        )
      }
    </PolicyRoute>
  );
}

function VehicleOfPolicy({
  title,
  policyId,
  vehicleId,
  VehicleFields,
}: {
  title: string;
  policyId: string;
  vehicleId: string;
  VehicleFields: VehicleFieldsComponent;
}) {
  return (
    <PolicyFormScreen title={title} policyId={policyId}>
      {({ policy, options }) => {
        const vehicle = policy.vehicles.find((item) => String(item.ID) === vehicleId);
        if (!vehicle) {
          return <NotFoundScreen title={title} heading="This vehicle could not be found" />;
        }
        return (
          <AgreedValueLoader
            title={title}
            policy={policy}
            vehicle={vehicle}
            options={options}
            VehicleFields={VehicleFields}
          />
        );
      }}
    </PolicyFormScreen>
  );
}
