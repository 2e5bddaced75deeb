import {
  needsBuildingStructure,
  POLICY_DETAILS_LABELS as LABELS,
  type PolicyVehicle,
} from '@portal/contract';
import { ClearWhen, NumberField, OptionField, useFieldValue } from '@portal/forms';
import { Stack } from '@portal/ui';
import { asksUsage, type PolicyDetailsSetup } from '../policy-details-model';
import { VehicleFieldset } from './vehicle-fieldset';

// Step 2 (policy-changes.md §2, §5 'Policy details form'): per vehicle its annual mileage (a
// whole number), where it is parked overnight, and the building's structure only when that is a
// Locked Building, Garage or Shed; with one vehicle on the policy, how each driver uses it.

export function VehicleStep({ setup }: { setup: PolicyDetailsSetup }) {
  const { policy } = setup;
  return (
    <Stack gap="lg">
      {policy.vehicles.map((vehicle, index) => (
        <VehicleFields key={vehicle.ID} index={index} vehicle={vehicle} setup={setup} />
      ))}
    </Stack>
  );
}

interface VehicleFieldsProps {
  readonly index: number;
  readonly vehicle: PolicyVehicle;
  readonly setup: PolicyDetailsSetup;
}

function VehicleFields({ index, vehicle, setup }: VehicleFieldsProps) {
  const { policy, options } = setup;
  const prefix = `vehicles.${index}`;
  const overnight = useFieldValue(`${prefix}.stored_during_night`);
  const building = needsBuildingStructure(typeof overnight === 'string' ? overnight : undefined);
  return (
    <VehicleFieldset vehicle={vehicle}>
      <NumberField
        name={`${prefix}.annual_mileage`}
        label={LABELS.annual_mileage}
        description="The miles it is driven in a year"
        required
      />
      <OptionField
        name={`${prefix}.stored_during_night`}
        label={LABELS.stored_during_night}
        description="Where it is kept overnight"
        required
        options={options.overnight}
      />
      <ClearWhen when={!building} fields={[`${prefix}.building_structure`]} />
      {building ? (
        <OptionField
          name={`${prefix}.building_structure`}
          label={LABELS.building_structure}
          description="What the building it is kept in is made of"
          required
          options={options.building_structure}
        />
      ) : null}
      {asksUsage(policy)
        ? policy.drivers.map((driver, at) => (
            <OptionField
              key={driver.ID}
              name={`drivers.${at}.usage.description`}
              label={`${LABELS.usage} (${driver.meta.full_name})`}
              description={`What ${driver.meta.full_name} uses the vehicle for`}
              required
              options={options.vehicle_use}
            />
          ))
        : null}
    </VehicleFieldset>
  );
}
