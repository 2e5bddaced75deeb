import { MESSAGES, type FormOptions } from '@portal/contract';
import {
  ClearWhen,
  DateField,
  MultiSelectField,
  OptionField,
  useFieldValue,
  WholeNumberField,
  YesNoField,
} from '@portal/forms';
import { Group, SelectField, TextareaField, TextField } from '@portal/ui';

// policy-changes.md §3 'Vehicle form' (meta, policy), §5 'Vehicle': security features (several,
// with search), mileage in miles or km, import and modification history - each detail asked
// only after a yes, and cleared by a no - write-offs, the estimated value (not asked once the
// value is agreed), the purchase date, the car questions, where it is kept at night, and its
// use, which is the main user's and shown, not asked.

const MILEAGE_UNITS = [
  { value: 'miles', label: 'Miles' },
  { value: 'km', label: 'Kilometres' },
];

interface VehicleDetailsFieldsProps {
  readonly options: FormOptions;
  readonly car: boolean;
  readonly agreed: boolean;
  /** Every question must be answered (add and replace); an update asks only what changes. */
  readonly asksAll: boolean;
  readonly asksMileage: boolean;
}

export function VehicleDetailsFields({
  options,
  car,
  agreed,
  asksAll,
  asksMileage,
}: VehicleDetailsFieldsProps) {
  const imported = useFieldValue('meta.is_imported');
  const modified = useFieldValue('meta.is_modified');
  const usage = useFieldValue('policy.vehicle_usage');
  return (
    <>
      <MultiSelectField
        name="vehicle.security_features"
        label="Security features"
        description="Optional: choose every one the vehicle has. Type to search."
        placeholder="Search security features"
        options={options.security_features}
      />
      {asksMileage ? (
        <Group align="flex-start" gap="sm">
          <WholeNumberField name="meta.mileage" label="Annual mileage" />
          <SelectField
            name="meta.mileage_unit"
            label="Mileage unit"
            data={MILEAGE_UNITS}
            allowDeselect={false}
            maw={160}
          />
        </Group>
      ) : null}
      <YesNoField name="meta.is_imported" label="Is the vehicle imported?" required={asksAll} />
      <ClearWhen when={imported === false} fields={['meta.country_of_origin']} />
      {imported === true ? (
        <OptionField
          name="meta.country_of_origin"
          label="Country of origin"
          required
          searchable
          options={options.country}
        />
      ) : null}
      <YesNoField
        name="meta.is_modified"
        label="Has the vehicle been modified?"
        required={asksAll}
      />
      <ClearWhen when={modified === false} fields={['meta.modifications']} />
      {modified === true ? (
        <TextareaField
          name="meta.modifications"
          label="Modifications"
          description={MESSAGES.modificationsHelp}
          required
          rows={3}
        />
      ) : null}
      <OptionField
        name="meta.been_written_off"
        label="Has the vehicle ever been written off?"
        required={asksAll}
        options={options.been_written_off}
      />
      {agreed ? null : <WholeNumberField name="meta.est_value" label="Estimated value" money />}
      <DateField name="meta.purchase_date" label="Date of purchase" />
      {car ? (
        <>
          <YesNoField name="meta.is_kit_car" label="Is the car a kit car?" required={asksAll} />
          <YesNoField
            name="meta.is_left_hand_drive"
            label="Is the car left-hand drive?"
            required={asksAll}
          />
        </>
      ) : null}
      <OptionField
        name="policy.stored_during_night"
        label="Where is the vehicle kept overnight?"
        required={asksAll}
        options={options.overnight}
      />
      {typeof usage === 'string' && usage ? (
        <TextField
          name="policy.vehicle_usage"
          label="Vehicle use"
          description="The main user's use of the vehicle. To change it, update the main user."
          readOnly
        />
      ) : null}
    </>
  );
}
