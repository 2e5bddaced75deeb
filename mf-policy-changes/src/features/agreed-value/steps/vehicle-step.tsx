import type { FormOptions } from '@portal/contract';
import { DateField, MoneyField, NumberField } from '@portal/forms';
import { TextareaField, Title } from '@portal/ui';
import type { ComponentType } from 'react';
import { isCarPolicy, type AgreedValueSetup } from '../agreed-value-model';

// Step 1 (policy-changes.md §2 'Vehicle form with finder ... used by the agreed-value vehicle
// step', §3 'Agreed-value form', §5 'Agreed-value submission'): the vehicle form's fields, with
// the value agreed (no estimated value, no keeper), then what the agreed value needs besides:
// the current mileage and when it was read (the last 10 days), the value asked for, the price
// paid, and optional descriptions.

/**
 * The vehicle form's fields (the vehicle feature's, given to this screen by the app: features do
 * not import each other), in a form whose values hold the contract's vehicle, meta and policy.
 */
export type VehicleFieldsComponent = ComponentType<{
  readonly policyId: number;
  readonly options: FormOptions;
  readonly car: boolean;
  readonly agreed: boolean;
  readonly asksKeeper?: boolean;
  readonly asksMileage?: boolean;
  readonly chassisPath?: boolean;
}>;

export function VehicleStep({
  setup,
  VehicleFields,
}: {
  setup: AgreedValueSetup;
  VehicleFields: VehicleFieldsComponent;
}) {
  const { policy, options } = setup;
  return (
    <>
      <VehicleFields
        policyId={policy.id}
        options={options}
        car={isCarPolicy(policy)}
        agreed
        asksKeeper={false}
        asksMileage={false}
        chassisPath
      />
      <Title order={3} size="h4">
        Mileage and value
      </Title>
      <NumberField
        name="vehicle.current_mileage"
        label="Current mileage"
        description="As the odometer shows it now"
        required
      />
      <DateField
        name="vehicle.mileage_date"
        label="Date the mileage was read"
        description="Within the last 10 days"
        required
      />
      <MoneyField
        name="meta.req_value"
        label="Value you would like agreed"
        description="In pounds, for example 12,500"
        required
      />
      <MoneyField name="meta.purchase_price" label="Price you paid for the vehicle" required />
      <TextareaField
        name="vehicle.description"
        label="Description of the vehicle"
        description="Optional: its history, its condition and anything that adds to its value"
        rows={3}
      />
      <TextareaField
        name="vehicle.restoration_details"
        label="Restoration details"
        description="Optional: any restoration work, with dates and costs"
        rows={3}
      />
    </>
  );
}
