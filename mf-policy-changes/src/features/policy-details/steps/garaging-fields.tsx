import { POLICY_DETAILS_LABELS as LABELS, type PolicyVehicle } from '@portal/contract';
import { useFieldValue, YesNoField } from '@portal/forms';
import type { AddressFieldComponent } from '../policy-details-model';
import { VehicleFieldset } from './vehicle-fieldset';

// §3, §5: whether a vehicle is kept at the policy address, and its garaging address when it is
// not (lines 1 and 2, town, county and postcode). An address left from before 'Yes' is not sent
// (the contract's schema drops it), and comes back if the answer turns to 'No' again.

interface GaragingFieldsProps {
  /** 'vehicles.0' */
  readonly prefix: string;
  readonly vehicle: PolicyVehicle;
  readonly AddressField: AddressFieldComponent;
}

export function GaragingFields({ prefix, vehicle, AddressField }: GaragingFieldsProps) {
  const sameAddress = useFieldValue(`${prefix}.same_address`);
  return (
    <VehicleFieldset vehicle={vehicle}>
      <YesNoField
        name={`${prefix}.same_address`}
        label={LABELS.same_address}
        description="Is this vehicle kept at the policy address overnight?"
        required
      />
      {sameAddress === false ? (
        <AddressField name={`${prefix}.garage_address`} legend="Garaging address" />
      ) : null}
    </VehicleFieldset>
  );
}
